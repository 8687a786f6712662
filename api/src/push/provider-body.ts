import type { PushProviderBody } from '@storedesk/shared/contracts';
import type { pushNotifications } from '../db/schema';

type PushFields = typeof pushNotifications.$inferSelect;
/** A stored row, or the values about to be inserted (optional columns may be left out there). */
interface PushRow {
  title: string;
  message: string;
  redirectType?: PushFields['redirectType'];
  redirectTo?: PushFields['redirectTo'];
  deliveryType?: PushFields['deliveryType'];
  sendAt?: PushFields['sendAt'];
  notificationImage?: PushFields['notificationImage'];
  attachmentImage?: PushFields['attachmentImage'];
}

/**
 * The OneSignal-compatible request for a notification, without app_id and the recipients (the adapter adds
 * them per call). Stored in one_signal_response.body so the details show what was (or will be) sent.
 */
export function providerBody(row: PushRow): PushProviderBody {
  const image = row.notificationImage ?? undefined;
  const attachment = row.attachmentImage ?? image;
  return {
    headings: { en: row.title },
    contents: { en: row.message },
    data: { redirect_type: row.redirectType ?? null, redirect_to: row.redirectTo ?? null },
    ...(image ? { big_picture: image } : {}),
    ...(attachment ? { ios_attachments: { image: attachment } } : {}),
    ...(row.deliveryType === 'SCHEDULED' && row.sendAt ? { send_after: row.sendAt.toISOString() } : {}),
  };
}
