import { Type, type Static } from 'typebox';
import { SlashDayText } from './common';

/** GET analytics/dashboard (spec 1 §2.3, §3). `date` is YYYY/MM/DD, a day in the store's time zone. */
export const DashboardQuery = Type.Object({ date: SlashDayText() }, { additionalProperties: false });
export type DashboardQuery = Static<typeof DashboardQuery>;

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
