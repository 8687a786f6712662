import { DASHBOARD_HOURS, HOURLY_CHANNELS, type DashboardData } from '@storedesk/shared/contracts';
import type { BookingAggregateRow, StatusRow, TopRow } from './dashboard-queries';

/** The first hour (local, 24h) of the dashboard's 05AM-10PM window. */
const FIRST_HOUR = 5;
const CHANNELS = ['WEB_APP', 'MOBILE_APP', 'MOBILE_APP_ANDROID', 'MOBILE_APP_IOS', 'POS', 'CSC'] as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Shapes the aggregated rows (a few hundred at most, never bookings) into the reply: every channel and every hour
 * label present with 0 when there were none, statuses in the store's order. Deleted statuses show only when a
 * booking of the day still holds them.
 */
export function buildDashboardData(
  aggregates: BookingAggregateRow[],
  statuses: StatusRow[],
  top: TopRow[],
): DashboardData {
  const all = aggregates.find((row) => row.kind === 'all');

  const salesByChannel = Object.fromEntries(
    CHANNELS.map((channel) => [channel, 0]),
  ) as DashboardData['sales_by_channel'];
  for (const row of aggregates) {
    if (row.kind === 'channel' && row.order_type && row.order_type in salesByChannel) {
      salesByChannel[row.order_type as keyof typeof salesByChannel] = round2(row.sales);
    }
  }

  const salesByHour: DashboardData['sales_by_hour'] = DASHBOARD_HOURS.map((hour) => ({
    hour,
    ...(Object.fromEntries(HOURLY_CHANNELS.map((group) => [group, 0])) as Record<
      (typeof HOURLY_CHANNELS)[number],
      number
    >),
  }));
  for (const row of aggregates) {
    if (row.kind !== 'hour' || row.hour === null || !row.hour_group) continue;
    const slot = salesByHour[row.hour - FIRST_HOUR];
    if (slot && (HOURLY_CHANNELS as readonly string[]).includes(row.hour_group)) {
      slot[row.hour_group as (typeof HOURLY_CHANNELS)[number]] = round2(row.sales);
    }
  }

  const countByStatus = new Map(
    aggregates.filter((row) => row.kind === 'status').map((row) => [row.status_id, row.orders]),
  );
  const orderByStatus = statuses
    .map((status) => ({
      status: status.name,
      count: countByStatus.get(status.id) ?? 0,
      deleted: status.is_deleted,
    }))
    .filter((entry) => !entry.deleted || entry.count > 0)
    .map(({ status, count }) => ({ status, count }));

  const byCount = (a: TopRow, b: TopRow) => b.count - a.count || a.name.localeCompare(b.name);
  return {
    stats: {
      total_sales: round2(all?.sales ?? 0),
      total_orders: all?.orders ?? 0,
      order_by_status: orderByStatus,
    },
    sales_by_channel: salesByChannel,
    sales_by_hour: salesByHour,
    sales_by_products: top
      .filter((row) => row.kind === 'product')
      .sort(byCount)
      .map((row) => ({ product: row.name, count: row.count })),
    sales_by_categories: top
      .filter((row) => row.kind === 'category')
      .sort(byCount)
      .map((row) => ({ category: row.name, count: row.count })),
  };
}
