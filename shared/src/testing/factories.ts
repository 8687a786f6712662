import type { DashboardData } from '../contracts/dashboard';
import { DASHBOARD_HOURS } from '../contracts/constants';
import type { Employee } from '../contracts/auth';
import type { Store } from '../contracts/store';
import type { Role } from '../auth/permissions';

/**
 * Data factories for tests and standalone dev shells: valid records with readable defaults; pass overrides for
 * what a test cares about. Deterministic on purpose, so assertions can name exact values.
 */
export const DEMO_STORE_ID = '3f1d2c4b-8a7e-4f60-9b1a-0c2d3e4f5a61';
export const DEMO_EMPLOYEE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

export function makeStore(overrides: Partial<Store> = {}): Store {
  return {
    _id: DEMO_STORE_ID,
    name: 'Sparkle Home Services',
    country_code: 'IN',
    currency: 'INR',
    store_timezone: 'Asia/Kolkata',
    store_meta_config: [],
    inventory_settings: { allow_product_specific_slots: false },
    field_service: true,
    ...overrides,
  };
}

const ROLE_NAMES: Record<Role, [string, string]> = {
  ADMIN: ['Asha', 'Menon'],
  SITEADMIN: ['Rahul', 'Iyer'],
  CSC: ['Priya', 'Nair'],
  FINANCE: ['Vikram', 'Shah'],
};

/** An employee of the demo store; `employee_type` also sets the spec's duplicate `type` field. */
export function makeEmployee(overrides: Partial<Employee> = {}): Employee {
  const role = (overrides.employee_type ?? 'ADMIN') as Role;
  const [first_name, last_name] = ROLE_NAMES[role];
  return {
    _id: DEMO_EMPLOYEE_ID,
    first_name,
    last_name,
    email: `${role.toLowerCase()}@demo.storedesk.test`,
    employee_type: role,
    type: role,
    store_data: { _id: DEMO_STORE_ID, name: 'Sparkle Home Services' },
    ...overrides,
  };
}

/** Share of a day's sales per dashboard hour (05AM..10PM): a morning and an evening peak. */
const HOUR_WEIGHTS = [1, 2, 4, 6, 8, 9, 10, 9, 7, 6, 6, 7, 9, 10, 8, 6, 3, 1];
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Spreads a channel total over the hours; the last hour takes the rounding rest so the sum is exact. */
export function spreadOverHours(total: number, weights: readonly number[] = HOUR_WEIGHTS): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => round2((total * w) / sum));
  const rest = round2(total - parts.reduce((a, b) => a + b, 0));
  parts[parts.length - 1] = round2(parts[parts.length - 1] + rest);
  return parts;
}

/**
 * One day of dashboard data whose parts agree: total_sales is the sum of sales_by_channel, the hourly series
 * sum to their channel groups, and the status counts sum to total_orders.
 */
export function makeDashboardData(overrides: Partial<DashboardData> = {}): DashboardData {
  const sales_by_channel = overrides.sales_by_channel ?? {
    WEB_APP: 42000.5,
    MOBILE_APP: 3000,
    MOBILE_APP_ANDROID: 18000,
    MOBILE_APP_IOS: 12000,
    POS: 25000,
    CSC: 8000,
  };
  const web = spreadOverHours(sales_by_channel.WEB_APP);
  const pos = spreadOverHours(sales_by_channel.POS);
  const mobile = spreadOverHours(
    sales_by_channel.MOBILE_APP + sales_by_channel.MOBILE_APP_ANDROID + sales_by_channel.MOBILE_APP_IOS,
  );
  const support = spreadOverHours(sales_by_channel.CSC);
  const total_sales = round2(Object.values(sales_by_channel).reduce((a, b) => a + b, 0));
  const order_by_status = [
    { status: 'Completed', count: 24 },
    { status: 'Confirmed', count: 11 },
    { status: 'Pending', count: 5 },
    { status: 'Cancelled', count: 2 },
  ];
  return {
    stats: {
      total_sales,
      total_orders: order_by_status.reduce((a, s) => a + s.count, 0),
      order_by_status,
    },
    sales_by_channel,
    sales_by_hour: DASHBOARD_HOURS.map((hour, i) => ({
      hour,
      web: web[i],
      pos: pos[i],
      mobile_app: mobile[i],
      customer_support: support[i],
    })),
    sales_by_products: [
      { product: 'Deep Home Cleaning', count: 14 },
      { product: 'AC Service & Repair', count: 9 },
      { product: 'Kitchen Cleaning', count: 7 },
      { product: 'Sofa Shampooing', count: 6 },
      { product: 'Pest Control', count: 4 },
    ],
    sales_by_categories: [
      { category: 'Cleaning', count: 27 },
      { category: 'Appliance Repair', count: 9 },
      { category: 'Pest Control', count: 4 },
      { category: 'Plumbing', count: 3 },
      { category: 'Electrical', count: 2 },
      { category: 'Painting', count: 1 },
    ],
    ...overrides,
  };
}

/** A day without bookings: zero totals, zero hours, empty lists. */
export function makeEmptyDashboardData(): DashboardData {
  return {
    stats: { total_sales: 0, total_orders: 0, order_by_status: [] },
    sales_by_channel: { WEB_APP: 0, MOBILE_APP: 0, MOBILE_APP_ANDROID: 0, MOBILE_APP_IOS: 0, POS: 0, CSC: 0 },
    sales_by_hour: DASHBOARD_HOURS.map((hour) => ({
      hour,
      web: 0,
      pos: 0,
      mobile_app: 0,
      customer_support: 0,
    })),
    sales_by_products: [],
    sales_by_categories: [],
  };
}
