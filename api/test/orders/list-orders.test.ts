import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ListOrdersReply } from '@storedesk/shared/contracts';
import { storeLocations } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { DELIVERY_WINDOW_SORT_DAYS, narrowDeliveryWindow } from '../../src/routes/orders/list-filters';
import { LIST_COUNT_CAP } from '../../src/routes/orders/list-orders-count';
import {
  createBooking,
  createCustomer,
  createStatuses,
  type BookingRow,
  type StatusRow,
} from './order-fixtures';

/** GET store/order/all: every filter, store-local date ranges, paging and pages, store isolation. */
let app: FastifyInstance;
let store: StoreRow;
let token: string;
let statuses: { placed: StatusRow; completed: StatusRow };
const made: Record<string, BookingRow> = {};

async function list(query: Record<string, string | number> = {}, as = token) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/store/order/all',
    query: stringify(query),
    headers: authHeader(as),
  });
  return { status: res.statusCode, body: res.json() as ListOrdersReply };
}
const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
const numbers = (reply: ListOrdersReply) => reply.data.map((r) => r.order_number);

beforeAll(async () => {
  app = await buildTestApp();
  // Asia/Kolkata (+05:30): 2026-11-21T20:00Z is already 22 November locally.
  store = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  token = await loginAs(app, 'ADMIN', store);
  statuses = await createStatuses(app, store);
  const [location] = await app.db
    .insert(storeLocations)
    .values({ storeId: store.id, name: 'Pune' })
    .returning();
  const asha = await createCustomer(app, store, {
    firstName: 'Asha',
    lastName: 'Rao',
    phoneNo: '9811100001',
    email: 'asha@example.test',
  });
  const vik = await createCustomer(app, store, {
    firstName: 'Vikram',
    lastName: 'Iyer',
    phoneNo: '9822200002',
    email: 'vik@mail.test',
  });
  made.a = await createBooking(app, store, {
    customer: asha,
    status: statuses.placed,
    values: {
      orderNumber: 501,
      createdAt: new Date('2026-11-20T10:00:00Z'),
      deliveryDate: '2026-11-25',
      total: '150.00',
    },
  });
  made.b = await createBooking(app, store, {
    customer: vik,
    status: statuses.completed,
    values: {
      orderNumber: 502,
      createdAt: new Date('2026-11-21T20:00:00Z'),
      orderType: 'WEB_APP',
      isPaid: true,
      payment: { is_paid: true, payment_method: 'cash', transaction_id: null },
      storeLocationId: location.id,
      deliveryDate: '2026-11-26',
      total: '900.00',
    },
  });
  made.c = await createBooking(app, store, {
    customer: asha,
    status: statuses.placed,
    values: {
      orderNumber: 503,
      createdAt: new Date('2026-11-22T12:00:00Z'),
      deliveryDate: '2026-11-30',
      total: '400.00',
    },
  });
  made.location = { ...made.a, storeLocationId: location.id };
});
afterAll(() => app.close());

it('lists newest first, 20 per page by default, with pages and total', async () => {
  const { status, body } = await list();
  expect(status).toBe(200);
  expect(numbers(body)).toEqual([503, 502, 501]);
  expect(body).toMatchObject({ total: 3, pages: 1 });
  const row = body.data[1];
  expect(row.customer).toMatchObject({ first_name: 'Vikram', last_name: 'Iyer', phone_no: '9822200002' });
  expect(row.current_status).toMatchObject({ status_name: 'Done', status_id: statuses.completed.id });
  expect(row).toMatchObject({ is_completed: true, version: 1, total: 900, order_type: 'WEB_APP' });
});

it('pages with limit and offset (page from 1), and an empty page past the end', async () => {
  const page1 = await list({ limit: 2, offset: 1 });
  const page2 = await list({ limit: 2, offset: 2 });
  const page3 = await list({ limit: 2, offset: 3 });
  expect(numbers(page1.body)).toEqual([503, 502]);
  expect(numbers(page2.body)).toEqual([501]);
  expect(page1.body.pages).toBe(2);
  expect(page3.body).toEqual({ data: [], total: 3, pages: 2 });
});

it('deep pages read from the oldest end give the same rows as from the newest', async () => {
  const all = numbers((await list()).body);
  const each = [];
  for (let page = 1; page <= 3; page++) each.push(...numbers((await list({ limit: 1, offset: page })).body));
  expect(each).toEqual(all);
  expect(each).toEqual([503, 502, 501]);
});

it.each([
  ['filter.keyword', 'vikram', [502]],
  ['filter.keyword', 'RAO', [503, 501]],
  ['filter.keyword', 'asha rao', [503, 501]],
  ['filter.keyword', 'vik@mail', [502]],
  ['filter.keyword', '98111', [503, 501]],
  ['filter.keyword', '502', [502]],
  ['filter.keyword', '%', []],
  ['filter.order_type', 'WEB_APP', [502]],
  ['filter.order_number', '501', [501]],
  ['filter.from_total', '400', [503, 502]],
  ['filter.to_total', '400', [503, 501]],
  ['filter.delivery_from_date', '2026-11-26', [503, 502]],
  ['filter.delivery_to_date', '2026-11-26', [502, 501]],
  ['filter.is_paid', 'PAID', [502]],
  ['filter.is_paid', 'NOT_PAID', [503, 501]],
])('%s=%s', async (key, value, expected) => {
  const { status, body } = await list({ [key]: value });
  expect(status).toBe(200);
  expect(numbers(body)).toEqual(expected);
  expect(body.total).toBe(expected.length);
});

it('filters by status, customer and location ids', async () => {
  expect(numbers((await list({ 'filter.order_status': statuses.completed.id })).body)).toEqual([502]);
  expect(numbers((await list({ 'filter.customer_id': made.a.customerId })).body)).toEqual([503, 501]);
  expect(numbers((await list({ 'filter.location': made.location.storeLocationId! })).body)).toEqual([502]);
});

it('order date ranges are store-local days (Asia/Kolkata)', async () => {
  // 2026-11-21T20:00Z is 2026-11-22 01:30 in Kolkata: it belongs to the 22nd, not the 21st.
  expect(
    numbers(
      (await list({ 'filter.order_from_date': '2026-11-22', 'filter.order_to_date': '2026-11-22' })).body,
    ),
  ).toEqual([503, 502]);
  expect(
    numbers(
      (await list({ 'filter.order_from_date': '2026-11-21', 'filter.order_to_date': '2026-11-21' })).body,
    ),
  ).toEqual([]);
  expect(numbers((await list({ 'filter.order_to_date': '2026-11-20' })).body)).toEqual([501]);
});

it('combines filters', async () => {
  const { body } = await list({ 'filter.keyword': 'asha', 'filter.from_total': 200 });
  expect(numbers(body)).toEqual([503]);
  expect(body.pages).toBe(1);
});

it('refuses bad filters with 400 {message, title}', async () => {
  const bad: Record<string, string>[] = [
    { 'filter.is_paid': 'YES' },
    { 'filter.order_from_date': '22/11/2026' },
    { 'filter.unknown': 'x' },
    { offset: '0' },
  ];
  for (const query of bad) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/store/order/all',
      query,
      headers: authHeader(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ title: 'Invalid Input' });
  }
});

it("never shows another store's bookings", async () => {
  const other = await createStore(app);
  const otherToken = await loginAs(app, 'ADMIN', other);
  const { body } = await list({}, otherToken);
  expect(body).toEqual({ data: [], total: 0, pages: 0 });
  const byId = await list({ 'filter.customer_id': made.a.customerId }, otherToken);
  expect(byId.body.total).toBe(0);
});

it('keeps the unfiltered total exact through inserts and deletes (booking_day_counts triggers)', async () => {
  const extra = await createBooking(app, store, {
    customer: await createCustomer(app, store),
    status: statuses.placed,
  });
  expect((await list()).body.total).toBe(4);
  const res = await app.inject({
    method: 'DELETE',
    url: '/api/store/order',
    query: { id: extra.id },
    headers: authHeader(token),
  });
  expect(res.statusCode).toBe(200);
  expect((await list()).body.total).toBe(3);
});

it('every page, from either end and across days of different sizes, holds the right rows (last page too)', async () => {
  const many = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  const manyToken = await loginAs(app, 'ADMIN', many);
  const manyStatuses = await createStatuses(app, many);
  const customer = await createCustomer(app, many, { firstName: 'Deep', lastName: 'Pages' });
  // Five UTC days holding 4, 1, 7, 2 and 5 bookings; two share one instant (ties go by id).
  const perDay = [4, 1, 7, 2, 5];
  let number = 1000;
  for (const [day, n] of perDay.entries()) {
    for (let i = 0; i < n; i++) {
      number += 1;
      const minute = day === 2 && i === 1 ? 0 : i;
      await createBooking(app, many, {
        customer,
        status: manyStatuses.placed,
        values: {
          orderNumber: number,
          createdAt: new Date(Date.UTC(2026, 10, 10 + day, 6, minute)),
        },
      });
    }
  }
  const everything = numbers((await list({ limit: 100 }, manyToken)).body);
  expect(everything).toHaveLength(19);
  for (const limit of [1, 3, 4, 7]) {
    const first = (await list({ limit, offset: 1 }, manyToken)).body;
    expect(first.pages).toBe(Math.ceil(19 / limit));
    const paged: number[] = [];
    for (let page = 1; page <= first.pages; page++) {
      const { body } = await list({ limit, offset: page }, manyToken);
      expect(body.total).toBe(19);
      paged.push(...numbers(body));
    }
    expect(paged).toEqual(everything);
  }
  const last = (await list({ limit: 3, offset: 7 }, manyToken)).body;
  expect(numbers(last)).toEqual([1001]);
});

it('a delivery-date window is collected and sorted: newest first, paged without gaps, last page included', async () => {
  const win = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  const winToken = await loginAs(app, 'ADMIN', win);
  const winStatuses = await createStatuses(app, win);
  const customer = await createCustomer(app, win, { firstName: 'Window', lastName: 'Sort' });
  // Created in one order, delivered in another: the newest bookings deliver outside the window.
  const rows: [number, string, string][] = [
    [2001, '2026-11-01T08:00:00Z', '2026-11-20'],
    [2002, '2026-11-02T08:00:00Z', '2026-11-22'],
    [2003, '2026-11-03T08:00:00Z', '2026-11-21'],
    [2004, '2026-11-04T08:00:00Z', '2026-12-30'],
    [2005, '2026-11-05T08:00:00Z', '2026-11-20'],
    [2006, '2026-11-06T08:00:00Z', '2026-12-31'],
    [2007, '2026-11-06T08:00:00Z', '2026-11-21'],
  ];
  for (const [orderNumber, createdAt, deliveryDate] of rows) {
    await createBooking(app, win, {
      customer,
      status: winStatuses.placed,
      values: { orderNumber, createdAt: new Date(createdAt), deliveryDate },
    });
  }
  const window = { 'filter.delivery_from_date': '2026-11-20', 'filter.delivery_to_date': '2026-11-22' };
  const whole = (await list({ ...window, limit: 100 }, winToken)).body;
  expect(whole.total).toBe(5);
  // 2007 and 2006 share an instant; 2007 was inserted later but ties go by id, so compare with the wide window.
  const wide = { 'filter.delivery_from_date': '2026-01-01', 'filter.delivery_to_date': '2026-11-22' };
  expect(numbers(whole)).toEqual(numbers((await list({ ...wide, limit: 100 }, winToken)).body));
  expect([...numbers(whole)].sort()).toEqual([2001, 2002, 2003, 2005, 2007]);
  expect(numbers(whole).slice(1)).toEqual([2005, 2003, 2002, 2001]);
  const paged: number[] = [];
  for (let page = 1; page <= 3; page++)
    paged.push(...numbers((await list({ ...window, limit: 2, offset: page }, winToken)).body));
  expect(paged).toEqual(numbers(whole));
  expect(numbers((await list({ ...window, limit: 2, offset: 3 }, winToken)).body)).toEqual([2001]);
});

it('only a delivery window with both ends and under DELIVERY_WINDOW_SORT_DAYS days is collected and sorted', () => {
  const window = (from?: string, to?: string) =>
    narrowDeliveryWindow({ 'filter.delivery_from_date': from, 'filter.delivery_to_date': to });
  expect(window('2026-11-20', '2026-11-20')).toBe(true);
  expect(window('2026-11-01', '2026-12-01')).toBe(true);
  expect(window('2026-11-01', '2026-12-02')).toBe(false);
  expect(window('2026-11-22', '2026-11-20')).toBe(false);
  expect(window('2026-11-20', undefined)).toBe(false);
  expect(window(undefined, '2026-11-20')).toBe(false);
  expect(DELIVERY_WINDOW_SORT_DAYS).toBe(31);
});

it('a filtered page carries its count (capped at LIST_COUNT_CAP) and past the last page is empty with the same count', async () => {
  const big = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  const bigToken = await loginAs(app, 'ADMIN', big);
  const bigStatuses = await createStatuses(app, big);
  const customer = await createCustomer(app, big, { firstName: 'Many', lastName: 'Bookings' });
  await app.db.execute(sql`
    INSERT INTO bookings (store_id, order_number, customer_id, current_status_id, order_type, sub_total, total,
                          is_paid, delivery_date, created_at)
    SELECT ${big.id}, g, ${customer.id}, ${bigStatuses.placed.id}, 'POS', 100, 100, g % 2 = 0,
           date '2026-11-20', timestamptz '2026-11-01' + (g || ' minutes')::interval
      FROM generate_series(1, ${LIST_COUNT_CAP + 5}) g`);
  const byStatus = { 'filter.order_status': bigStatuses.placed.id };
  const first = (await list(byStatus, bigToken)).body;
  expect(first).toMatchObject({ total: LIST_COUNT_CAP, pages: LIST_COUNT_CAP / 20 });
  expect(numbers(first).slice(0, 2)).toEqual([LIST_COUNT_CAP + 5, LIST_COUNT_CAP + 4]);
  const last = (await list({ ...byStatus, offset: LIST_COUNT_CAP / 20 }, bigToken)).body;
  expect(last.total).toBe(LIST_COUNT_CAP);
  expect(numbers(last)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
  const past = (await list({ ...byStatus, offset: LIST_COUNT_CAP / 20 + 1 }, bigToken)).body;
  expect(past).toEqual({ data: [], total: LIST_COUNT_CAP, pages: LIST_COUNT_CAP / 20 });
  // Paid only (every second booking): 1,002 matches, counted exactly; the window path gives the same.
  const paid = { ...byStatus, 'filter.is_paid': 'PAID' };
  expect((await list(paid, bigToken)).body).toMatchObject({ total: 1002, pages: 51 });
  const window = {
    ...paid,
    'filter.delivery_from_date': '2026-11-19',
    'filter.delivery_to_date': '2026-11-21',
  };
  const lastPaid = (await list({ ...window, offset: 51 }, bigToken)).body;
  expect(lastPaid).toMatchObject({ total: 1002, pages: 51 });
  expect(numbers(lastPaid)).toEqual([4, 2]);
  expect((await list({ ...window, offset: 52 }, bigToken)).body).toEqual({
    data: [],
    total: 1002,
    pages: 51,
  });
  const none = {
    ...byStatus,
    'filter.delivery_from_date': '2026-11-21',
    'filter.delivery_to_date': '2026-11-22',
  };
  expect((await list(none, bigToken)).body).toEqual({ data: [], total: 0, pages: 0 });
});
