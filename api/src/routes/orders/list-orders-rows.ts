// The booking list's row query: the columns the list shows for a page's booking ids, newest first.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, customers, storeOrderStatuses } from '../../db/schema';

/** Only the columns the list shows (a booking row carries addresses, notes and more the list never sends). */
const listColumns = {
  id: bookings.id,
  orderNumber: bookings.orderNumber,
  customerId: bookings.customerId,
  products: bookings.products,
  subTotal: bookings.subTotal,
  tax: bookings.tax,
  discountValue: bookings.discountValue,
  total: bookings.total,
  deliveryDate: bookings.deliveryDate,
  deliveryData: bookings.deliveryData,
  deliveryMode: bookings.deliveryMode,
  statusUpdatedBy: bookings.statusUpdatedBy,
  payment: bookings.payment,
  orderType: bookings.orderType,
  createdAt: bookings.createdAt,
  orderTags: bookings.orderTags,
  storeLocationId: bookings.storeLocationId,
  customerSubscriptionId: bookings.customerSubscriptionId,
  zuperJobUid: bookings.zuperJobUid,
  version: bookings.version,
  cId: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phoneNo: customers.phoneNo,
  email: customers.email,
  statusName: storeOrderStatuses.name,
  statusId: storeOrderStatuses.id,
  masterOrderStatusId: storeOrderStatuses.masterOrderStatusId,
};

/** The list's columns for the booking ids of `page` (a sub-select or an id list), newest first. */
export function rowsFor(db: Db, pageIds: SQL) {
  return rowsWithTotal(db, pageIds, sql`0`);
}

/**
 * rowsFor with `pagerTotal` = `total` (an uncorrelated scalar sub-select, run once) on every row: the page and the pager's count
 * in one statement, one round trip instead of two.
 */
export function rowsWithTotal(db: Db, pageIds: SQL, total: SQL) {
  return db
    .select({ ...listColumns, pagerTotal: sql<number>`(${total})::int`.mapWith(Number) })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(storeOrderStatuses, eq(storeOrderStatuses.id, bookings.currentStatusId))
    .where(sql`${bookings.id} IN (${pageIds})`)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

export type ListRowData = Awaited<ReturnType<typeof rowsFor>>[number];
