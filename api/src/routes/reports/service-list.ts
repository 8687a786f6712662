import { sql } from 'drizzle-orm';
import { CHANNEL_LABELS, type Channel } from '@storedesk/shared/contracts';
import type { Db } from '../../db/client';
import { sqlRows } from './sql-rows';
import type { CellValue, ReportColumn } from './xlsx-stream';

export const SERVICE_BATCH_SIZE = 2000;

export const SERVICE_LIST_COLUMNS: ReportColumn[] = [
  { header: 'Name', width: 32 },
  { header: 'SKU', width: 16 },
  { header: 'Category', width: 20 },
  { header: 'Price', width: 10 },
  { header: 'Availability', width: 14 },
  { header: 'Channels', width: 40 },
];

interface ServiceRow {
  id: string;
  name: string;
  sku: string;
  category: string | null;
  price: number;
  is_available: boolean;
  channels: string[] | null;
}

const channelLabel = (code: string) => CHANNEL_LABELS[code as Channel] ?? code;

/** The store's services (not deleted) by name, keyset-paged on (name, id) like the bookings list. */
export async function* serviceListBatches(
  db: Db,
  storeId: string,
  batchSize = SERVICE_BATCH_SIZE,
): AsyncGenerator<CellValue[][]> {
  let cursor: { name: string; id: string } | null = null;
  for (;;) {
    const after = cursor ? sql`AND (p.name, p.id) > (${cursor.name}, ${cursor.id}::uuid)` : sql``;
    const rows: ServiceRow[] = await sqlRows<ServiceRow>(
      db,
      sql`
      SELECT p.id, p.name, p.parent_sku AS sku, c.name AS category, p.selling_price::float8 AS price,
             p.is_available,
             (SELECT array_agg(a->>'channel') FROM jsonb_array_elements(p.availability) AS a) AS channels
      FROM products p
      LEFT JOIN product_categories c ON c.id = p.product_category_id AND c.store_id = p.store_id
      WHERE p.store_id = ${storeId} AND p.is_deleted = false ${after}
      ORDER BY p.name, p.id
      LIMIT ${batchSize}`,
    );
    if (rows.length === 0) return;
    yield rows.map((r) => [
      r.name,
      r.sku,
      r.category,
      r.price,
      r.is_available ? 'Available' : 'Not available',
      (r.channels ?? []).map(channelLabel).join(', '),
    ]);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    cursor = { name: last.name, id: last.id };
  }
}
