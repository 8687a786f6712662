/**
 * Plain values of the contracts, kept apart from the TypeBox schemas so the browser bundle carries no schema
 * library: screens import these values and only the types of the schemas.
 */
export type Channel = 'CSC' | 'WEB_APP' | 'MOBILE_APP_IOS' | 'MOBILE_APP_ANDROID' | 'MOBILE_APP' | 'POS';
export const CHANNELS: Channel[] = [
  'CSC',
  'WEB_APP',
  'MOBILE_APP_IOS',
  'MOBILE_APP_ANDROID',
  'MOBILE_APP',
  'POS',
];

export const CHANNEL_LABELS: Record<Channel, string> = {
  CSC: 'Admin Web App',
  WEB_APP: 'Web App',
  MOBILE_APP_IOS: 'iOS App',
  MOBILE_APP_ANDROID: 'Android App',
  MOBILE_APP: 'Mobile App',
  POS: 'POS',
};

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

export function storeMeta(
  store: { store_meta_config: { meta_config_name: string; meta_config_value: string }[] } | null | undefined,
  name: string,
) {
  return store?.store_meta_config.find((entry) => entry.meta_config_name === name)?.meta_config_value;
}

/** What changed in a cart post (spec 2 §3 cart payload `type`). */
export const CART_TYPES = [
  'PRODUCT',
  'PRODUCTS',
  'ADDRESS',
  'PAYMENT',
  'CUSTOMER',
  'DELIVERY',
  'STORE',
] as const;
export type CartType = (typeof CART_TYPES)[number];
/** Booking discount types; VALUE 0 is the new booking's default (spec 2 §5). */
export const DISCOUNT_TYPES = ['VALUE', 'PERCENTAGE'] as const;

/** Sort fields of the abandoned-cart list (spec 1 §7 filter.sort_by); createdAt is the default. */
export const CART_SORT_FIELDS = ['createdAt', 'updatedAt', 'total', 'products_count'] as const;
export type CartSortField = (typeof CART_SORT_FIELDS)[number];
