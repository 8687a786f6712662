// The booking list's counts: the cap a filtered count stops at, and the capped count itself.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';

/**
 * A filtered list counts matching rows exactly up to this many, then answers this number (so `pages` stops at
 * LIST_COUNT_CAP / limit = 100 pages of 20): an exact count of a broad filter over a million bookings costs more
 * than the page itself. The unfiltered total is always exact (booking_day_counts, kept by triggers).
 */
export const LIST_COUNT_CAP = 2_000;

/** The number of rows matching `where`, counted up to LIST_COUNT_CAP + 1 (a scalar sub-select). */
export function cappedCountOf(where: SQL): SQL {
  return sql`SELECT count(*) FROM (SELECT 1 FROM ${bookings} WHERE ${where} LIMIT ${LIST_COUNT_CAP + 1}) capped`;
}

export async function cappedCount(db: Db, where: SQL) {
  const result = (await db.execute(sql`SELECT (${cappedCountOf(where)})::int AS n`)) as unknown as {
    rows: { n: number }[];
  };
  return capTotal(Number(result.rows[0]?.n ?? 0));
}

export const capTotal = (n: number) => Math.min(n, LIST_COUNT_CAP);
