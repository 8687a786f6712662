import { Type, type Static } from 'typebox';

/** GET analytics/dashboard (spec 1 §2.3, §3). `date` is YYYY/MM/DD, a day in the store's time zone. */
export const DashboardQuery = Type.Object(
  { date: Type.String({ pattern: '^\\d{4}/(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])$' }) },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;

/** The four channel groups of the hourly chart. */
export const HOURLY_CHANNELS = ['web', 'pos', 'mobile_app', 'customer_support'] as const;
export type HourlyChannel = (typeof HOURLY_CHANNELS)[number];
export const HOURLY_CHANNEL_LABELS: Record<HourlyChannel, string> = {
  web: 'Web',
  pos: 'In-store POS',
  mobile_app: 'Mobile App',
  customer_support: 'Customer Support',
};

/** Hour labels 05AM .. 10PM, the window the dashboard shows. */
export const DASHBOARD_HOURS: string[] = Array.from({ length: 18 }, (_, i) => {
  const hour = i + 5;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(h12).padStart(2, '0')}${hour < 12 ? 'AM' : 'PM'}`;
});
export const DASHBOARD_MAX_CATEGORIES = 7;

const ChannelTotals = Type.Object({
  WEB_APP: Type.Number(),
  MOBILE_APP: Type.Number(),
  MOBILE_APP_ANDROID: Type.Number(),
  MOBILE_APP_IOS: Type.Number(),
  POS: Type.Number(),
  CSC: Type.Number(),
});

export const DashboardData = Type.Object({
  stats: Type.Object({
    total_sales: Type.Number(),
    total_orders: Type.Integer(),
    order_by_status: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer() })),
  }),
  sales_by_channel: ChannelTotals,
  sales_by_hour: Type.Array(
    Type.Object({
      hour: Type.String(),
      web: Type.Number(),
      pos: Type.Number(),
      mobile_app: Type.Number(),
      customer_support: Type.Number(),
    }),
  ),
  sales_by_products: Type.Array(Type.Object({ product: Type.String(), count: Type.Integer() })),
  sales_by_categories: Type.Array(Type.Object({ category: Type.String(), count: Type.Integer() })),
});
export type DashboardData = Static<typeof DashboardData>;
export const DashboardReply = Type.Object({ data: DashboardData });
export type DashboardReply = Static<typeof DashboardReply>;
