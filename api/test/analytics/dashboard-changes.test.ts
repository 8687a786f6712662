import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { DashboardData } from '@storedesk/shared/contracts';
import {
  bookingItems,
  bookingItemStats,
  bookings,
  bookingStats,
  COMPLETED_MASTER_ORDER_STATUS_ID,
  customers,
  productCategories,
  storeOrderStatuses,
  stores,
} from '../../src/db/schema';
import { dayState } from '../../src/routes/analytics/dashboard-cache';
import { createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { dashboardSeed, getDashboardOf, hourRow, PLACED } from './dashboard-seed';

/**
 * GET /api/analytics/dashboard after the bookings of a day change: the cached day is recomputed when a booking of
 * that day is written (dashboard_day_versions), and the figures follow statuses, totals, items and deletions.
 */
let app: FastifyInstance;
let store: StoreRow;
let token: string;
let seed: ReturnType<typeof dashboardSeed>;

beforeAll(async () => {
  app = await buildTestApp();
  seed = dashboardSeed(app);
  store = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  token = await loginAs(app, 'CSC', store);
  await seed.seedStatus(store.id, 'New', PLACED, 0);
  await seed.seedStatus(store.id, 'Done', COMPLETED_MASTER_ORDER_STATUS_ID, 1);
  await seed.seedCustomer(store.id);
  await app.db.insert(productCategories).values({ storeId: store.id, name: 'C1', urlSlug: 'c1' });
});
afterAll(() => app.close());

const getDashboard = (date: string) => getDashboardOf(app, date, token);

describe('the dashboard follows later changes to bookings', () => {
  // 1 April 2025 in Kolkata; 10:00 local is 04:30Z.
  const day = '2025/04/01';
  let bookingId: string;
  let newStatus: string;
  let doneStatus: string;

  beforeAll(async () => {
    const statuses = await app.db
      .select()
      .from(storeOrderStatuses)
      .where(eq(storeOrderStatuses.storeId, store.id));
    newStatus = statuses.find((status) => status.name === 'New')!.id;
    doneStatus = statuses.find((status) => status.name === 'Done')!.id;
    const [customer] = await app.db.select().from(customers).where(eq(customers.storeId, store.id)).limit(1);
    const [category] = await app.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.name, 'C1'))
      .limit(1);
    bookingId = await seed.seedBooking(store.id, customer.id, {
      at: '2025-04-01T04:30:00Z',
      channel: 'CSC',
      total: '500.00',
      statusId: newStatus,
      items: [{ product: 'Sofa Shampooing', categoryId: category.id, quantity: 2 }],
    });
    await seed.seedBooking(store.id, customer.id, {
      at: '2025-04-01T05:00:00Z',
      channel: 'WEB_APP',
      total: '20.00',
      statusId: newStatus,
    });
  });

  const dashboard = async () => (await getDashboard(day)).json().data as DashboardData;

  it('serves a day from its cache until a booking of that day changes (dashboard_day_versions)', async () => {
    const version = async () => (await dayState(app.db, store.id, '2025-04-01')).version;
    const otherDay = async () => (await dayState(app.db, store.id, '2025-04-02')).version;
    const before = await dashboard();
    expect(before.stats.total_sales).toBe(520);
    const [v0, other0] = [await version(), await otherDay()];
    expect(v0).toBeGreaterThan(0);
    // A write that bypasses the triggers is not seen while the day's version stands: the answer is the cached one.
    await app.db.execute(sql`ALTER TABLE bookings DISABLE TRIGGER dashboard_day_versions_update`);
    await app.db.update(bookings).set({ total: '300.00' }).where(eq(bookings.id, bookingId));
    await app.db.execute(sql`ALTER TABLE bookings ENABLE TRIGGER dashboard_day_versions_update`);
    expect((await dashboard()).stats.total_sales).toBe(520);
    // Any write to a booking of that day bumps the version, and the next answer is computed afresh.
    await app.db.update(bookings).set({ total: '500.00' }).where(eq(bookings.id, bookingId));
    expect(await version()).toBe(v0 + 1);
    expect(await otherDay()).toBe(other0);
    await app.db.update(bookings).set({ total: '400.00' }).where(eq(bookings.id, bookingId));
    expect((await dashboard()).stats.total_sales).toBe(420);
    await app.db.update(bookings).set({ total: '500.00' }).where(eq(bookings.id, bookingId));
    expect((await dashboard()).stats.total_sales).toBe(520);
  });

  it('moves a booking to its new status and total', async () => {
    await app.db
      .update(bookings)
      .set({ currentStatusId: doneStatus, total: '450.50' })
      .where(eq(bookings.id, bookingId));
    const data = await dashboard();
    expect(data.stats.order_by_status.slice(0, 2)).toEqual([
      { status: 'New', count: 1 },
      { status: 'Done', count: 1 },
    ]);
    expect(data.stats.total_sales).toBe(470.5);
    expect(hourRow(data, '10AM').customer_support).toBe(450.5);
  });

  it('ignores changes that do not touch the figures', async () => {
    const before = await dashboard();
    await app.db
      .update(bookings)
      .set({ orderTags: ['VIP'] })
      .where(eq(bookings.storeId, store.id));
    expect(await dashboard()).toEqual(before);
  });

  it('follows item quantity changes and removals', async () => {
    await app.db.update(bookingItems).set({ quantity: 5 }).where(eq(bookingItems.bookingId, bookingId));
    expect((await dashboard()).sales_by_products).toEqual([{ product: 'Sofa Shampooing', count: 5 }]);
    await app.db.delete(bookingItems).where(eq(bookingItems.bookingId, bookingId));
    const data = await dashboard();
    expect(data.sales_by_products).toEqual([]);
    expect(data.sales_by_categories).toEqual([]);
  });

  it('lets a store with bookings be deleted, its figures with it', async () => {
    const doomed = await createStore(app);
    const status = await seed.seedStatus(doomed.id, 'Open', PLACED, 0);
    await seed.seedBooking(doomed.id, await seed.seedCustomer(doomed.id), {
      at: '2025-04-01T04:30:00Z',
      channel: 'POS',
      total: '9.00',
      statusId: status,
      items: [{ product: 'Gone', categoryId: null, quantity: 1 }],
    });
    expect(await app.db.select().from(bookingStats).where(eq(bookingStats.storeId, doomed.id))).toHaveLength(
      1,
    );
    await app.db.delete(stores).where(eq(stores.id, doomed.id));
    expect(await app.db.select().from(bookingStats).where(eq(bookingStats.storeId, doomed.id))).toEqual([]);
    expect(
      await app.db.select().from(bookingItemStats).where(eq(bookingItemStats.storeId, doomed.id)),
    ).toEqual([]);
  });

  it('drops a deleted booking', async () => {
    await app.db.delete(bookings).where(eq(bookings.id, bookingId));
    const data = await dashboard();
    expect(data.stats.total_orders).toBe(1);
    expect(data.stats.total_sales).toBe(20);
    expect(data.sales_by_channel.CSC).toBe(0);
  });
});
