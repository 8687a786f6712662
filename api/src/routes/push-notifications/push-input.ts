import { and, eq } from 'drizzle-orm';
import {
  PUSH_MESSAGES as M,
  type PushCriteria,
  type PushCriteriaInput,
  type PushNotificationInput,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { bookings, customers, type pushNotifications } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { matchingRecipientIds, storeCustomerIds } from '../../push/recipients';
import { isHttpUrl, plainText } from '../../sanitize';
import { checkRedirectTarget } from './redirect-target';
import { scheduledSendAt } from './schedule-time';

export interface Scope {
  storeId: string;
  storeTimezone: string;
}

/** Everything the row gets from the input, once every rule has passed (nothing is written before). */
export type CheckedPush = Omit<
  typeof pushNotifications.$inferInsert,
  'storeId' | 'status' | 'statusReason' | 'sentToCustomers' | 'sentAt' | 'oneSignalResponse' | 'createdBy'
> & { recipientIds: string[] };

const customerNotFound = () => notFound(M.customerNotFound, M.customerNotFoundTitle);

export function fullCriteria(c: PushCriteriaInput | null | undefined): PushCriteria {
  return {
    customer_created_from: c?.customer_created_from ?? null,
    customer_created_to: c?.customer_created_to ?? null,
    min_order_count: c?.min_order_count ?? null,
    max_order_count: c?.max_order_count ?? null,
    min_lifetime_value: c?.min_lifetime_value ?? null,
    max_lifetime_value: c?.max_lifetime_value ?? null,
    min_points: c?.min_points ?? null,
    max_points: c?.max_points ?? null,
  };
}

/** Matched customers minus the excluded ones; an exclude id that is no customer of this store is 404. */
export async function groupRecipients(
  db: DbOrTx,
  scope: Scope,
  criteria: PushCriteriaInput | null | undefined,
  excludeIds: string[],
): Promise<{ matched: string[]; recipients: string[] }> {
  const excluded = [...new Set(excludeIds)];
  const known = await storeCustomerIds(db, scope.storeId, excluded);
  if (known.size !== excluded.length) throw customerNotFound();
  const matched = await matchingRecipientIds(db, scope.storeId, scope.storeTimezone, criteria);
  const skip = new Set(excluded);
  return { matched, recipients: matched.filter((id) => !skip.has(id)) };
}

async function oneRecipient(db: DbOrTx, scope: Scope, customerId: string): Promise<string[]> {
  const [customer] = await db
    .select({ id: customers.id, pushNotification: customers.pushNotification })
    .from(customers)
    .where(
      and(eq(customers.id, customerId), eq(customers.storeId, scope.storeId), eq(customers.isDeleted, false)),
    );
  if (!customer) throw customerNotFound();
  if (!customer.pushNotification) throw badRequest(M.customerOptedOut, M.invalidTitle);
  return [customer.id];
}

/** Spec 2 §5 in the order the screen checks them; each failure is a 400 (or 404 for ids) and nothing is written. */
export async function checkPushInput(
  db: DbOrTx,
  scope: Scope,
  input: PushNotificationInput,
  now: Date,
): Promise<CheckedPush> {
  const one = input.customer_type === 'one_customer';
  if (one && !input.customer_id) throw badRequest(M.noCustomer, M.missingTitle);
  const title = plainText(input.title);
  if (!title) throw badRequest(M.titleMissing, M.missingTitle);
  const message = plainText(input.message, { multiline: true });
  if (!message) throw badRequest(M.messageMissing, M.missingTitle);
  const redirectTo = input.redirect_to?.trim() || null;
  const image = input.notification_image?.trim() || null;
  const attachment = input.attachment_image?.trim() || null;
  for (const url of [image, attachment])
    if (url && !isHttpUrl(url)) throw badRequest(M.badImage, M.invalidTitle);
  const scheduled = input.delivery_type === 'SCHEDULED';
  const sendAt = scheduled
    ? await scheduledSendAt(db, scope.storeTimezone, input.delivery_date, input.delivery_time, now)
    : null;
  await checkRedirectTarget(db, scope.storeId, input.redirect_type, redirectTo);
  // For one customer a booking target must be one of that customer's bookings (issue 11).
  if (one && input.redirect_type === 'ORDER' && redirectTo) {
    const [booking] = await db
      .select({ customerId: bookings.customerId })
      .from(bookings)
      .where(and(eq(bookings.id, redirectTo), eq(bookings.storeId, scope.storeId)))
      .limit(1);
    if (booking?.customerId !== input.customer_id)
      throw badRequest(M.bookingOfAnotherCustomer, M.invalidTitle);
  }
  const excludeIds = one ? [] : [...new Set(input.exclude_customer_ids ?? [])];
  const recipientIds = one
    ? await oneRecipient(db, scope, input.customer_id!)
    : (await groupRecipients(db, scope, input.criteria, excludeIds)).recipients;
  if (recipientIds.length === 0) throw badRequest(M.noMatches, M.invalidTitle);
  return {
    title,
    message,
    customerType: input.customer_type,
    customerId: one ? input.customer_id! : null,
    excludeCustomerIds: excludeIds,
    criteria: one ? null : fullCriteria(input.criteria),
    redirectType: input.redirect_type,
    redirectTo,
    deliveryType: input.delivery_type,
    deliveryDate: scheduled ? input.delivery_date! : null,
    deliveryTime: scheduled ? input.delivery_time! : null,
    sendAt,
    notificationImage: image,
    attachmentImage: attachment,
    recipientIds,
  };
}
