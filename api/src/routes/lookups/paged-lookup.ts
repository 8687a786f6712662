import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PagedReply } from '@storedesk/shared/contracts';
import type { Db } from '../../db/client';
import { pageWindow, pagedReply } from '../../http/paging';

/** Lookups page like every list; spec 2 §9 fetches them whole (limit 10000), offset 0 reads as page 1. */
export async function pagedLookup<Row, Out>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  query: { limit?: number; offset?: number },
  page: (limit: number, skip: number) => Promise<Row[]>,
  view: (row: Row) => Out,
): Promise<PagedReply<Out>> {
  const { limit, skip } = pageWindow(query, 10000);
  const [rows, [{ total }]] = await Promise.all([
    page(limit, skip),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return pagedReply(rows.map(view), total, limit);
}
