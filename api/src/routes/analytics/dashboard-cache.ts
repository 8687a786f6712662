import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** How long a cached day may be served without a write to it (bounds staleness of category renames). */
export const DASHBOARD_CACHE_MS = 30_000;
/** Days kept per API instance (a store's recent days are what people open); the oldest entry goes first. */
export const DASHBOARD_CACHE_ENTRIES = 2_000;

interface Entry<T> {
  version: number;
  at: number;
  value: T;
}

/**
 * The dashboard's day figures cached per store and store-local day, under the day's version in
 * dashboard_day_versions (bumped by triggers on bookings and booking_items, migration 0013). Every request reads
 * the version (one primary-key row), so a booking written through any API instance on the same database makes
 * every instance compute the day afresh; an unchanged day is served from memory for DASHBOARD_CACHE_MS.
 */
export class DashboardDayCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = DASHBOARD_CACHE_MS,
    private readonly maxEntries = DASHBOARD_CACHE_ENTRIES,
  ) {}

  async get(db: Db, storeId: string, day: string, compute: () => Promise<T>): Promise<T> {
    const version = await dayVersion(db, storeId, day);
    const key = `${storeId}|${day}`;
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && hit.version === version && now - hit.at < this.ttlMs) return hit.value;
    const value = await compute();
    this.entries.delete(key);
    this.entries.set(key, { version, at: now, value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

/** The day's version; 0 for a day nothing has been written to since the migration. */
export async function dayVersion(db: Db, storeId: string, day: string): Promise<number> {
  const result = (await db.execute(
    sql`SELECT version FROM dashboard_day_versions WHERE store_id = ${storeId} AND day = ${day}::date`,
  )) as unknown as { rows: { version: string | number }[] };
  return Number(result.rows[0]?.version ?? 0);
}
