import type dayjs from 'dayjs';
import type {
  PushCustomerType,
  PushDeliveryType,
  PushNotificationInput,
  PushRedirectType,
} from '@storedesk/shared';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';
import type { CustomerChoice } from './push-filter-form';
import type { CreatedDateOption } from './push-filter';
import { recipientCount, type ResolvedCriteria } from './recipient-criteria';
import { isScheduleDayDisabled, scheduledMoment } from './schedule';

/** A picked target (category, service, collection, contract, payment request), as the select holds it. */
export interface TargetChoice {
  value: string;
  label: string;
}

/** The new notification's form values (antd Form); the recipient review and booking check live beside it. */
export interface NewPushValues {
  customer_type: PushCustomerType;
  customer?: CustomerChoice | null;
  created_date_type?: CreatedDateOption;
  created_range?: [dayjs.Dayjs, dayjs.Dayjs] | null;
  min_order_count?: number | null;
  max_order_count?: number | null;
  min_lifetime_value?: number | null;
  max_lifetime_value?: number | null;
  min_points?: number | null;
  max_points?: number | null;
  title?: string;
  message?: string;
  redirect_type?: PushRedirectType;
  redirect_target?: TargetChoice | null;
  delivery_type: PushDeliveryType;
  delivery_date?: dayjs.Dayjs | null;
  delivery_time?: dayjs.Dayjs | null;
  notification_image?: string | null;
}

/** The form fields that make up the restrictions: changing one forgets the reviewed recipients. */
export const CRITERIA_FIELDS = [
  'created_date_type',
  'created_range',
  'min_order_count',
  'max_order_count',
  'min_lifetime_value',
  'max_lifetime_value',
  'min_points',
  'max_points',
] as const satisfies readonly (keyof NewPushValues)[];

/** The customers reviewed in the recipient modal: the criteria they were matched with, how many, who is unticked. */
export interface RecipientSelection {
  criteria: ResolvedCriteria;
  total: number;
  excluded: string[];
}

/** The booking the number check found (ORDER). */
export interface CheckedBooking {
  _id: string;
  order_number: number;
}

export type BuildResult =
  { ok: true; details: PushNotificationInput } | { ok: false; title: string; message: string };

const missing = (message: string): BuildResult => ({ ok: false, title: T.missingTitle, message });
const invalid = (message: string): BuildResult => ({ ok: false, title: T.invalidTitle, message });

/** The target id for the redirect type, or the spec's "No ... is selected" text (PAYMENT_REQUEST: optional). */
function redirectTarget(
  values: NewPushValues,
  booking: CheckedBooking | null,
): { to: string | null } | { error: string } {
  const type = values.redirect_type;
  if (!type) return { error: T.redirectTypeMissing };
  if (type === 'ORDER') return booking ? { to: booking._id } : { error: T.targetRequired.ORDER };
  const to = values.redirect_target?.value ?? null;
  if (type === 'PAYMENT_REQUEST') return { to };
  return to ? { to } : { error: T.targetRequired[type] };
}

/**
 * Checks the spec's rules in the screen's order (who, what, where it opens, when) and builds
 * notification_details. `now` is the store's wall clock (nowInZone).
 */
export function buildPushDetails(
  values: NewPushValues,
  selection: RecipientSelection | null,
  booking: CheckedBooking | null,
  now: dayjs.Dayjs,
): BuildResult {
  const details: Partial<PushNotificationInput> = { customer_type: values.customer_type };
  if (values.customer_type === 'one_customer') {
    if (!values.customer) return missing(T.noCustomer);
    details.customer_id = values.customer.value;
  } else {
    if (!selection) return missing(T.recipientsNotReviewed);
    if (recipientCount(selection.total, selection.excluded) === 0) return invalid(T.noMatches);
    details.criteria = selection.criteria;
    details.exclude_customer_ids = selection.excluded;
  }

  const title = values.title?.trim() ?? '';
  const message = values.message?.trim() ?? '';
  if (!title) return missing(T.titleMissing);
  if (!message) return missing(T.messageMissing);

  const target = redirectTarget(values, booking);
  if ('error' in target) return missing(target.error);

  if (values.delivery_type === 'SCHEDULED') {
    const day = values.delivery_date;
    const time = values.delivery_time;
    if (!day || !time) return missing(T.scheduleMissing);
    if (!scheduledMoment(day, time).isAfter(now)) return invalid(T.schedulePast);
    if (isScheduleDayDisabled(day, now)) return invalid(T.scheduleTooFar);
    details.delivery_date = day.format('YYYY-MM-DD');
    details.delivery_time = time.format('HH:mm');
  }

  const image = values.notification_image || null;
  return {
    ok: true,
    details: {
      ...details,
      customer_type: values.customer_type,
      title,
      message,
      redirect_type: values.redirect_type as PushRedirectType,
      redirect_to: target.to,
      delivery_type: values.delivery_type,
      notification_image: image,
      attachment_image: image,
    },
  };
}
