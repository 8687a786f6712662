import type { FastifyInstance } from 'fastify';
import type { DaywiseReply } from '@storedesk/shared/contracts';
import { deliverySlots } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { createBooking, createCustomer, createStatuses } from './order-fixtures';

/** GET store/order/daywise: the day's rows by slot, keyset pages, the weekday's slots, store-local order days. */
let app: FastifyInstance;
let store: StoreRow;
let token: string;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  token = await loginAs(app, 'SITEADMIN', store);
  const { placed } = await createStatuses(app, store);
  const customer = await createCustomer(app, store, {
    firstName: 'Meera',
    lastName: 'Shah',
    phoneNo: '9000012345',
  });
  const slot = (start: string) => ({
    day: 'MONDAY',
    start_time: start,
    end_time: '23:00',
    type: 'SCHEDULED',
  });
  const starts = ['11:00', '09:00', '09:00', '14:30', '10:00'];
  for (const [i, start] of starts.entries()) {
    await createBooking(app, store, {
      customer,
      status: placed,
      values: {
        orderNumber: 7000 + i,
        deliveryDate: '2026-11-23',
        deliveryData: slot(start),
        createdAt: new Date(`2026-11-22T0${i}:00:00Z`),
        isPaid: i === 0,
      },
      lines: [
        { name: 'Deep cleaning', price: '100.00', quantity: 2 },
        { name: 'Sofa', price: '50.00', quantity: 1 },
      ],
    });
  }
  await createBooking(app, store, {
    customer,
    status: placed,
    values: { orderNumber: 7999, deliveryDate: '2026-11-24', createdAt: new Date('2026-11-10T10:00:00Z') },
  });
  await app.db.insert(deliverySlots).values({
    storeId: store.id,
    day: 'MONDAY',
    isActive: true,
    slots: [
      { _id: 's1', start_time: '09:00', end_time: '10:00', cutoff_time: '08:00', is_active: true },
      { _id: 's2', start_time: '10:00', end_time: '11:00', cutoff_time: '09:00', is_active: false },
    ],
  });
});
afterAll(() => app.close());

async function day(query: Record<string, string>) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/store/order/daywise',
    query,
    headers: authHeader(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as DaywiseReply;
}

it('returns the delivery day in slot order with compact rows and the active weekday slots', async () => {
  const reply = await day({ date: '2026-11-23' });
  expect(reply.total).toBe(5);
  expect(reply.data.map((r) => r.order_number)).toEqual([7001, 7002, 7004, 7000, 7003]);
  expect(reply.data[3]).toMatchObject({
    customer_name: 'Meera Shah',
    phone_no: '9000012345',
    start_time: '11:00',
    status_name: 'Placed',
    total: 250,
    is_paid: true,
    services: 'Deep cleaning x2, Sofa',
  });
  expect(reply.next_cursor).toBeNull();
  expect(reply.delivery_slots).toEqual({
    day: 'MONDAY',
    is_active: true,
    slots: [{ _id: 's1', start_time: '09:00', end_time: '10:00', cutoff_time: '08:00' }],
  });
});

it('pages by cursor without gaps or repeats', async () => {
  const seen: number[] = [];
  let cursor: string | null = null;
  let calls = 0;
  do {
    const reply: DaywiseReply = await day({ date: '2026-11-23', limit: '2', ...(cursor ? { cursor } : {}) });
    seen.push(...reply.data.map((r) => r.order_number));
    cursor = reply.next_cursor;
    calls++;
  } while (cursor);
  expect(calls).toBe(3);
  expect(seen).toEqual([7001, 7002, 7004, 7000, 7003]);
});

it('ORDER_DATE takes the store-local creation day, oldest first, also by cursor', async () => {
  // Created 00:00..04:00Z on the 22nd = 05:30..09:30 in Kolkata, all the 22nd; 7999 on the 10th.
  const first = await day({ date: '2026-11-22', date_type: 'ORDER_DATE', limit: '3' });
  expect(first.total).toBe(5);
  const second = await day({
    date: '2026-11-22',
    date_type: 'ORDER_DATE',
    limit: '3',
    cursor: first.next_cursor!,
  });
  expect([...first.data, ...second.data].map((r) => r.order_number)).toEqual([7000, 7001, 7002, 7003, 7004]);
  expect(second.next_cursor).toBeNull();
});

it('a weekday without an active card has no slots; a bad cursor is a 400', async () => {
  const reply = await day({ date: '2026-11-24' });
  expect(reply.data.map((r) => r.order_number)).toEqual([7999]);
  expect(reply.delivery_slots).toEqual({ day: 'TUESDAY', is_active: false, slots: [] });
  const bad = await app.inject({
    method: 'GET',
    url: '/api/store/order/daywise',
    query: { date: '2026-11-23', cursor: 'bm9wZQ' },
    headers: authHeader(token),
  });
  expect(bad.statusCode).toBe(400);
});

it("shows nothing of another store's day", async () => {
  const other = await loginAs(app, 'ADMIN');
  const res = await app.inject({
    method: 'GET',
    url: '/api/store/order/daywise',
    query: { date: '2026-11-23' },
    headers: authHeader(other),
  });
  expect((res.json() as DaywiseReply).total).toBe(0);
});

it('counts the day on the first page only; later pages carry that total in the cursor', async () => {
  const { placed } = await createStatuses(app, store);
  const customer = await createCustomer(app, store, { firstName: 'Carry', lastName: 'Total' });
  const at = (n: number, start: string) =>
    createBooking(app, store, {
      customer,
      status: placed,
      values: {
        orderNumber: 8000 + n,
        deliveryDate: '2026-12-07',
        deliveryData: { day: 'MONDAY', start_time: start, end_time: '23:00', type: 'SCHEDULED' },
      },
    });
  await at(1, '09:00');
  await at(2, '10:00');
  await at(3, '11:00');
  const first = await day({ date: '2026-12-07', limit: '2' });
  expect(first.total).toBe(3);
  // Booked between the pages: the keyset still reaches it, the total stays the one the first page counted.
  await at(4, '12:00');
  const second = await day({ date: '2026-12-07', limit: '2', cursor: first.next_cursor! });
  expect(second.total).toBe(3);
  expect(second.data.map((r) => r.order_number)).toEqual([8003, 8004]);
  expect((await day({ date: '2026-12-07', limit: '2' })).total).toBe(4);
});

it.each([
  ['without a total', ['09:00', 8001]],
  ['with a negative total', ['09:00', 8001, -1]],
  ['with a fractional total', ['09:00', 8001, 1.5]],
])('refuses a cursor %s (400)', async (_label, key) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/store/order/daywise',
    query: { date: '2026-12-07', cursor: Buffer.from(JSON.stringify(key)).toString('base64url') },
    headers: authHeader(token),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: 'The page cursor is not valid; reload the day' });
});
