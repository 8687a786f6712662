import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ListOrdersQuery,
  ListOrdersReply,
  ORDER_LIST_PAGE_SIZE,
  type OrderListRow,
  listOrdersOperation,
} from '@storedesk/shared/contracts';
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

/** A statement name for one query text (node-postgres keeps named statements per connection, by name). */
const shapeName = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/** The number of rows matching `where`, counted up to LIST_COUNT_CAP + 1 (a scalar sub-select). */
function cappedCountOf(where: SQL): SQL {
  return sql`SELECT count(*) FROM (SELECT 1 FROM ${bookings} WHERE ${where} LIMIT ${LIST_COUNT_CAP + 1}) capped`;
}

async function cappedCount(db: Db, where: SQL) {
  const result = (await db.execute(sql`SELECT (${cappedCountOf(where)})::int AS n`)) as unknown as {
    rows: { n: number }[];
  };
  return capTotal(Number(result.rows[0]?.n ?? 0));
}

const capTotal = (n: number) => Math.min(n, LIST_COUNT_CAP);

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
): { newestFirst: boolean; day?: string; skip: number } {
  const total = days.reduce((sum, d) => sum + d.total, 0);
  const fromNewest = dayOf(days, skip);
  const fromOldest = dayOf([...days].reverse(), total - skip - take);
  if (fromOldest && (!fromNewest || fromOldest.within < fromNewest.within))
    return { newestFirst: false, day: fromOldest.day, skip: fromOldest.within };
  if (fromNewest) return { newestFirst: true, day: fromNewest.day, skip: fromNewest.within };
  return { newestFirst: true, skip };
}

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
function rowsFor(db: Db, pageIds: SQL) {
  return rowsWithTotal(db, pageIds, sql`0`);
}

/**
 * rowsFor with `pagerTotal` = `total` (an uncorrelated scalar sub-select, run once) on every row: the page and the pager's count
 * in one statement, one round trip instead of two.
 */
function rowsWithTotal(db: Db, pageIds: SQL, total: SQL) {
  return db
    .select({ ...listColumns, pagerTotal: sql<number>`(${total})::int`.mapWith(Number) })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(storeOrderStatuses, eq(storeOrderStatuses.id, bookings.currentStatusId))
    .where(sql`${bookings.id} IN (${pageIds})`)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

type ListRowData = Awaited<ReturnType<typeof rowsFor>>[number];

/**
 * The unfiltered page as named (prepared) statements, one per direction: the page after the first is planned once
 * per connection instead of on every request (planning cost three times the execution). `day` bounds the walk
 * (see unfilteredStart). Cached per database handle.
 */
function unfilteredStatements(db: Db) {
  let made = preparedByDb.get(db);
  if (made) return made;
  const storeId = sql.placeholder('storeId');
  const day = sql.placeholder('day');
  const idsOf = (newestFirst: boolean) =>
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.storeId, storeId),
          newestFirst
            ? sql`${bookings.createdAt} < ((${day}::date + 1)::timestamp AT TIME ZONE 'UTC')`
            : sql`${bookings.createdAt} >= ((${day}::date)::timestamp AT TIME ZONE 'UTC')`,
        ),
      )
      .orderBy(
        ...(newestFirst
          ? [desc(bookings.createdAt), desc(bookings.id)]
          : [asc(bookings.createdAt), asc(bookings.id)]),
      )
      .limit(sql.placeholder('take'))
      .offset(sql.placeholder('skip'));
  // Page 1, the list as it opens: the newest rows and the store's total (the sum of its day counts) together.
  const firstPage = (take: SQL | Placeholder) =>
    rowsWithTotal(
      db,
      sql`${db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.storeId, storeId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(take as Placeholder)}`,
      sql`SELECT coalesce(sum(${bookingDayCounts.total}), 0) FROM ${bookingDayCounts}
           WHERE ${bookingDayCounts.storeId} = ${storeId}`,
    );
  made = {
    // The screen's page size is written into the statement: with LIMIT as a parameter PostgreSQL never settles on
    // the generic plan (it cannot cost an unknown limit) and plans every execution, which took twice as long as
    // running it. Other page sizes bind the limit.
    first: firstPage(sql.raw(String(ORDER_LIST_PAGE_SIZE))).prepare('list_orders_page_first'),
    firstAnySize: firstPage(sql.placeholder('take')).prepare('list_orders_page_first_any_size'),
    dayCounts: db
      .select({ day: bookingDayCounts.day, total: bookingDayCounts.total })
      .from(bookingDayCounts)
      .where(and(eq(bookingDayCounts.storeId, storeId), gt(bookingDayCounts.total, 0)))
      .orderBy(desc(bookingDayCounts.day))
      .prepare('list_orders_day_counts'),
    newest: rowsFor(db, sql`${idsOf(true)}`).prepare('list_orders_page_newest'),
    oldest: rowsFor(db, sql`${idsOf(false)}`).prepare('list_orders_page_oldest'),
  };
  preparedByDb.set(db, made);
  return made;
}
const preparedByDb = new WeakMap<
  Db,
  {
    first: { execute: (v: Record<string, unknown>) => Promise<ListRowData[]> };
    firstAnySize: { execute: (v: Record<string, unknown>) => Promise<ListRowData[]> };
    dayCounts: { execute: (v: Record<string, unknown>) => Promise<DayCount[]> };
    newest: { execute: (v: Record<string, unknown>) => Promise<ListRowData[]> };
    oldest: { execute: (v: Record<string, unknown>) => Promise<ListRowData[]> };
  }
>();

/**
 * A filtered page. With a delivery window of at most DELIVERY_WINDOW_SORT_DAYS days, each delivery day is read
 * newest first from bookings_store_delivery_created_idx (store, delivery day, created_at, id; the status and paid
 * filters answered from the index), at most skip + take entries a day, and the days are merged: a page reads
 * (skip + take) x days index entries instead of sorting the whole window. Otherwise the (store_id, created_at, id)
 * index is walked newest first.
 */
async function filteredPage(
  db: Db,
  where: SQL,
  skip: number,
  limit: number,
  window?: { from: string; to: string },
): Promise<{ rows: ListRowData[]; total: number }> {
  const pageIds = window
    ? deliveryWindowPageQuery(where, window, skip, limit)
    : sql`${db
        .select({ id: bookings.id })
        .from(bookings)
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit)
        .offset(skip)}`;
  const query = rowsWithTotal(db, pageIds, cappedCountOf(where));
  // The delivery window's statement is named after its text (one per combination of filters sent): planned once
  // per connection and then bound with each request's values. Its plan is fixed by its shape (each day read from
  // its index), so a generic plan serves every value; other filters are planned per request (their best plan
  // depends on how selective the values are).
  const rows = window
    ? await query.prepare(shapeName('list_orders_window', query.toSQL().sql)).execute()
    : await query;
  // No row, no count: past the last page (or nothing matches), counted on its own.
  const total = rows.length > 0 ? capTotal(rows[0].pagerTotal) : await cappedCount(db, where);
  // The count stops at the cap, and so do the pages.
  return { rows: rows.slice(0, Math.max(0, Math.min(limit, total - skip))), total };
}

/**
 * A keyword page: the matching bookings (by bookings_store_customer_idx for the keyword's customers) collected once
 * in a MATERIALIZED CTE, counted, and the page's ids taken newest first from it (exported for the EXPLAIN test).
 */
export function keywordPageQuery(where: SQL, skip: number, limit: number): SQL {
  return sql`
    WITH matched AS MATERIALIZED (
      SELECT ${bookings.id} AS id, ${bookings.createdAt} AS created_at FROM ${bookings} WHERE ${where}
    ),
    page AS (SELECT id, created_at FROM matched ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${skip})
    SELECT (SELECT count(*) FROM matched)::int AS count,
           (SELECT array_agg(id ORDER BY created_at DESC, id DESC) FROM page) AS ids`;
}

async function keywordPage(db: Db, where: SQL, skip: number, limit: number) {
  const result = (await db.execute(keywordPageQuery(where, skip, limit))) as unknown as {
    rows: { count: number; ids: string[] | string | null }[];
  };
  const { count: n, ids } = result.rows[0];
  const list = !ids
    ? []
    : Array.isArray(ids)
      ? ids
      : ids
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean);
  return { count: Number(n), ids: list };
}

/** The ids of a page of a delivery window, merged from each day's index walk (exported for the EXPLAIN test). */
export function deliveryWindowPageQuery(
  where: SQL,
  window: { from: string; to: string },
  skip: number,
  take: number,
): SQL {
  return sql`
    SELECT p.id FROM generate_series(${window.from}::date, ${window.to}::date, interval '1 day') AS d(day)
    CROSS JOIN LATERAL (
      SELECT ${bookings.id} AS id, ${bookings.createdAt} AS created_at FROM ${bookings}
       WHERE ${where} AND ${bookings.deliveryDate} = d.day::date
       ORDER BY ${bookings.createdAt} DESC, ${bookings.id} DESC LIMIT ${skip + take}
    ) p
    ORDER BY p.created_at DESC, p.id DESC LIMIT ${take} OFFSET ${skip}`;
}

function toListRow(b: ListRowData): OrderListRow {
  return {
    _id: b.id,
    order_number: b.orderNumber,
    customer_id: b.customerId,
    customer: {
      _id: b.cId,
      first_name: b.firstName,
      last_name: b.lastName,
      phone_no: b.phoneNo,
      email: b.email,
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
      status_name: b.statusName,
      status_id: b.statusId,
      master_order_status_id: b.masterOrderStatusId,
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
    is_completed: isCompletedStatus(b.masterOrderStatusId),
  };
}

export default async function listOrdersRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: listOrdersOperation,
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
      let rows: ListRowData[] = [];
      if (keyword) {
        // A keyword names at most KEYWORD_MAX_CUSTOMERS customers (a few thousand bookings): collect them by
        // (store_id, customer_id), then count and page; walking the newest-first index tested every booking.
        const found = await keywordPage(app.db, where, skip, limit);
        total = Math.min(found.count, LIST_COUNT_CAP);
        const take = Math.min(limit, total - skip);
        if (take > 0 && found.ids.length > 0)
          rows = await rowsFor(
            app.db,
            sql.join(
              found.ids.slice(0, take).map((id) => sql`${id}::uuid`),
              sql`, `,
            ),
          );
      } else if (filtered) {
        const window = narrowDeliveryWindow(request.query)
          ? {
              from: request.query['filter.delivery_from_date']!,
              to: request.query['filter.delivery_to_date']!,
            }
          : undefined;
        ({ rows, total } = await filteredPage(app.db, where, skip, limit, window));
      } else {
        const prepared = unfilteredStatements(app.db);
        if (skip === 0) {
          rows = await (limit === ORDER_LIST_PAGE_SIZE
            ? prepared.first.execute({ storeId })
            : prepared.firstAnySize.execute({ storeId, take: limit }));
          return pagedReply(rows.map(toListRow), rows[0]?.pagerTotal ?? 0, limit);
        }
        const days = await prepared.dayCounts.execute({ storeId });
        total = days.reduce((sum, d) => sum + d.total, 0);
        const take = Math.min(limit, total - skip);
        const jump = unfilteredStart(days, skip, Math.max(0, take));
        if (take > 0 && jump.day)
          rows = await (jump.newestFirst ? prepared.newest : prepared.oldest).execute({
            storeId,
            day: jump.day,
            skip: jump.skip,
            take,
          });
      }
      return pagedReply(rows.map(toListRow), total, limit);
    },
  });
}
