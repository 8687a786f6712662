import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import type { CreateOrderReply } from '@storedesk/shared/contracts';
import { auditLog, bookingItems, bookings, customers } from '../../src/db/schema';
import { ORDER_MESSAGES as M } from '../../src/routes/cart/cart-messages';
import { buildTestApp } from '../helpers/test-app';
import { bookingStore, createCustomer, orderBody, type BookingStore } from './booking-fixtures';
import { onPostgres, peakConnections } from '../helpers/send-together';

/**
 * Issue 9: points are a balance. Parallel bookings spending the same points must not spend them twice
 * (the test store: 10 points = 1.00, no usage conditions; Deep Cleaning 1000.00).
 */
let app: FastifyInstance;
let s: BookingStore;

beforeAll(async () => {
  app = await buildTestApp();
  s = await bookingStore(app);
});
afterAll(() => app.close());

const create = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/store/order', headers: s.headers, payload });
const balanceOf = async (customerId: string) =>
  (await app.db.select({ points: customers.points }).from(customers).where(eq(customers.id, customerId)))[0]
    .points;
const bookingsOf = (customerId: string) =>
  app.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.storeId, s.store.id), eq(bookings.customerId, customerId)));

describe('loyalty points under concurrency', () => {
  it('10 bookings at once, each using 100 of 100 points: exactly 1 made, 9 refused, balance 0', async () => {
    const customer = await createCustomer(app, s.store, { points: 100 });
    const bodies = Array.from({ length: 10 }, () => orderBody(s, { customer_id: customer.id, points: 100 }));
    const auditsBefore = (await app.db.select({ n: count() }).from(auditLog))[0].n;

    const { result: replies, peak } = await peakConnections(app, () => Promise.all(bodies.map(create)));

    if (onPostgres()) expect(peak).toBeGreaterThan(4);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    const made = replies.filter((r) => r.statusCode === 200);
    for (const r of replies.filter((reply) => reply.statusCode === 400))
      expect(r.json()).toEqual({ message: M.notEnoughPoints, title: M.notEnoughPointsTitle });

    expect(await balanceOf(customer.id)).toBe(0);
    const rows = await bookingsOf(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: (made[0].json() as CreateOrderReply).data._id,
      pointsUsed: 100,
      discountByPoints: '10.00',
    });
    // Nothing half-written by the refused ones: one booking's lines, one audit row, one order counted.
    const items = await app.db.select().from(bookingItems).where(eq(bookingItems.bookingId, rows[0].id));
    expect(items).toHaveLength(1);
    expect((await app.db.select({ n: count() }).from(auditLog))[0].n).toBe(auditsBefore + 1);
    const [after] = await app.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(after.orderCount).toBe(1);
  });

  it('with 250 points, 10 bookings of 100 at once: exactly 2 made, balance 50', async () => {
    const customer = await createCustomer(app, s.store, { points: 250 });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => create(orderBody(s, { customer_id: customer.id, points: 100 }))),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, ...Array(8).fill(400)]);
    expect(await balanceOf(customer.id)).toBe(50);
    expect(await bookingsOf(customer.id)).toHaveLength(2);
  });

  it('the same idempotency key sent 5 times at once makes one booking and takes the points once', async () => {
    const customer = await createCustomer(app, s.store, { points: 100 });
    const body = orderBody(s, { customer_id: customer.id, points: 100 });
    const replies = await Promise.all(Array.from({ length: 5 }, () => create(body)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(replies.map((r) => (r.json() as CreateOrderReply).data._id));
    expect(ids.size).toBe(1);
    expect(await bookingsOf(customer.id)).toHaveLength(1);
    expect(await balanceOf(customer.id)).toBe(0);

    // A later replay of the same key still answers that booking, not a refusal for the now empty balance.
    const again = await create(body);
    expect(again.statusCode).toBe(200);
    expect((again.json() as CreateOrderReply).data._id).toBe([...ids][0]);
    expect(await balanceOf(customer.id)).toBe(0);
  });

  it('a booking asking more points than the balance is refused and writes nothing', async () => {
    const customer = await createCustomer(app, s.store, { points: 40 });
    const res = await create(orderBody(s, { customer_id: customer.id, points: 100 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: M.notEnoughPoints,
      title: M.notEnoughPointsTitle,
      code: 'INVALID_INPUT',
    });
    expect(await bookingsOf(customer.id)).toHaveLength(0);
    expect(await balanceOf(customer.id)).toBe(40);
  });
});
