import { sql } from 'drizzle-orm';
import { CHANNEL_LABELS, CHANNELS } from '@storedesk/shared/contracts';
import type { Db } from '../../db/client';
import { periodRange, type ReportContext } from './report-period';
import { sqlRows } from './sql-rows';
import { storeLocalDate, type CellValue, type ReportColumn } from './xlsx-stream';

/**
 * The summary reports: SQL aggregates over the period (one row per day, channel, service, category or status, so
 * at most a few thousand rows), sums kept numeric in SQL and rounded to 2 decimals there. Every booking of the
 * period counts, whatever its status; sales/status shows the split. Discount = discount_value + points discount.
 */
export interface SummaryReport {
  sheet: string;
  columns: ReportColumn[];
  rows: (db: Db, ctx: ReportContext) => Promise<CellValue[][]>;
}

const money = (column: string) => sql.raw(`coalesce(round(sum(${column}), 2), 0)::float8`);

interface DailyRow {
  day: string;
  bookings: number;
  sub_total: number;
  tax: number;
  discount: number;
  sales: number;
  paid_bookings: number;
  paid: number;
  unpaid_bookings: number;
  unpaid: number;
}

const daily: SummaryReport = {
  sheet: 'Sales by day',
  columns: [
    { header: 'Date', width: 12, format: 'date' },
    { header: 'Bookings' },
    { header: 'Sub Total' },
    { header: 'Tax' },
    { header: 'Discount' },
    { header: 'Sales' },
    { header: 'Paid Bookings' },
    { header: 'Paid Amount' },
    { header: 'Unpaid Bookings' },
    { header: 'Unpaid Amount' },
  ],
  rows: async (db, ctx) => {
    const { start, end } = periodRange(ctx);
    const rows = await sqlRows<DailyRow>(
      db,
      sql`
      WITH per_day AS (
        SELECT (b.created_at AT TIME ZONE ${ctx.timeZone})::date AS day,
               count(*)::int AS bookings,
               ${money('b.sub_total')} AS sub_total,
               ${money('b.tax')} AS tax,
               ${money('b.discount_value + b.discount_by_points')} AS discount,
               ${money('b.total')} AS sales,
               (count(*) FILTER (WHERE b.is_paid))::int AS paid_bookings,
               coalesce(round(sum(b.total) FILTER (WHERE b.is_paid), 2), 0)::float8 AS paid,
               (count(*) FILTER (WHERE NOT b.is_paid))::int AS unpaid_bookings,
               coalesce(round(sum(b.total) FILTER (WHERE NOT b.is_paid), 2), 0)::float8 AS unpaid
        FROM bookings b
        WHERE b.store_id = ${ctx.storeId} AND b.created_at >= ${start} AND b.created_at < ${end}
        GROUP BY 1
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
             coalesce(p.bookings, 0) AS bookings, coalesce(p.sub_total, 0) AS sub_total,
             coalesce(p.tax, 0) AS tax, coalesce(p.discount, 0) AS discount, coalesce(p.sales, 0) AS sales,
             coalesce(p.paid_bookings, 0) AS paid_bookings, coalesce(p.paid, 0) AS paid,
             coalesce(p.unpaid_bookings, 0) AS unpaid_bookings, coalesce(p.unpaid, 0) AS unpaid
      FROM (SELECT g::date AS day FROM generate_series(${ctx.fromDate}::date, ${ctx.toDate}::date, interval '1 day') g) d
      LEFT JOIN per_day p ON p.day = d.day
      ORDER BY d.day`,
    );
    return rows.map((r) => [
      storeLocalDate(r.day),
      r.bookings,
      r.sub_total,
      r.tax,
      r.discount,
      r.sales,
      r.paid_bookings,
      r.paid,
      r.unpaid_bookings,
      r.unpaid,
    ]);
  },
};

const channel: SummaryReport = {
  sheet: 'Sales by channel',
  columns: [
    { header: 'Channel', width: 18 },
    { header: 'Bookings' },
    { header: 'Sales' },
    { header: 'Share of Sales (%)' },
  ],
  rows: async (db, ctx) => {
    const { start, end } = periodRange(ctx);
    const rows = await sqlRows<{ order_type: string; bookings: number; sales: number }>(
      db,
      sql`
      SELECT b.order_type, count(*)::int AS bookings, ${money('b.total')} AS sales
      FROM bookings b
      WHERE b.store_id = ${ctx.storeId} AND b.created_at >= ${start} AND b.created_at < ${end}
      GROUP BY b.order_type`,
    );
    const byChannel = new Map(rows.map((r) => [r.order_type, r]));
    const totalSales = rows.reduce((sum, r) => sum + r.sales, 0);
    return CHANNELS.map((code) => {
      const row = byChannel.get(code);
      const sales = row?.sales ?? 0;
      const share = totalSales > 0 ? Math.round((sales / totalSales) * 10000) / 100 : 0;
      return [CHANNEL_LABELS[code], row?.bookings ?? 0, sales, share];
    });
  },
};

const service: SummaryReport = {
  sheet: 'Sales by service',
  columns: [
    { header: 'Service', width: 30 },
    { header: 'Variant', width: 20 },
    { header: 'Quantity' },
    { header: 'Bookings' },
    { header: 'Sales' },
  ],
  rows: async (db, ctx) => {
    const { start, end } = periodRange(ctx);
    const rows = await sqlRows<{
      name: string;
      variant: string | null;
      quantity: number;
      bookings: number;
      sales: number;
    }>(
      db,
      sql`
      SELECT i.product_name AS name, i.variant_name AS variant, sum(i.quantity)::int AS quantity,
             count(DISTINCT i.booking_id)::int AS bookings, ${money('i.price * i.quantity')} AS sales
      FROM booking_items i
      WHERE i.store_id = ${ctx.storeId} AND i.booking_created_at >= ${start} AND i.booking_created_at < ${end}
      GROUP BY i.product_name, i.variant_name
      ORDER BY sales DESC, name, variant NULLS FIRST`,
    );
    return rows.map((r) => [r.name, r.variant, r.quantity, r.bookings, r.sales]);
  },
};

export const UNCATEGORISED = 'Uncategorised';

const category: SummaryReport = {
  sheet: 'Sales by category',
  columns: [
    { header: 'Category', width: 24 },
    { header: 'Quantity' },
    { header: 'Bookings' },
    { header: 'Sales' },
  ],
  rows: async (db, ctx) => {
    const { start, end } = periodRange(ctx);
    const rows = await sqlRows<{ name: string | null; quantity: number; bookings: number; sales: number }>(
      db,
      sql`
      SELECT c.name, sum(i.quantity)::int AS quantity, count(DISTINCT i.booking_id)::int AS bookings,
             ${money('i.price * i.quantity')} AS sales
      FROM booking_items i
      LEFT JOIN product_categories c ON c.id = i.category_id AND c.store_id = i.store_id
      WHERE i.store_id = ${ctx.storeId} AND i.booking_created_at >= ${start} AND i.booking_created_at < ${end}
      GROUP BY c.id, c.name
      ORDER BY sales DESC, c.name NULLS LAST`,
    );
    return rows.map((r) => [r.name ?? UNCATEGORISED, r.quantity, r.bookings, r.sales]);
  },
};

const status: SummaryReport = {
  sheet: 'Sales by status',
  columns: [
    { header: 'Status', width: 20 },
    { header: 'Bookings' },
    { header: 'Sales' },
    { header: 'Paid Bookings' },
    { header: 'Unpaid Bookings' },
  ],
  rows: async (db, ctx) => {
    const { start, end } = periodRange(ctx);
    const rows = await sqlRows<{
      name: string;
      bookings: number;
      sales: number;
      paid: number;
      unpaid: number;
    }>(
      db,
      sql`
      SELECT s.name, count(*)::int AS bookings, ${money('b.total')} AS sales,
             (count(*) FILTER (WHERE b.is_paid))::int AS paid, (count(*) FILTER (WHERE NOT b.is_paid))::int AS unpaid
      FROM bookings b
      JOIN store_order_statuses s ON s.id = b.current_status_id
      WHERE b.store_id = ${ctx.storeId} AND b.created_at >= ${start} AND b.created_at < ${end}
      GROUP BY s.id, s.name, s.position
      ORDER BY s.position, s.name`,
    );
    return rows.map((r) => [r.name, r.bookings, r.sales, r.paid, r.unpaid]);
  },
};

/** By subtype of the `sales` type. */
export const SALES_REPORTS: Record<string, SummaryReport> = { daily, channel, service, category, status };
