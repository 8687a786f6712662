import { and, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ListOrdersQuery, ListOrdersReply, type OrderListRow } from '@storedesk/shared/contracts';
import type { Db } from '../../db/client';
import { bookingDayCounts, bookings, customers, storeOrderStatuses } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pageWindow, pagedReply } from '../../http/paging';
import { customersMatching, listConditions } from './list-filters';
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

/**
 * Where an unfiltered page starts: the newest rows of the day holding row number `skip` (counting from the
 * newest). The index walk then starts at that day's end and skips only within the day, so a deep page costs about
 * what page 1 does plus one day's worth of index entries.
 */
function jumpToDay(days: DayCount[], skip: number): { before?: string; skip: number } {
  let passed = 0;
  for (const { day, total } of days) {
    if (passed + total > skip) return { before: day, skip: skip - passed };
    passed += total;
  }
  return { skip };
}

/** The page's ids walk the (store_id, created_at, id) index; wide columns and joins are read for those rows only. */
async function pageRows(db: Db, where: SQL, skip: number, take: number) {
  const page = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
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
      let start = { where, skip };
      if (filtered) {
        total = (await cappedCount(app.db, where)).total;
      } else {
        const days = await dayCounts(app.db, storeId);
        total = days.reduce((sum, d) => sum + d.total, 0);
        const jump = jumpToDay(days, skip);
        if (jump.before) {
          const dayEnd = sql`((${jump.before}::date + 1)::timestamp AT TIME ZONE 'UTC')`;
          start = { where: and(where, lt(bookings.createdAt, dayEnd))!, skip: jump.skip };
        }
      }
      const take = Math.min(limit, total - skip);
      const rows = take > 0 ? await pageRows(app.db, start.where, start.skip, take) : [];
      return pagedReply(rows.map(toListRow), total, limit);
    },
  });
}
