import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { customerKeywordPageQuery } from '../../src/db/customer-keyword';
import { bookings, MASTER_ORDER_STATUSES, storeOrderStatuses } from '../../src/db/schema';
import { customerListConditions } from '../../src/db/customer-list-filters';
import { customersMatchingQuery, listConditions } from '../../src/routes/orders/list-filters';
import { deliveryWindowPageQuery } from '../../src/routes/orders/list-orders-filtered';
import { keywordPageQuery } from '../../src/routes/orders/list-orders-keyword';
import { customersMatching } from '../../src/routes/orders/list-filters';
import { onPostgres } from '../helpers/send-together';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

/**
 * Issue 13: the plans of the keyword and filtered list queries on PostgreSQL, on a store large enough (60,020
 * customers, 148,000 bookings, one week of 4,000 deliveries a day) that a sequential scan or a whole-window sort
 * would be chosen if the indexes could not serve: name, e-mail and phone keywords of 3 to 6 characters, and the
 * delivery window's first, middle and last pages under the count cap. PGlite's planner is the same code but its plans are not what production runs: PostgreSQL only.
 */
const describePg = onPostgres() ? describe : describe.skip;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

let app: FastifyInstance;
let store: StoreRow;
let status: string;

/**
 * The plan of `query`. The test store is small enough (a few MB) that reading it whole is priced below any index, so
 * sequential scans are priced out (as at 200,000 customers and a million bookings, where the bench shows the same
 * plans chosen freely); what the test checks is that the statement CAN be answered by the index it names, and
 * not by walking the created_at index newest first.
 */
async function plan(query: SQL, analyze = false, bitmapsOnly = false): Promise<PlanNode[]> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    // For the keyword lookups the test's few MB are also cheaper to read whole through any btree than by trigram
    // bitmaps; priced out too, the choice left is between the store's btree bitmap and the trigram bitmaps.
    if (bitmapsOnly) await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    const result = (await tx.execute(
      sql`EXPLAIN (FORMAT JSON${analyze ? sql`, ANALYZE` : sql``}) ${query}`,
    )) as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] };
    return nodes(result.rows[0]['QUERY PLAN'][0].Plan);
  });
}

const indexesOf = (plan: PlanNode[]) => plan.map((n) => n['Index Name']).filter(Boolean);
const seqScansOf = (plan: PlanNode[], table: string) =>
  plan.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table);

describePg('list plans on PostgreSQL (issue 13)', () => {
  beforeAll(async () => {
    app = await buildTestApp();
    store = await createStore(app);
    const [row] = await app.db
      .insert(storeOrderStatuses)
      .values({
        storeId: store.id,
        name: 'New',
        masterOrderStatusId: MASTER_ORDER_STATUSES[0].id,
        position: 0,
      })
      .returning();
    status = row.id;
    await app.db.execute(sql`
      INSERT INTO customers (store_id, first_name, last_name, email, phone_no, created_at)
      SELECT ${store.id}, f, l, lower(f) || '.' || lower(l) || g || '@example.test',
             (7000000000 + g::bigint * 7919 % 999999999)::text, now() - (g || ' minutes')::interval
        FROM generate_series(1, 60000) g,
             LATERAL (SELECT (ARRAY['Asha','Imran','Priya','Rahul','Sneha','Vikram','Meera','Arjun','Kavya','Rohan',
                                    'Divya','Karan','Nisha','Aditya','Pooja','Sanjay','Anita','Manoj','Ritu','Deepak'])
                               [1 + g % 20] AS f,
                             (ARRAY['Sharma','Reddy','Iyer','Hegde','Nair','Kapoor','Mehta','Bose','Das','Pillai',
                                    'Rao','Gupta','Joshi','Kulkarni','Menon','Shetty','Verma','Chopra','Sen','Patel',
                                    'Banerjee','Mukherjee','Desai','Naidu','Saxena','Agarwal','Malhotra','Bhat',
                                    'Chatterjee','Ghosh'])[1 + (g / 20) % 30] AS l) n`);
    await app.db.execute(sql`
      INSERT INTO bookings (store_id, order_number, customer_id, current_status_id, order_type, sub_total, total,
                            is_paid, delivery_date, created_at)
      SELECT ${store.id}, g, c.id, ${status}, 'POS', 100, 100, g % 3 <> 0,
             (date '2026-01-01' + (g % 120)), timestamptz '2026-01-01' + (g || ' minutes')::interval
        FROM generate_series(1, 120000) g,
             (SELECT array_agg(id) AS ids FROM customers WHERE store_id = ${store.id}) a,
             LATERAL (SELECT a.ids[1 + g % 60000] AS id) c`);
    // 20 customers with a surname nobody else has: a name keyword that matches few of 60,000 must find them by
    // the trigram index (a walk of the store or of its created_at index would read all 60,000).
    await app.db.execute(sql`
      INSERT INTO customers (store_id, first_name, last_name, email, phone_no, created_at)
      SELECT ${store.id}, 'Tara', 'Quenby', 'tq' || g || '@example.test', (6000000000 + g)::text, now()
        FROM generate_series(1, 20) g`);
    // A busy week (4,000 deliveries a day, 2,667 of them paid): deeper than the page's skip + 20, so a deep page
    // can read each day's first skip + 20 instead of sorting the week.
    await app.db.execute(sql`
      INSERT INTO bookings (store_id, order_number, customer_id, current_status_id, order_type, sub_total, total,
                            is_paid, delivery_date, created_at)
      SELECT ${store.id}, 200000 + g, c.id, ${status}, 'POS', 100, 100, g % 3 <> 0,
             (date '2026-03-01' + (g % 7)), timestamptz '2026-01-01' + (g || ' seconds')::interval
        FROM generate_series(1, 28000) g,
             (SELECT id FROM customers WHERE store_id = ${store.id} LIMIT 1) c`);
    // Statistics from every row, not a random sample of 30,000: the plans must not depend on the sample drawn.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL default_statistics_target = 10000`);
      await tx.execute(sql`ANALYZE customers`);
    });
    // Vacuumed, as a settled table is: the delivery index answers the status and paid filters without the heap.
    await app.db.execute(sql`VACUUM ANALYZE bookings`);
  }, 300_000);
  afterAll(() => app?.close(), 60_000);

  it.each([
    ['part of an e-mail', 'priya.nair'],
    ['part of a phone', '70012'],
  ])('the bookings keyword looks customers up by the trigram indexes: %s', async (_label, keyword) => {
    const steps = await plan(customersMatchingQuery(store.id, keyword), false, true);
    expect(indexesOf(steps)).toEqual(
      expect.arrayContaining([
        'customers_name_trgm_idx',
        'customers_email_trgm_idx',
        'customers_phone_trgm_idx',
      ]),
    );
    expect(seqScansOf(steps, 'customers')).toEqual([]);
    expect(indexesOf(steps)).not.toContain('customers_store_created_idx');
  });

  it.each(['uen', 'uenb', 'quenby', 'tara q'])(
    'the bookings keyword looks a name up by the trigram indexes, whatever its length: "%s"',
    async (keyword) => {
      const steps = await plan(customersMatchingQuery(store.id, keyword), true);
      expect(indexesOf(steps)).toContain('customers_name_trgm_idx');
      expect(seqScansOf(steps, 'customers')).toEqual([]);
      expect(indexesOf(steps)).not.toContain('customers_store_created_idx');
      expect(await customersMatching(app.db, store.id, keyword)).toHaveLength(20);
    },
  );

  it.each(['uenb', 'quenby'])(
    'the customer list and picker look a name up by the trigram indexes: "%s"',
    async (keyword) => {
      const where = customerListConditions(store.id, 'Asia/Kolkata', { 'filter.keyword': keyword });
      const steps = await plan(customerKeywordPageQuery(where, 10, 0), true);
      expect(indexesOf(steps)).toContain('customers_name_trgm_idx');
      expect(seqScansOf(steps, 'customers')).toEqual([]);
      expect(indexesOf(steps)).not.toContain('customers_store_created_idx');
    },
  );

  it.each(['edd', 'hegde'])(
    'the bookings of keyword "%s" are collected by customer, never by walking every booking newest first',
    async (keyword) => {
      const ids = await customersMatching(app.db, store.id, keyword);
      expect(ids.length).toBeGreaterThan(0);
      const { where } = listConditions(store.id, 'Asia/Kolkata', { 'filter.keyword': keyword }, ids);
      const steps = await plan(keywordPageQuery(where, 0, 20));
      expect(indexesOf(steps)).toContain('bookings_store_customer_idx');
      expect(indexesOf(steps)).not.toContain('bookings_store_created_id_idx');
      expect(seqScansOf(steps, 'bookings')).toEqual([]);
    },
  );

  it.each([
    ['customer list', 'priya.nair'],
    ['customer picker', '70012'],
  ])('the %s keyword "%s" counts and pages by the trigram indexes', async (_label, keyword) => {
    const where = customerListConditions(store.id, 'Asia/Kolkata', { 'filter.keyword': keyword });
    const steps = await plan(customerKeywordPageQuery(where, 10, 0), false, true);
    expect(indexesOf(steps)).toEqual(
      expect.arrayContaining([
        'customers_name_trgm_idx',
        'customers_email_trgm_idx',
        'customers_phone_trgm_idx',
      ]),
    );
    expect(seqScansOf(steps, 'customers')).toEqual([]);
    expect(indexesOf(steps)).not.toContain('customers_store_created_idx');
  });

  it.each([
    ['page 1', 0],
    ['page 50', 980],
    ['the last page under the count cap', 1980],
  ])(
    'a status + paid + week-of-delivery filter reads each day from its index, never the whole week: %s',
    async (_label, skip) => {
      const window = { from: '2026-03-01', to: '2026-03-07' };
      const { where } = listConditions(store.id, 'Asia/Kolkata', {
        'filter.order_status': status,
        'filter.is_paid': 'PAID',
        'filter.delivery_from_date': window.from,
        'filter.delivery_to_date': window.to,
      });
      const steps = await plan(deliveryWindowPageQuery(where, window, skip, 20), true);
      const walks = steps.filter((n) => n['Index Name'] === 'bookings_store_delivery_created_idx');
      expect(walks).not.toHaveLength(0);
      expect(seqScansOf(steps, 'bookings')).toEqual([]);
      // At most skip + 20 rows from each of the 7 days, never the week's ~18,700 matching bookings.
      const read = walks.reduce((sum, n) => sum + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1), 0);
      expect(read).toBeLessThanOrEqual(7 * (skip + 20));
      // The same rows as the plain newest-first query.
      const ids = (await app.db.execute(deliveryWindowPageQuery(where, window, skip, 20))) as unknown as {
        rows: { id: string }[];
      };
      const plain = await app.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(where, eq(bookings.storeId, store.id)))
        .orderBy(sql`${bookings.createdAt} DESC, ${bookings.id} DESC`)
        .limit(20)
        .offset(skip);
      expect(ids.rows.map((r) => r.id)).toEqual(plain.map((r) => r.id));
    },
  );

  // Page 1 runs on every open of the list. With its LIMIT a parameter, PostgreSQL kept planning it afresh (0.3-0.6 ms
  // of planning against 0.16-0.3 ms of running at 850,000 bookings); with the page size written in, it settles on one
  // generic plan after five custom ones. pg_prepared_statements counts the plans of its own connection: requests
  // made one after another run on the pool's one idle connection, and the counts are read there.
  it('page 1 of the list settles on a generic plan', async () => {
    const token = await loginAs(app, 'ADMIN', store);
    for (let i = 0; i < 12; i += 1) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/store/order/all?limit=20&offset=1',
        headers: authHeader(token),
      });
      expect(res.statusCode).toBe(200);
    }
    const client = await (app.dbHandle.client as Pool).connect();
    try {
      const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
        `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'list_orders_page_first'`,
      );
      expect(rows).toHaveLength(1);
      expect(Number(rows[0].custom_plans)).toBeLessThanOrEqual(5);
      expect(Number(rows[0].generic_plans)).toBeGreaterThanOrEqual(7);
    } finally {
      client.release();
    }
  });
});
