import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ListOrdersQuery, ListOrdersReply, type OrderListRow } from '@storedesk/shared/contracts';
import type { Db } from '../../db/client';
import { bookingDayCounts, bookings, customers, storeOrderStatuses } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pageWindow, pagedReply } from '../../http/paging';
import { customersMatching, listConditions, narrowDeliveryWindow } from './list-filters';
import { isCompletedStatus } from './load-order';

/**
 * A filtered list counts matching rows exactly up to this many, then answers this number (so `pages` stops at
 * LIST_COUNT_CAP / limit = 100 pages of 20): an exact count of a broad filter over a million bookings costs more
 * than the page itself. The unfiltered total is always exact (booking_day_counts, kept by triggers).
 */
export const LIST_COUNT_CAP = 2_000;

interface DayCount {
  day: string;
  total: number;
}

/** The store's bookings per UTC day, newest day first (a few hundred rows at most a year). */
async function dayCounts(db: Db, storeId: string): Promise<DayCount[]> {
  const rows = await db
    .select({ day: bookingDayCounts.day, total: bookingDayCounts.total })
    .from(bookingDayCounts)
    .where(and(eq(bookingDayCounts.storeId, storeId), gt(bookingDayCounts.total, 0)))
    .orderBy(desc(bookingDayCounts.day));
  return rows;
}

async function cappedCount(db: Db, where: SQL) {
  const capped = db
    .select({ one: bookings.id })
    .from(bookings)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = Number(row?.n ?? 0);
  return n > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, exact: false } : { total: n, exact: true };
}

/** A day of booking_day_counts as the UTC instant range of created_at it counts. */
const utcDayStart = (day: string) => sql`((${day}::date)::timestamp AT TIME ZONE 'UTC')`;
const utcDayEnd = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE 'UTC')`;

/** The day holding row number `rank` of `days` (in their order) and how many rows of that day come before it. */
function dayOf(days: DayCount[], rank: number): { day: string; within: number } | undefined {
  let passed = 0;
  for (const { day, total } of days) {
    if (passed + total > rank) return { day, within: rank - passed };
    passed += total;
  }
  return undefined;
}

/**
 * How to read an unfiltered page without a deep OFFSET. Newest first, the page's first row is in some day; the
 * walk starts at that day's end and skips only within it. Read oldest first (and reversed afterwards), the page's
 * LAST row is in some day; the walk starts at that day's start. Whichever skips fewer index entries wins, so the
 * last pages cost what the first ones do and no page skips more than half a day's bookings.
 */
export function unfilteredStart(
  days: DayCount[],
  skip: number,
  take: number,
): { newestFirst: boolean; bound?: SQL; skip: number } {
  const total = days.reduce((sum, d) => sum + d.total, 0);
  const fromNewest = dayOf(days, skip);
  const fromOldest = dayOf([...days].reverse(), total - skip - take);
  if (fromOldest && (!fromNewest || fromOldest.within < fromNewest.within))
    return {
      newestFirst: false,
      bound: gte(bookings.createdAt, utcDayStart(fromOldest.day)),
      skip: fromOldest.within,
    };
  if (fromNewest)
    return {
      newestFirst: true,
      bound: lt(bookings.createdAt, utcDayEnd(fromNewest.day)),
      skip: fromNewest.within,
    };
  return { newestFirst: true, skip };
}

/** Newest first by the list's index, oldest first by it (read reversed), or newest first after collecting. */
type PageOrder = 'newest' | 'oldest' | 'collect-then-sort';

/**
 * The page's ids walk the (store_id, created_at, id) index (backwards for newest first); wide columns and joins are
 * read for those rows only. Always answered newest first.
 */
async function pageRows(db: Db, where: SQL, skip: number, take: number, order: PageOrder = 'newest') {
  // `created_at + 0` sorts the same but cannot be read from an index in order, so PostgreSQL collects the matching
  // rows by the filter's own index (the delivery window, bookings_store_delivery_cover_idx) and sorts them.
  const collected = sql`(${bookings.createdAt} + interval '0 s')`;
  const orderBy = {
    newest: [desc(bookings.createdAt), desc(bookings.id)],
    oldest: [asc(bookings.createdAt), asc(bookings.id)],
    'collect-then-sort': [desc(collected), desc(bookings.id)],
  }[order];
  const page = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(...orderBy)
    .limit(take)
    .offset(skip)
    .as('page');
  return db
    .select({ b: bookings, c: customers, s: storeOrderStatuses })
    .from(page)
    .innerJoin(bookings, eq(bookings.id, page.id))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(storeOrderStatuses, eq(storeOrderStatuses.id, bookings.currentStatusId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

function toListRow({ b, c, s }: Awaited<ReturnType<typeof pageRows>>[number]): OrderListRow {
  return {
    _id: b.id,
    order_number: b.orderNumber,
    customer_id: b.customerId,
    customer: {
      _id: c.id,
      first_name: c.firstName,
      last_name: c.lastName,
      phone_no: c.phoneNo,
      email: c.email,
    },
    products: b.products.map((p) => ({
      product_id: p.product_id || null,
      name: p.name,
      variant_name: p.variant_name,
      quantity: p.quantity,
      price: p.price,
    })),
    sub_total: Number(b.subTotal),
    tax: Number(b.tax),
    discount_value: Number(b.discountValue),
    total: Number(b.total),
    delivery_date: b.deliveryDate,
    delivery_data: b.deliveryData,
    delivery_mode: b.deliveryMode,
    current_status: {
      status_name: s.name,
      status_id: s.id,
      master_order_status_id: s.masterOrderStatusId,
      updated_by: b.statusUpdatedBy,
    },
    payment: b.payment,
    order_type: b.orderType,
    createdAt: b.createdAt.toISOString(),
    order_tags: b.orderTags,
    store_location_id: b.storeLocationId,
    customer_subscription_id: b.customerSubscriptionId,
    zuper_job_uid: b.zuperJobUid,
    version: b.version,
    is_completed: isCompletedStatus(s.masterOrderStatusId),
  };
}

export default async function listOrdersRoute(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/store/order/all',
    permission: 'list_order',
    schema: {
      summary: "The store's bookings, newest first, paged and filtered",
      description:
        '`offset` is the page from 1 (20 rows by default). Date filters are store-local days, inclusive. ' +
        '`keyword` matches the order number or the customer name, phone or e-mail. `total` is exact without ' +
        `filters; with filters it is exact up to ${LIST_COUNT_CAP} and capped there (narrow the filter to see more).`,
      tags: ['orders'],
      querystring: ListOrdersQuery,
      response: { 200: ListOrdersReply },
    },
    handler: async (request) => {
      const { storeId, storeTimezone } = request.auth;
      const { limit, skip } = pageWindow(request.query, 20);
      const keyword = request.query['filter.keyword']?.trim();
      const keywordCustomers = keyword ? await customersMatching(app.db, storeId, keyword) : [];
      const { where, filtered } = listConditions(storeId, storeTimezone, request.query, keywordCustomers);
      let total: number;
      let start: { where: SQL; skip: number; order: PageOrder } = {
        where,
        skip,
        order: narrowDeliveryWindow(request.query) ? 'collect-then-sort' : 'newest',
      };
      if (filtered) {
        total = (await cappedCount(app.db, where)).total;
      } else {
        const days = await dayCounts(app.db, storeId);
        total = days.reduce((sum, d) => sum + d.total, 0);
        const jump = unfilteredStart(days, skip, Math.max(0, Math.min(limit, total - skip)));
        start = {
          where: jump.bound ? and(where, jump.bound)! : where,
          skip: jump.skip,
          order: jump.newestFirst ? 'newest' : 'oldest',
        };
      }
      const take = Math.min(limit, total - skip);
      const rows = take > 0 ? await pageRows(app.db, start.where, start.skip, take, start.order) : [];
      return pagedReply(rows.map(toListRow), total, limit);
    },
  });
}
