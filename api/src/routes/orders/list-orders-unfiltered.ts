// The unfiltered booking list: a page found from the store's day counts and read by prepared statements.
import { and, asc, desc, eq, gt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ORDER_LIST_PAGE_SIZE } from '@storedesk/shared/contracts';
import type { Db } from '../../db/client';
import { bookingDayCounts, bookings } from '../../db/schema';
import { rowsFor, rowsWithTotal, type ListRowData } from './list-orders-rows';

interface DayCount {
  day: string;
  total: number;
}

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

/** The unfiltered page: the first with its total in one statement; a later one jumps to its day. */
export async function unfilteredPage(
  db: Db,
  storeId: string,
  skip: number,
  limit: number,
): Promise<{ rows: ListRowData[]; total: number }> {
  let rows: ListRowData[] = [];
  const prepared = unfilteredStatements(db);
  if (skip === 0) {
    rows = await (limit === ORDER_LIST_PAGE_SIZE
      ? prepared.first.execute({ storeId })
      : prepared.firstAnySize.execute({ storeId, take: limit }));
    return { rows, total: rows[0]?.pagerTotal ?? 0 };
  }
  const days = await prepared.dayCounts.execute({ storeId });
  const total = days.reduce((sum, d) => sum + d.total, 0);
  const take = Math.min(limit, total - skip);
  const jump = unfilteredStart(days, skip, Math.max(0, take));
  if (take > 0 && jump.day)
    rows = await (jump.newestFirst ? prepared.newest : prepared.oldest).execute({
      storeId,
      day: jump.day,
      skip: jump.skip,
      take,
    });
  return { rows, total };
}
