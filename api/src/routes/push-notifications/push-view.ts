import { and, eq, type SQL } from 'drizzle-orm';
import type {
  PushCriteria,
  PushCustomerRef,
  PushNotificationDetails,
  PushNotificationRow,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { customers, pushNotifications } from '../../db/schema';

type PushRow = typeof pushNotifications.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

export interface PushWithCustomer {
  push: PushRow;
  customer: CustomerRow | null;
}

const customerRef = (c: CustomerRow): PushCustomerRef => ({
  _id: c.id,
  first_name: c.firstName,
  last_name: c.lastName,
  email: c.email,
  phone_no: c.phoneNo,
});

/** Spec 2 §4: the cancel action is offered while scheduled, not cancelled and the send time is ahead. */
export const canCancel = (p: PushRow, now: Date) =>
  p.status === 'SCHEDULED' && !p.isCancelled && p.sendAt !== null && p.sendAt.getTime() > now.getTime();

export function pushRowView({ push: p, customer }: PushWithCustomer, now = new Date()): PushNotificationRow {
  return {
    _id: p.id,
    title: p.title,
    message: p.message,
    customer_type: p.customerType,
    customer_id: p.customerId,
    customer: customer ? customerRef(customer) : null,
    exclude_customer_ids: p.excludeCustomerIds,
    criteria: (p.criteria as PushCriteria | null) ?? null,
    redirect_type: p.redirectType,
    redirect_to: p.redirectTo,
    delivery_type: p.deliveryType,
    delivery_date: p.deliveryDate,
    delivery_time: p.deliveryTime,
    send_at: p.sendAt?.toISOString() ?? null,
    notification_image: p.notificationImage,
    attachment_image: p.attachmentImage,
    is_cancelled: p.isCancelled,
    sent_to_customers: p.sentToCustomers,
    recipients_count: p.recipientIds.length,
    status: p.status,
    status_reason: p.statusReason,
    sent_at: p.sentAt?.toISOString() ?? null,
    can_cancel: canCancel(p, now),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export const pushDetailsView = (
  row: PushWithCustomer,
  redirectToName: string | null,
  now = new Date(),
): PushNotificationDetails => ({
  ...pushRowView(row, now),
  recipient_ids: row.push.recipientIds,
  redirect_to_name: redirectToName,
});

/** Notifications with their one_customer customer (null for groups). */
export const selectPushWithCustomer = (db: DbOrTx) =>
  db
    .select({ push: pushNotifications, customer: customers })
    .from(pushNotifications)
    .leftJoin(customers, eq(customers.id, pushNotifications.customerId));

/** One notification of the store that is not deleted, or undefined. */
export async function findPush(db: DbOrTx, storeId: string, id: string, extra?: SQL) {
  const [row] = await selectPushWithCustomer(db).where(
    and(
      eq(pushNotifications.id, id),
      eq(pushNotifications.storeId, storeId),
      eq(pushNotifications.isDeleted, false),
      extra,
    ),
  );
  return row;
}
