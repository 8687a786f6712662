import {
  CHANNEL_LABELS,
  DASHBOARD_HOURS,
  DASHBOARD_MAX_CATEGORIES,
  HOURLY_CHANNELS,
  HOURLY_CHANNEL_LABELS,
  type Channel,
  type DashboardData,
} from '@storedesk/shared';

/**
 * Pure shaping of the dashboard reply for the components: the charts and bars get exactly the rows they draw,
 * and the rules (hours 05AM..10PM, at most 7 categories, shares of total) live in one testable place.
 */
export interface HourlyPoint {
  hour: string;
  channel: string;
  sales: number;
}

/** One row per shown hour and channel, in DASHBOARD_HOURS order; an hour the server left out counts as 0. */
export function hourlySeries(data: DashboardData): HourlyPoint[] {
  const byHour = new Map(data.sales_by_hour.map((row) => [row.hour, row]));
  return DASHBOARD_HOURS.flatMap((hour) =>
    HOURLY_CHANNELS.map((channel) => ({
      hour,
      channel: HOURLY_CHANNEL_LABELS[channel],
      sales: byHour.get(hour)?.[channel] ?? 0,
    })),
  );
}

/** Sales of all channels per shown hour. */
export function hourlyTotals(data: DashboardData): { hour: string; sales: number }[] {
  const byHour = new Map(data.sales_by_hour.map((row) => [row.hour, row]));
  return DASHBOARD_HOURS.map((hour) => {
    const row = byHour.get(hour);
    const sales = row ? HOURLY_CHANNELS.reduce((sum, channel) => sum + row[channel], 0) : 0;
    return { hour, sales: round2(sales) };
  });
}

/** Running total of sales through the day (the average-value tile's line). */
export function cumulativeSales(data: DashboardData): { hour: string; sales: number }[] {
  let running = 0;
  return hourlyTotals(data).map(({ hour, sales }) => {
    running += sales;
    return { hour, sales: round2(running) };
  });
}

export interface ChannelShare {
  channel: Channel;
  label: string;
  sales: number;
  /** Share of the day's channel total, 0..100 with one decimal. */
  percent: number;
}

/** Every channel with its share of total sales, largest first (ties keep the contract's order). */
export function channelShares(data: DashboardData): ChannelShare[] {
  const entries = Object.entries(data.sales_by_channel) as [Channel, number][];
  const total = entries.reduce((sum, [, sales]) => sum + sales, 0);
  return entries
    .map(([channel, sales]) => ({
      channel,
      label: CHANNEL_LABELS[channel],
      sales,
      percent: total > 0 ? Math.round((sales / total) * 1000) / 10 : 0,
    }))
    .sort((a, b) => b.sales - a.sales);
}

const ONLINE_CHANNELS: Channel[] = ['WEB_APP', 'MOBILE_APP', 'MOBILE_APP_ANDROID', 'MOBILE_APP_IOS'];

/** Share (0..1) of sales that customers placed themselves online: web and the mobile apps. */
export function onlineShare(data: DashboardData): number {
  const total = Object.values(data.sales_by_channel).reduce((sum, sales) => sum + sales, 0);
  if (total <= 0) return 0;
  const online = ONLINE_CHANNELS.reduce((sum, channel) => sum + data.sales_by_channel[channel], 0);
  return online / total;
}

/** Top categories by count, at most 7 (spec 1 §2.3), even if the server sent more. */
export function topCategories(data: DashboardData): { category: string; count: number }[] {
  return [...data.sales_by_categories].sort((a, b) => b.count - a.count).slice(0, DASHBOARD_MAX_CATEGORIES);
}

/** Top products by count. */
export function topProducts(data: DashboardData): { product: string; count: number }[] {
  return [...data.sales_by_products].sort((a, b) => b.count - a.count);
}

export function averageBookingValue(data: DashboardData): number {
  return data.stats.total_orders > 0 ? data.stats.total_sales / data.stats.total_orders : 0;
}

/** A day with no bookings shows the empty state instead of empty charts. */
export function isEmptyDay(data: DashboardData): boolean {
  return data.stats.total_orders === 0 && data.stats.total_sales === 0;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
