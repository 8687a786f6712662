import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ListPaymentsQuery } from '@storedesk/shared/contracts';
import { bookings, customerSubscriptions, storePayments } from '../../db/schema';

/** A keyword of digits only may be a payment number. */
const NUMBER_KEYWORD = /^\d{1,15}$/;

function keywordCondition(keyword: string, customerIds: string[]): SQL {
  const byNumber = NUMBER_KEYWORD.test(keyword)
    ? eq(storePayments.paymentNumber, Number(keyword))
    : undefined;
  const byCustomer = customerIds.length > 0 ? inArray(storePayments.customerId, customerIds) : undefined;
  return or(byNumber, byCustomer) ?? sql`false`;
}

/** Requests of the booking with this number, in this store. */
const bookingNumbered = (storeId: string, orderNumber: number) =>
  inArray(
    storePayments.orderId,
    sql`(select ${bookings.id} from ${bookings} where ${bookings.storeId} = ${storeId} and ${bookings.orderNumber} = ${orderNumber})`,
  );

/** Requests of contracts matching `where` (the contract's own store is checked too). */
const contractsWhere = (storeId: string, where: SQL) =>
  inArray(
    storePayments.customerSubscriptionId,
    sql`(select ${customerSubscriptions.id} from ${customerSubscriptions} where ${customerSubscriptions.storeId} = ${storeId} and ${where})`,
  );

/**
 * The WHERE of GET store/payment/all: the store, then each filter sent (contracts/payments.ts). `keywordCustomers`
 * are the store's customers matching the keyword (customersMatching), looked up first.
 */
export function paymentListConditions(
  storeId: string,
  q: ListPaymentsQuery,
  keywordCustomers: string[] = [],
): SQL {
  const keyword = q['filter.keyword']?.trim();
  const filters: (SQL | undefined)[] = [
    keyword ? keywordCondition(keyword, keywordCustomers) : undefined,
    q['filter.order_id'] ? eq(storePayments.orderId, q['filter.order_id']) : undefined,
    q['filter.customer_id'] ? eq(storePayments.customerId, q['filter.customer_id']) : undefined,
    q['filter.customer_subscription_id']
      ? eq(storePayments.customerSubscriptionId, q['filter.customer_subscription_id'])
      : undefined,
    q['filter.status'] ? eq(storePayments.status, q['filter.status']) : undefined,
    q['filter.is_paid'] !== undefined ? eq(storePayments.isPaid, q['filter.is_paid']) : undefined,
    q['filter.needs_review'] !== undefined
      ? eq(storePayments.needsReview, q['filter.needs_review'])
      : undefined,
    q['filter.order_no'] !== undefined ? bookingNumbered(storeId, q['filter.order_no']) : undefined,
    q['filter.subscription_no'] !== undefined
      ? contractsWhere(storeId, eq(customerSubscriptions.subscriptionNumber, q['filter.subscription_no']))
      : undefined,
    q['filter.is_approved']
      ? contractsWhere(storeId, eq(customerSubscriptions.isApproved, q['filter.is_approved']))
      : undefined,
    q['filter.from_end_date'] ? gte(storePayments.dueDate, q['filter.from_end_date']) : undefined,
    q['filter.to_end_date'] ? lte(storePayments.dueDate, q['filter.to_end_date']) : undefined,
  ];
  return and(eq(storePayments.storeId, storeId), isNull(storePayments.deletedAt), ...filters)!;
}
