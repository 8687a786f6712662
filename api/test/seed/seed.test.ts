import type { FastifyInstance } from 'fastify';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_MAX_CATEGORIES } from '@storedesk/shared/contracts';
import {
  bookings,
  COMPLETED_MASTER_ORDER_STATUS_ID,
  MASTER_ORDER_STATUSES,
  MASTER_PAYMENT_METHODS,
  masterOrderStatuses,
  masterPaymentMethods,
  ORDER_TYPES,
  storeOrderStatuses,
  stores,
} from '../../src/db/schema';
import {
  DEMO_LOGINS,
  DEMO_NORTH_STORE_NAME,
  DEMO_PASSWORD,
  DEMO_STORE_NAME,
  seed,
  type SeedSummary,
} from '../../src/seed';
import { localDate } from '../../src/seed/clock';
import type { Db } from '../../src/db/client';
import { login } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

/** The seed on a fresh database: what the demo and the browser tests rely on. */
let app: FastifyInstance;
let summary: SeedSummary;
let mainId: string;
let northId: string;
const NOW = new Date('2025-06-15T06:30:00Z'); // 12:00 in Kolkata

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function countOf(table: string, storeId?: string): Promise<number> {
  const where = storeId ? sql` WHERE store_id = ${storeId}` : sql``;
  const [row] = await rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}${where}`,
  );
  return row.n;
}

/** Foreign keys and indexes of the tables the seed bulk-loads, to check it puts them all back. */
const constraintsAndIndexes = () =>
  rows<{ name: string }>(sql`
    SELECT conname AS name FROM pg_constraint
    WHERE conrelid IN ('bookings'::regclass, 'booking_items'::regclass, 'booking_status_history'::regclass, 'booking_notes'::regclass)
    UNION ALL
    SELECT indexname FROM pg_indexes WHERE tablename IN ('bookings', 'booking_items', 'booking_status_history', 'booking_notes')
    ORDER BY 1`);
let beforeSeed: { name: string }[];
/** The real clock when the seed ran: rows the seed leaves to the database's now() default carry it. */
let seedStartedAt: Date;

beforeAll(async () => {
  app = await buildTestApp();
  beforeSeed = await constraintsAndIndexes();
  seedStartedAt = new Date();
  summary = await seed(app.db, { bookings: 300, now: NOW });
  const all = await app.db.select().from(stores);
  mainId = all.find((store) => store.name === DEMO_STORE_NAME)!.id;
  northId = all.find((store) => store.name === DEMO_NORTH_STORE_NAME)!.id;
});
afterAll(() => app.close());

describe('seed', () => {
  it("never writes a creation or change time after the store's clock (deliveries ahead are fine)", async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name IN ('created_at', 'updated_at')
        AND data_type LIKE 'timestamp%'
      ORDER BY 1, 2`);
    expect(columns.map((c) => c.table_name)).toEqual(expect.arrayContaining(['bookings', 'store_payments']));
    const late: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      // Later than the seed's clock, and not the database's own now() default (which is the real clock).
      const [row] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}
            WHERE ${sql.identifier(column)} > ${NOW.toISOString()}::timestamptz
              AND ${sql.identifier(column)} < ${seedStartedAt.toISOString()}::timestamptz`,
      );
      if (row.n > 0) late.push(`${table}.${column}: ${row.n}`);
    }
    expect(late).toEqual([]);
    // Today still has bookings (made before 12:00 in Kolkata), and some visits are still ahead.
    const [today] = await rows<{ n: number; ahead: number }>(sql`
      SELECT count(*) FILTER (WHERE (created_at AT TIME ZONE 'Asia/Kolkata')::date = '2025-06-15')::int AS n,
             count(*) FILTER (WHERE delivery_date > '2025-06-15')::int AS ahead
      FROM bookings`);
    expect(today.n).toBeGreaterThan(0);
    expect(today.ahead).toBeGreaterThan(0);
  });

  it('creates both stores in Asia/Kolkata with INR and the location filter on', async () => {
    const all = await app.db.select().from(stores);
    expect(all.map((store) => store.name).sort()).toEqual([DEMO_STORE_NAME, DEMO_NORTH_STORE_NAME].sort());
    for (const store of all) {
      expect(store).toMatchObject({ storeTimezone: 'Asia/Kolkata', currency: 'INR', countryCode: 'IN' });
      expect(store.storeMetaConfig).toContainEqual({
        meta_config_name: 'use_applicable_location_filter',
        meta_config_value: 'true',
      });
    }
  });

  it('lets each of the four demo logins sign in with the demo password', async () => {
    expect(DEMO_LOGINS.map((entry) => entry.email)).toEqual([
      'admin@demo.storedesk.test',
      'siteadmin@demo.storedesk.test',
      'csc@demo.storedesk.test',
      'finance@demo.storedesk.test',
    ]);
    for (const entry of DEMO_LOGINS) {
      const res = await login(app, { email: entry.email, password: DEMO_PASSWORD, store_id: mainId });
      expect(res.statusCode).toBe(200);
      expect(res.json().employee.employee_type).toBe(entry.roles.main);
    }
    const wrong = await login(app, {
      email: DEMO_LOGINS[0].email,
      password: 'not-the-password',
      store_id: mainId,
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('links the admin to both stores so store switching works', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/employee/store_access/byEmail?email=admin@demo.storedesk.test',
    });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as { store_id: { _id: string } }[])
      .map((entry) => entry.store_id._id)
      .sort();
    expect(ids).toEqual([mainId, northId].sort());
    const north = await login(app, {
      email: 'admin@demo.storedesk.test',
      password: DEMO_PASSWORD,
      store_id: northId,
    });
    expect(north.statusCode).toBe(200);
  });

  it('has the global master statuses, the completed one ending in 819', async () => {
    const masters = await app.db.select().from(masterOrderStatuses).orderBy(masterOrderStatuses.position);
    expect(masters).toEqual(MASTER_ORDER_STATUSES.map((status) => ({ ...status })));
    const completed = masters.find((status) => status.code === 'COMPLETED')!;
    expect(completed.id).toBe(COMPLETED_MASTER_ORDER_STATUS_ID);
    expect(completed.id.endsWith('819')).toBe(true);
    const methods = await app.db.select().from(masterPaymentMethods);
    expect(methods.map((method) => method.code).sort()).toEqual(
      MASTER_PAYMENT_METHODS.map((method) => method.code).sort(),
    );
    expect(methods.map((method) => method.code)).toContain('request_customer_payment');
  });

  it('writes the requested number of bookings, each with items and exact totals', async () => {
    expect(summary).toMatchObject({ skipped: false, bookings: 300 });
    expect(await countOf('bookings')).toBe(300);
    const [check] = await rows<{ without_items: number; bad_totals: number; foreign_customers: number }>(sql`
      SELECT
        (SELECT count(*)::int FROM bookings b WHERE NOT EXISTS (SELECT 1 FROM booking_items i WHERE i.booking_id = b.id)) AS without_items,
        (SELECT count(*)::int FROM bookings WHERE total <> sub_total - discount_value + tax - discount_by_points) AS bad_totals,
        (SELECT count(*)::int FROM bookings b JOIN customers c ON c.id = b.customer_id WHERE c.store_id <> b.store_id) AS foreign_customers`);
    expect(check).toEqual({ without_items: 0, bad_totals: 0, foreign_customers: 0 });
  });

  it.each([
    ['main', () => mainId],
    ['north', () => northId],
  ])('gives the %s store bookings in every channel and every status', async (_label, storeOf) => {
    const storeId = storeOf();
    const channels = await app.db
      .selectDistinct({ channel: bookings.orderType })
      .from(bookings)
      .where(eq(bookings.storeId, storeId));
    expect(channels.map((row) => row.channel).sort()).toEqual([...ORDER_TYPES].sort());
    const statuses = await rows<{ master: string; n: number }>(sql`
      SELECT s.master_order_status_id AS master, count(b.id)::int AS n
      FROM store_order_statuses s LEFT JOIN bookings b ON b.current_status_id = s.id
      WHERE s.store_id = ${storeId} GROUP BY s.master_order_status_id`);
    expect(statuses.map((row) => row.master).sort()).toEqual(
      MASTER_ORDER_STATUSES.map((status) => status.id).sort(),
    );
    expect(statuses.every((row) => row.n > 0)).toBe(true);
  });

  it('keeps bookings within the last 90 days, with a busy today in 05AM-10PM', async () => {
    const [range] = await rows<{ oldest: string; today: number; today_outside_window: number }>(sql`
      SELECT min(created_at)::text AS oldest,
        count(*) FILTER (WHERE (created_at AT TIME ZONE 'Asia/Kolkata')::date = ${localDate(NOW)}::date)::int AS today,
        count(*) FILTER (WHERE (created_at AT TIME ZONE 'Asia/Kolkata')::date = ${localDate(NOW)}::date
          AND extract(hour FROM created_at AT TIME ZONE 'Asia/Kolkata') NOT BETWEEN 5 AND 22)::int AS today_outside_window
      FROM bookings WHERE store_id = ${mainId}`);
    expect(new Date(range.oldest).getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 91 * 86_400_000);
    // Today weighs three ordinary days: well above the 255 / 91 daily average.
    expect(range.today).toBeGreaterThanOrEqual(6);
    expect(range.today_outside_window).toBe(0);
  });

  it('fills every other area of the demo', async () => {
    const empty: string[] = [];
    for (const storeId of [mainId, northId]) {
      for (const table of [
        'customers',
        'customer_addresses',
        'customer_groups',
        'customer_group_members',
        'carts',
        'product_categories',
        'products',
        'product_variants',
        'product_forms',
        'product_collections',
        'product_collection_items',
        'store_tags',
        'delivery_types',
        'taxes',
        'discounts',
        'store_locations',
        'points_config',
        'billing_periods',
        'store_subscriptions',
        'customer_subscriptions',
        'store_payments',
        'store_payment_status_history',
        'booking_status_history',
        'blog_posts',
        'push_notifications',
        'pages',
        'sliders',
        'notification_settings',
        'custom_code',
      ]) {
        if ((await countOf(table, storeId)) === 0) empty.push(`${table} of ${storeId}`);
      }
      expect(await countOf('delivery_slots', storeId)).toBe(7);
    }
    expect(empty).toEqual([]);
    expect(await countOf('product_slots', mainId)).toBeGreaterThan(0);
    expect(summary.customers).toBe(await countOf('customers'));
    expect(summary.customers).toBeGreaterThanOrEqual(200);
    const [categories] = await rows<{ parents: number; children: number }>(sql`
      SELECT count(*) FILTER (WHERE parent_category_id IS NULL)::int AS parents,
             count(*) FILTER (WHERE parent_category_id IS NOT NULL)::int AS children
      FROM product_categories WHERE store_id = ${mainId}`);
    expect(categories.parents).toBeGreaterThan(0);
    // More child categories than the dashboard shows, so its cap is visible in the demo.
    expect(categories.children).toBeGreaterThan(DASHBOARD_MAX_CATEGORIES);
  });

  it('maps each store status to a master status, one of them the completed one', async () => {
    const statuses = await app.db
      .select()
      .from(storeOrderStatuses)
      .where(eq(storeOrderStatuses.storeId, mainId));
    expect(statuses.map((status) => status.masterOrderStatusId)).toContain(COMPLETED_MASTER_ORDER_STATUS_ID);
  });

  it("gives the dashboard a full 'today'", async () => {
    const token = (
      await login(app, { email: 'csc@demo.storedesk.test', password: DEMO_PASSWORD, store_id: mainId })
    ).json().token;
    const date = localDate(NOW).replaceAll('-', '/');
    const res = await app.inject({
      method: 'GET',
      url: `/api/analytics/dashboard?date=${date}`,
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.stats.total_orders).toBeGreaterThan(0);
    expect(data.sales_by_products.length).toBeGreaterThan(0);
    expect(data.sales_by_categories.length).toBeGreaterThan(0);
  });

  it('puts back every foreign key and index it set aside for the bulk load', async () => {
    expect(beforeSeed.length).toBeGreaterThan(10);
    expect(await constraintsAndIndexes()).toEqual(beforeSeed);
  });

  it('keeps the dashboard rollups equal to the bookings they sum', async () => {
    const [diff] = await rows<{ bookings: number; items: number }>(sql`
      SELECT
        (SELECT count(*)::int FROM (
          SELECT store_id, stats_bucket(created_at) AS bucket, order_type, current_status_id AS status_id,
                 count(*)::int AS orders, sum(total) AS sales
          FROM bookings GROUP BY 1, 2, 3, 4
          EXCEPT SELECT store_id, bucket, order_type, status_id, orders, sales FROM booking_stats WHERE orders <> 0
        ) AS missing) AS bookings,
        (SELECT count(*)::int FROM (
          SELECT store_id, stats_bucket(booking_created_at), product_name, category_id, sum(quantity)::int
          FROM booking_items GROUP BY 1, 2, 3, 4
          EXCEPT SELECT store_id, bucket, product_name, category_id, quantity FROM booking_item_stats WHERE quantity <> 0
        ) AS missing) AS items`);
    expect(diff).toEqual({ bookings: 0, items: 0 });
    expect(await countOf('booking_stats')).toBeGreaterThan(0);
  });

  it('writes exactly the same data from the same options (seeded random)', async () => {
    const fingerprint = async (db: Db) =>
      (
        (await db.execute(sql`
          SELECT
            (SELECT md5(string_agg(concat_ws('|', id, order_number, order_type, total, created_at, current_status_id, customer_id), ',' ORDER BY id)) FROM bookings) AS bookings,
            (SELECT md5(string_agg(concat_ws('|', id, first_name, last_name, email, phone_no), ',' ORDER BY id)) FROM customers) AS customers,
            (SELECT md5(string_agg(concat_ws('|', id, amount, status, order_id), ',' ORDER BY id)) FROM store_payments) AS payments`)) as unknown as {
          rows: unknown[];
        }
      ).rows[0];
    const twin = await buildTestApp();
    try {
      await seed(twin.db, { bookings: 300, now: NOW });
      expect(await fingerprint(twin.db)).toEqual(await fingerprint(app.db));
    } finally {
      await twin.close();
    }
  });

  it('does nothing when run again', async () => {
    const again = await seed(app.db, { bookings: 300, now: NOW });
    expect(again.skipped).toBe(true);
    const [{ n }] = await app.db.select({ n: count() }).from(bookings);
    expect(n).toBe(300);
  });
});
