import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import type { StatusRow } from './dashboard-queries';

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
 * the version (one primary-key row, see dayState), so a booking written through any API instance on the same database makes
 * every instance compute the day afresh; an unchanged day is served from memory for DASHBOARD_CACHE_MS.
 */
export class DashboardDayCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = DASHBOARD_CACHE_MS,
    private readonly maxEntries = DASHBOARD_CACHE_ENTRIES,
  ) {}

  /** The day's figures: from memory when `version` (see dayState) is the cached one and still fresh. */
  async get(storeId: string, day: string, version: number, compute: () => Promise<T>): Promise<T> {
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

/**
 * What every dashboard request reads, in one named statement: the day's version (0 for a day nothing has been
 * written to since the migration) and the store's statuses in display order (deleted ones too: old bookings may
 * still hold them). Statuses are not cached: a rename shows at once.
 */
export async function dayState(
  db: Db,
  storeId: string,
  day: string,
): Promise<{ version: number; statuses: StatusRow[] }> {
  const [row] = await dayStateStatement(db).execute({ storeId, day });
  return { version: Number(row?.version ?? 0), statuses: row?.statuses ?? [] };
}

function dayStateStatement(db: Db) {
  let made = dayStateStatements.get(db);
  if (made) return made;
  const storeId = sql.placeholder('storeId');
  made = db
    .select({
      version: sql<string>`coalesce((SELECT v.version FROM dashboard_day_versions v
        WHERE v.store_id = ${storeId} AND v.day = ${sql.placeholder('day')}::date), 0)::text`,
      statuses: sql<StatusRow[]>`coalesce((SELECT json_agg(json_build_object(
          'id', s.id, 'name', s.name, 'is_deleted', s.is_deleted) ORDER BY s.position, s.name)
        FROM store_order_statuses s WHERE s.store_id = ${storeId}), '[]'::json)`,
    })
    .from(stores)
    .where(eq(stores.id, storeId))
    .prepare('dashboard_day_state');
  dayStateStatements.set(db, made);
  return made;
}
const dayStateStatements = new WeakMap<
  Db,
  { execute: (v: { storeId: string; day: string }) => Promise<{ version: string; statuses: StatusRow[] }[]> }
>();
