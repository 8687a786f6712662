import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  CHANGED_ELSEWHERE,
  CUSTOMER_DELETED_MESSAGE,
  CUSTOMER_DELETED_TITLE,
  CUSTOMER_NOT_FOUND_MESSAGE,
  CUSTOMER_POINTS_UPDATED_MESSAGE,
  CUSTOMER_POINTS_UPDATED_TITLE,
  type ListCustomersReply,
  type UpdateCustomerPointsReply,
} from '@storedesk/shared/contracts';
import { auditLog, customers } from '../../src/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { createBooking, createCustomer, createStatuses } from '../orders/order-fixtures';

let app: FastifyInstance;
let store: StoreRow;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
/** Customers of `store` by first name. */
const c: Record<string, typeof customers.$inferSelect> = {};

/** 2026-11-20 10:00 in Asia/Kolkata (the fixtures' store zone) is 04:30 UTC. */
const kolkata = (day: string, time = '10:00') => new Date(`${day}T${time}:00+05:30`);

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  headers = authHeader(await loginAs(app, 'ADMIN', store));
  const other = await createStore(app);
  otherHeaders = authHeader(await loginAs(app, 'ADMIN', other));
  const rows: [string, Partial<typeof customers.$inferInsert>][] = [
    ['Meera', { createdAt: kolkata('2026-11-01'), points: 50, orderCount: 1, orderTotal: '100.00' }],
    [
      'Ravi',
      {
        createdAt: kolkata('2026-11-10'),
        points: 500,
        orderCount: 5,
        orderTotal: '2500.50',
        phoneNo: '7012345678',
      },
    ],
    ['Ananya', { createdAt: kolkata('2026-11-20', '00:10'), points: 1200, pushNotification: true }],
    ['Arjun', { createdAt: kolkata('2026-11-20', '23:50'), points: 0, orderCount: 12, orderTotal: '9999' }],
    ['Gone', { createdAt: kolkata('2026-11-21'), isDeleted: true }],
  ];
  for (const [firstName, values] of rows)
    c[firstName] = await createCustomer(app, store, { firstName, ...values });
  // Eleven more, older than all of the above, so the list has two pages.
  for (let i = 0; i < 11; i += 1)
    await createCustomer(app, store, { firstName: `Bulk${i}`, createdAt: kolkata(`2026-10-${10 + i}`) });
  c.Foreign = await createCustomer(app, other, { firstName: 'Meera', lastName: 'Elsewhere' });
});
afterAll(() => app.close());

const list = async (query: Record<string, string | number | boolean> = {}, h = headers) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/customer/all',
    query: stringify(query),
    headers: h,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as ListCustomersReply;
};
const stringify = (q: Record<string, string | number | boolean>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
const names = (reply: ListCustomersReply) => reply.data.map((row) => row.first_name);

describe('GET customer/all', () => {
  it('pages 10 from page 1, newest first, without deleted customers or other stores', async () => {
    const first = await list({ limit: 10, offset: 1 });
    expect(first).toMatchObject({ total: 15, pages: 2 });
    expect(names(first).slice(0, 4)).toEqual(['Arjun', 'Ananya', 'Ravi', 'Meera']);
    expect(first.data[0]).toEqual({
      _id: c.Arjun.id,
      first_name: 'Arjun',
      last_name: 'Rao',
      email: c.Arjun.email,
      phone_no: c.Arjun.phoneNo,
      country_code: null,
      points: 0,
      order_count: 12,
      order_total: 9999,
      version: 0,
      push_notification: false,
      createdAt: kolkata('2026-11-20', '23:50').toISOString(),
    });
    const second = await list({ limit: 10, offset: 2 });
    expect(second.data).toHaveLength(5);
    expect(names(second)).toEqual(['Bulk4', 'Bulk3', 'Bulk2', 'Bulk1', 'Bulk0']);
    expect(names(first)).not.toContain('Gone');
    expect((await list({}, otherHeaders)).data.map((row) => row._id)).toEqual([c.Foreign.id]);
  });

  it('matches the keyword in name, e-mail or phone', async () => {
    expect(names(await list({ 'filter.keyword': 'mee' }))).toEqual(['Meera']);
    expect(names(await list({ 'filter.keyword': '2345678' }))).toEqual(['Ravi']);
    expect(names(await list({ 'filter.keyword': c.Ananya.email! }))).toEqual(['Ananya']);
    expect(names(await list({ 'filter.keyword': 'gone' }))).toEqual([]);
  });

  it('bounds the created date by store-local days under both names', async () => {
    // 00:10 and 23:50 in Kolkata are on the 20th there, though 00:10 is the 19th in UTC.
    const day = { 'filter.added_from_date': '2026-11-20', 'filter.added_to_date': '2026-11-20' };
    expect(names(await list(day))).toEqual(['Arjun', 'Ananya']);
    const created = { 'filter.created_from': '2026-11-01', 'filter.created_to': '2026-11-10' };
    expect(names(await list(created))).toEqual(['Ravi', 'Meera']);
    expect(
      names(await list({ 'filter.added_from_date': '2026-11-02', 'filter.created_to': '2026-11-19' })),
    ).toEqual(['Ravi']);
  });

  it('filters by order count, points, order total and the push flag', async () => {
    expect(names(await list({ 'filter.order_count_from': 5 }))).toEqual(['Arjun', 'Ravi']);
    expect(names(await list({ 'filter.order_count_from': 1, 'filter.order_count_to': 5 }))).toEqual([
      'Ravi',
      'Meera',
    ]);
    expect(names(await list({ 'filter.points_from': 100, 'filter.points_to': 1200 }))).toEqual([
      'Ananya',
      'Ravi',
    ]);
    expect(names(await list({ 'filter.order_total_from': 100.5, 'filter.order_total_to': 2500.5 }))).toEqual([
      'Ravi',
    ]);
    expect(names(await list({ 'filter.push_notification': true }))).toEqual(['Ananya']);
    expect((await list({ 'filter.push_notification': false, 'filter.is_deleted': false })).total).toBe(14);
  });

  it('refuses bad filters with 400 and asking for deleted customers', async () => {
    const bad: Record<string, string>[] = [
      { 'filter.added_from_date': '20/11/2026' },
      { 'filter.points_from': '-1' },
      { 'filter.is_deleted': 'true' },
      { 'filter.unknown': 'x' },
      { offset: '0' },
    ];
    for (const query of bad) {
      const res = await app.inject({ method: 'GET', url: '/api/customer/all', query, headers });
      expect([JSON.stringify(query), res.statusCode]).toEqual([JSON.stringify(query), 400]);
      expect(res.json()).toEqual({ message: expect.any(String), title: expect.any(String) });
    }
  });
});

describe('PUT customer/points', () => {
  const rowOf = async (id: string) => (await app.db.select().from(customers).where(eq(customers.id, id)))[0];
  /** As the modal sends it: with the version of the row the list shows now, unless the test gives one. */
  const put = async (payload: { _id: string; version?: number; [field: string]: unknown }, h = headers) => {
    const version = payload.version ?? (await rowOf(payload._id)).version;
    return app.inject({
      method: 'PUT',
      url: '/api/customer/points',
      headers: h,
      payload: { version, ...payload },
    });
  };

  it('sets the points, answers the row and records an audit row', async () => {
    const res = await put({ _id: c.Meera.id, first_name: 'Meera', points: 75 });
    expect(res.statusCode).toBe(200);
    const body = res.json() as UpdateCustomerPointsReply;
    expect(body).toMatchObject({
      message: CUSTOMER_POINTS_UPDATED_MESSAGE,
      title: CUSTOMER_POINTS_UPDATED_TITLE,
      data: { _id: c.Meera.id, first_name: 'Meera', points: 75 },
    });
    expect(CUSTOMER_POINTS_UPDATED_MESSAGE).toBe('Successfully updated Points');
    const [row] = await app.db.select().from(customers).where(eq(customers.id, c.Meera.id));
    expect(row.points).toBe(75);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.Meera.id), eq(auditLog.action, 'update_points')));
    expect(audit.map((a) => [a.before, a.after])).toEqual([[{ points: 50 }, { points: 75 }]]);
  });

  it('writes points only, and refuses negative or fractional points', async () => {
    await put({ _id: c.Ravi.id, first_name: 'Renamed', points: 10 });
    const [row] = await app.db.select().from(customers).where(eq(customers.id, c.Ravi.id));
    expect([row.firstName, row.points]).toEqual(['Ravi', 10]);
    for (const points of [-1, 1.5, '5']) {
      const res = await put({ _id: c.Ravi.id, points });
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers 409 to a stale version, also after a booking spent points, and writes nothing', async () => {
    const shown = (await list({ 'filter.keyword': 'Ananya' })).data[0];
    const saved = await put({ _id: shown._id, version: shown.version, points: 1100 });
    expect([saved.statusCode, saved.json().data.version]).toEqual([200, shown.version + 1]);
    // The list still shows the old row: its save would undo the one above.
    const stale = await put({ _id: shown._id, version: shown.version, points: 1300 });
    expect([stale.statusCode, stale.json()]).toEqual([409, CHANGED_ELSEWHERE.customer]);
    // A booking spends points with a relative update that does not touch the version; the trigger bumps it.
    const reloaded = (await list({ 'filter.keyword': 'Ananya' })).data[0];
    await app.db
      .update(customers)
      .set({ points: sql`${customers.points} - 100` })
      .where(eq(customers.id, shown._id));
    const afterBooking = await put({ _id: shown._id, version: reloaded.version, points: 1100 });
    expect(afterBooking.statusCode).toBe(409);
    expect((await rowOf(shown._id)).points).toBe(1000);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, shown._id), eq(auditLog.action, 'update_points')));
    expect(audits).toHaveLength(1);
  });

  it("is 404 for another store's customer and a deleted one, and writes nothing", async () => {
    for (const id of [c.Foreign.id, c.Gone.id]) {
      const res = await put({ _id: id, points: 999 });
      expect([res.statusCode, res.json().message]).toEqual([404, CUSTOMER_NOT_FOUND_MESSAGE]);
    }
    const [foreign] = await app.db.select().from(customers).where(eq(customers.id, c.Foreign.id));
    expect(foreign.points).toBe(0);
  });
});

describe('DELETE customer', () => {
  const del = (id: string, h = headers) =>
    app.inject({ method: 'DELETE', url: `/api/customer?customer_id=${id}`, headers: h });

  it("is 404 for another store's customer, which stays", async () => {
    const res = await del(c.Foreign.id);
    expect([res.statusCode, res.json().message]).toEqual([404, CUSTOMER_NOT_FOUND_MESSAGE]);
    expect((await list({}, otherHeaders)).total).toBe(1);
  });

  it('removes the customer from the list and search, and keeps their booking readable', async () => {
    const { placed } = await createStatuses(app, store);
    const booking = await createBooking(app, store, { customer: c.Arjun, status: placed });
    const res = await del(c.Arjun.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CUSTOMER_DELETED_MESSAGE, title: CUSTOMER_DELETED_TITLE });
    expect(names(await list({ limit: 100 }))).not.toContain('Arjun');
    const search = await app.inject({
      method: 'GET',
      url: '/api/customer/search?filter.keyword=arjun',
      headers,
    });
    expect(search.json().total).toBe(0);
    const details = await app.inject({
      method: 'GET',
      url: `/api/store/order/details?id=${booking.id}`,
      headers,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.customer).toMatchObject({ _id: c.Arjun.id, first_name: 'Arjun' });
    const [row] = await app.db.select().from(customers).where(eq(customers.id, c.Arjun.id));
    expect(row.isDeleted).toBe(true);
    expect((await del(c.Arjun.id)).statusCode).toBe(404);
  });
});
