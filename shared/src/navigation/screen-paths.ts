import type { PathParamNames } from '../contracts/operation';

/**
 * Every built screen's path, written once (react-router patterns, absolute). The registry, each remote's routes
 * and each feature's urls.ts read these; the catalogue and settings paths join when those areas are built.
 */
export const SCREEN_PATHS = {
  dashboard: '/dashboard',
  orders: '/orders',
  ordersDaywise: '/orders/daywise/view',
  newBooking: '/orders/new',
  newBookingFor: '/orders/new/:id',
  orderDetails: '/orders/:id',
  reports: '/reports',
  reportType: '/reports/:type',
  report: '/reports/:type/:subtype',

  payments: '/payments',
  newPayment: '/payments/new',
  paymentDetails: '/payments/:payment_request_id/details',
  contracts: '/subscriptions',
  newContract: '/subscriptions/new',
  contractDetails: '/subscriptions/details',
  plans: '/subscriptions/master',
  newPlan: '/subscriptions/master/new',
  editPlan: '/subscriptions/master/edit',
  planDetails: '/subscriptions/master/details',

  customers: '/customers',
  newCustomer: '/customers/new',
  editCustomer: '/customers/edit',
  customerDetails: '/customers/detail',
  customerGroups: '/customers/groups',
  newCustomerGroup: '/customers/groups/new',
  editCustomerGroup: '/customers/groups/edit',
  customerGroupDetails: '/customers/groups/detail',
  abandonedCarts: '/customers/abandoned_carts',
  blogPosts: '/blog/posts',
  newBlogPost: '/blog/posts/new',
  blogPost: '/blog/posts/:post_id',
  editBlogPost: '/blog/posts/:post_id/edit',
  pushNotifications: '/push-notification',
  newPushNotification: '/push-notification/new',
} as const;

export type ScreenPath = (typeof SCREEN_PATHS)[keyof typeof SCREEN_PATHS];

type QueryValue = string | number | boolean | null | undefined;

/**
 * A link to a screen: its `:name` parts filled (each encoded) and the query parameters that have a value, e.g.
 * `screenUrl(SCREEN_PATHS.orderDetails, { id })`, `screenUrl(SCREEN_PATHS.payments, {}, { order: 1042 })`.
 */
export function screenUrl<P extends ScreenPath>(
  path: P,
  params: Record<PathParamNames<P>, string | number>,
  query: Record<string, QueryValue> = {},
): string {
  const values = params as Record<string, string | number>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}
