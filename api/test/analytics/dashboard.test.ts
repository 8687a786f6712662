import type { FastifyInstance } from 'fastify';
import { DASHBOARD_HOURS, DASHBOARD_MAX_CATEGORIES, type DashboardData } from '@storedesk/shared/contracts';
import { COMPLETED_MASTER_ORDER_STATUS_ID, productCategories } from '../../src/db/schema';
import { INVALID_DATE_MESSAGE, INVALID_DATE_TITLE } from '../../src/routes/analytics/day-window';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import {
  CANCELLED,
  dashboardSeed,
  getDashboardOf,
  hourRow,
  PLACED,
  type BookingSpec,
} from './dashboard-seed';

/**
 * GET /api/analytics/dashboard against bookings placed at known instants around the edges of 10 March 2025 in
 * Kolkata (UTC+05:30): that day runs from 2025-03-09T18:30Z to 2025-03-10T18:30Z.
 */
let app: FastifyInstance;
let store: StoreRow;
let otherStore: StoreRow;
let token: string;
let otherToken: string;

let seedStatus: ReturnType<typeof dashboardSeed>['seedStatus'];
let seedCustomer: ReturnType<typeof dashboardSeed>['seedCustomer'];
let seedBooking: ReturnType<typeof dashboardSeed>['seedBooking'];

const getDashboard = (date: string, as = token) => getDashboardOf(app, date, as);

beforeAll(async () => {
  app = await buildTestApp();
  ({ seedStatus, seedCustomer, seedBooking } = dashboardSeed(app));
  store = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  otherStore = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  token = await loginAs(app, 'CSC', store);
  otherToken = await loginAs(app, 'FINANCE', otherStore);

  const placed = await seedStatus(store.id, 'New', PLACED, 0);
  const done = await seedStatus(store.id, 'Done', COMPLETED_MASTER_ORDER_STATUS_ID, 1);
  const archived = await seedStatus(store.id, 'Archived', CANCELLED, 2, true);
  await seedStatus(store.id, 'Never Used', CANCELLED, 3, true);
  const customerId = await seedCustomer(store.id);

  // Nine categories; products P01..P12 booked 12..1 times, P(i) in category C((i-1) % 9 + 1).
  const categoryIds: string[] = [];
  for (let i = 1; i <= 9; i++) {
    const [category] = await app.db
      .insert(productCategories)
      .values({ storeId: store.id, name: `C${i}`, urlSlug: `c${i}` })
      .returning();
    categoryIds.push(category.id);
  }
  const items = Array.from({ length: 12 }, (_, i) => ({
    product: `P${String(i + 1).padStart(2, '0')}`,
    categoryId: categoryIds[i % 9],
    quantity: 12 - i,
  }));
  const outside = [{ product: 'Outside', categoryId: categoryIds[8], quantity: 100 }];

  const specs: BookingSpec[] = [
    // 23:30 on 9 March in Kolkata: the day before.
    { at: '2025-03-09T18:00:00Z', channel: 'WEB_APP', total: '100.00', statusId: placed, items: outside },
    // 00:30 on 10 March: counted, but before the 05AM-10PM chart window.
    {
      at: '2025-03-09T19:00:00Z',
      channel: 'CSC',
      total: '200.00',
      statusId: placed,
      items: items.slice(0, 2),
    },
    {
      at: '2025-03-10T00:00:00Z',
      channel: 'WEB_APP',
      total: '150.25',
      statusId: placed,
      items: items.slice(2, 4),
    }, // 05:30
    {
      at: '2025-03-10T00:15:00Z',
      channel: 'MOBILE_APP_IOS',
      total: '99.99',
      statusId: done,
      items: items.slice(4, 6),
    }, // 05:45
    {
      at: '2025-03-10T03:40:00Z',
      channel: 'MOBILE_APP_ANDROID',
      total: '300.10',
      statusId: done,
      items: items.slice(6, 8),
    }, // 09:10
    {
      at: '2025-03-10T04:10:00Z',
      channel: 'MOBILE_APP',
      total: '50.00',
      statusId: placed,
      items: items.slice(8, 10),
    }, // 09:40
    {
      at: '2025-03-10T16:45:00Z',
      channel: 'POS',
      total: '1000.00',
      statusId: placed,
      items: items.slice(10, 12),
    }, // 22:15
    // 23:45: counted, after the chart window; its status was deleted since.
    { at: '2025-03-10T18:15:00Z', channel: 'CSC', total: '10.01', statusId: archived },
    // 00:00 on 11 March: the next day (the range is half-open).
    { at: '2025-03-10T18:30:00Z', channel: 'POS', total: '5000.00', statusId: done, items: outside },
  ];
  for (const spec of specs) await seedBooking(store.id, customerId, spec);

  // The other store's booking falls inside the same day and must not be counted for the first store.
  const otherStatus = await seedStatus(otherStore.id, 'Open', PLACED, 0);
  const [otherCategory] = await app.db
    .insert(productCategories)
    .values({ storeId: otherStore.id, name: 'Elsewhere', urlSlug: 'elsewhere' })
    .returning();
  await seedBooking(otherStore.id, await seedCustomer(otherStore.id), {
    at: '2025-03-10T06:00:00Z',
    channel: 'WEB_APP',
    total: '777.00',
    statusId: otherStatus,
    items: [{ product: 'Outside', categoryId: otherCategory.id, quantity: 50 }],
  });
});
afterAll(() => app.close());

describe('GET /api/analytics/dashboard', () => {
  it('totals the bookings of that day in the store time zone only', async () => {
    const res = await getDashboard('2025/03/10');
    expect(res.statusCode).toBe(200);
    const { stats } = (res.json() as { data: DashboardData }).data;
    expect(stats.total_orders).toBe(7);
    expect(stats.total_sales).toBe(1810.35);
  });

  it('gives sales per channel with all six channels present', async () => {
    const data = (await getDashboard('2025/03/10')).json().data as DashboardData;
    expect(data.sales_by_channel).toEqual({
      WEB_APP: 150.25,
      MOBILE_APP: 50,
      MOBILE_APP_ANDROID: 300.1,
      MOBILE_APP_IOS: 99.99,
      POS: 1000,
      CSC: 210.01,
    });
  });

  it('gives sales per hour 05AM..10PM with the four channel groups', async () => {
    const data = (await getDashboard('2025/03/10')).json().data as DashboardData;
    expect(data.sales_by_hour.map((row) => row.hour)).toEqual(DASHBOARD_HOURS);
    expect(hourRow(data, '05AM')).toEqual({
      hour: '05AM',
      web: 150.25,
      pos: 0,
      mobile_app: 99.99,
      customer_support: 0,
    });
    expect(hourRow(data, '09AM')).toEqual({
      hour: '09AM',
      web: 0,
      pos: 0,
      mobile_app: 350.1,
      customer_support: 0,
    });
    expect(hourRow(data, '10PM')).toEqual({
      hour: '10PM',
      web: 0,
      pos: 1000,
      mobile_app: 0,
      customer_support: 0,
    });
    const others = data.sales_by_hour.filter((row) => !['05AM', '09AM', '10PM'].includes(row.hour));
    expect(others.every((row) => row.web + row.pos + row.mobile_app + row.customer_support === 0)).toBe(true);
  });

  it("counts bookings per status of the store, in the store's order, hiding deleted statuses nobody holds", async () => {
    const data = (await getDashboard('2025/03/10')).json().data as DashboardData;
    expect(data.stats.order_by_status).toEqual([
      { status: 'New', count: 4 },
      { status: 'Done', count: 2 },
      { status: 'Archived', count: 1 },
    ]);
  });

  it('lists the top 10 products and at most 7 categories by booked quantity', async () => {
    const data = (await getDashboard('2025/03/10')).json().data as DashboardData;
    expect(data.sales_by_products).toEqual(
      Array.from({ length: 10 }, (_, i) => ({
        product: `P${String(i + 1).padStart(2, '0')}`,
        count: 12 - i,
      })),
    );
    expect(data.sales_by_categories).toHaveLength(DASHBOARD_MAX_CATEGORIES);
    expect(data.sales_by_categories).toEqual([
      { category: 'C1', count: 15 },
      { category: 'C2', count: 13 },
      { category: 'C3', count: 11 },
      { category: 'C4', count: 9 },
      { category: 'C5', count: 8 },
      { category: 'C6', count: 7 },
      { category: 'C7', count: 6 },
    ]);
  });

  it("shows another store's token only that store's bookings", async () => {
    const data = (await getDashboard('2025/03/10', otherToken)).json().data as DashboardData;
    expect(data.stats).toEqual({
      total_sales: 777,
      total_orders: 1,
      order_by_status: [{ status: 'Open', count: 1 }],
    });
    expect(data.sales_by_channel.WEB_APP).toBe(777);
    expect(hourRow(data, '11AM').web).toBe(777);
    expect(data.sales_by_products).toEqual([{ product: 'Outside', count: 50 }]);
    expect(data.sales_by_categories).toEqual([{ category: 'Elsewhere', count: 50 }]);
  });

  it('answers zeros for a day without bookings', async () => {
    const data = (await getDashboard('2025/03/12')).json().data as DashboardData;
    expect(data.stats.total_sales).toBe(0);
    expect(data.stats.total_orders).toBe(0);
    expect(data.stats.order_by_status).toEqual([
      { status: 'New', count: 0 },
      { status: 'Done', count: 0 },
    ]);
    expect(Object.values(data.sales_by_channel)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(data.sales_by_hour).toHaveLength(18);
    expect(data.sales_by_products).toEqual([]);
    expect(data.sales_by_categories).toEqual([]);
  });

  it('reads the day in the store time zone, daylight saving included', async () => {
    const ny = await createStore(app, { storeTimezone: 'America/New_York' });
    const nyToken = await loginAs(app, 'ADMIN', ny);
    const status = await seedStatus(ny.id, 'Open', PLACED, 0);
    const customerId = await seedCustomer(ny.id);
    // 9 March 2025 is 23 hours long in New York (clocks go forward at 02:00).
    await seedBooking(ny.id, customerId, {
      at: '2025-03-09T04:30:00Z',
      channel: 'WEB_APP',
      total: '1.00',
      statusId: status,
    }); // 23:30 on 8 March
    await seedBooking(ny.id, customerId, {
      at: '2025-03-09T10:30:00Z',
      channel: 'WEB_APP',
      total: '2.00',
      statusId: status,
    }); // 06:30 EDT
    await seedBooking(ny.id, customerId, {
      at: '2025-03-10T03:30:00Z',
      channel: 'POS',
      total: '4.00',
      statusId: status,
    }); // 23:30 EDT
    await seedBooking(ny.id, customerId, {
      at: '2025-03-10T04:00:00Z',
      channel: 'POS',
      total: '8.00',
      statusId: status,
    }); // 00:00 on 10 March
    const data = (await getDashboard('2025/03/09', nyToken)).json().data as DashboardData;
    expect(data.stats.total_sales).toBe(6);
    expect(hourRow(data, '06AM').web).toBe(2);
  });

  it.each([
    ['a day that does not exist', '2025/02/30'],
    ['dashes instead of slashes', '2025-03-10'],
    ['a month 13', '2025/13/01'],
    ['an empty value', ''],
  ])('refuses %s with 400 {message, title}', async (_label, date) => {
    const res = await getDashboard(date);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: expect.any(String),
      title: expect.any(String),
      code: 'INVALID_INPUT',
    });
  });

  it('names the problem for a day that does not exist', async () => {
    const res = await getDashboard('2025/02/29');
    expect(res.json()).toEqual({ message: INVALID_DATE_MESSAGE, title: INVALID_DATE_TITLE });
  });

  it('refuses a missing date and unknown parameters', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/analytics/dashboard',
      headers: authHeader(token),
    });
    expect(missing.statusCode).toBe(400);
    const extra = await app.inject({
      method: 'GET',
      url: '/api/analytics/dashboard?date=2025/03/10&store_id=x',
      headers: authHeader(token),
    });
    expect(extra.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/analytics/dashboard?date=2025/03/10' });
    expect(res.statusCode).toBe(401);
  });
});
