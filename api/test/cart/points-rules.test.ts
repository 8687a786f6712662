import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Cart, CreateOrderReply } from '@storedesk/shared/contracts';
import { bookings, customerGroupMembers, customerGroups, customers, pointsConfig } from '../../src/db/schema';
import { buildTestApp } from '../helpers/test-app';
import {
  bookingStore,
  createCustomer,
  createProduct,
  orderBody,
  type BookingStore,
} from './booking-fixtures';

/**
 * The store's points usage rules applied by the server cart and by the booking alike (spec 3 "Points config"),
 * with the seeded rules: 1 point = 1.00; group ALL: orders 499-4999 at most 200 points, 5000-50000 at most 500.
 * The test store's tax is 18%; its SCHEDULED delivery costs 49.00 below 1500.00.
 */
let app: FastifyInstance;
let s: BookingStore;
let basic: string;
let small: string;
let gold: string;

beforeAll(async () => {
  app = await buildTestApp();
  s = await bookingStore(app);
  basic = (await createProduct(app, s.store, { name: 'Basic Clean', price: '899.00' })).product.id;
  small = (await createProduct(app, s.store, { name: 'Tap Fix', price: '400.00' })).product.id;
  const [group] = await app.db
    .insert(customerGroups)
    .values({ storeId: s.store.id, name: 'Gold', type: 'MANUAL' })
    .returning();
  gold = group.id;
});
afterAll(() => app.close());

async function setRules(usage: (typeof pointsConfig.$inferInsert)['usageCondition']) {
  await app.db
    .update(pointsConfig)
    .set({ uom: { points: 1, currency: 1 }, usageCondition: usage })
    .where(eq(pointsConfig.storeId, s.store.id));
}
const SEEDED = [
  { customer_group: 'ALL', order_value_min: 499, order_value_max: 4999, points_cap: 200 },
  { customer_group: 'ALL', order_value_min: 5000, order_value_max: 50000, points_cap: 500 },
];

async function cartFor(customerId: string, productId: string, points: number): Promise<Cart> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/store/cart',
    headers: s.headers,
    payload: {
      order_type: 'CSC',
      type: 'PAYMENT',
      customer_id: customerId,
      cart: { products: [{ product_id: productId, selected_quantity: 1 }], points },
    },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Cart }).data;
}
async function bookFor(customerId: string, productId: string, points: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/store/order',
    headers: s.headers,
    payload: orderBody(s, {
      customer_id: customerId,
      products: [{ product_id: productId, selected_quantity: 1 }],
      points,
    }),
  });
  expect(res.statusCode).toBe(200);
  const [booking] = await app.db
    .select()
    .from(bookings)
    .where(eq(bookings.id, (res.json() as CreateOrderReply).data._id));
  return booking;
}
const balanceOf = async (customerId: string) =>
  (await app.db.select({ points: customers.points }).from(customers).where(eq(customers.id, customerId)))[0]
    .points;

describe("the points cap (group 'ALL')", () => {
  beforeAll(() => setRules(SEEDED));

  it('an 899.00 order asking 500 of 500 points uses 200: cart and booking agree, 200 taken', async () => {
    const customer = await createCustomer(app, s.store, { points: 500 });
    const cart = await cartFor(customer.id, basic, 500);
    // 899 - 200 = 699 taxable; 18% = 125.82; delivery 49.00 (below 1500).
    expect(cart).toMatchObject({
      sub_total: 899,
      points: 500,
      points_used: 200,
      discount_by_points: 200,
      tax: 125.82,
      total: 873.82,
    });
    const booking = await bookFor(customer.id, basic, 500);
    expect(booking).toMatchObject({
      subTotal: '899.00',
      pointsUsed: cart.points_used,
      discountByPoints: '200.00',
      tax: '125.82',
      total: cart.total.toFixed(2),
    });
    expect(booking.discounts).toEqual([{ type: 'POINTS', discount_value: 200 }]);
    expect(await balanceOf(customer.id)).toBe(300);
  });

  it('an order below every range (400.00) may use no points: none used, none taken', async () => {
    const customer = await createCustomer(app, s.store, { points: 500 });
    const cart = await cartFor(customer.id, small, 100);
    expect([cart.points_used, cart.discount_by_points, cart.total]).toEqual([0, 0, 521]); // 400 + 72 + 49
    const booking = await bookFor(customer.id, small, 100);
    expect([booking.pointsUsed, booking.discountByPoints, booking.total]).toEqual([0, '0.00', '521.00']);
    expect(await balanceOf(customer.id)).toBe(500);
  });
});

describe('a condition for one customer group', () => {
  beforeAll(() =>
    setRules([{ customer_group: gold, order_value_min: 499, order_value_max: 4999, points_cap: 150 }]),
  );

  it('applies to a member of the group: 150 points on the 899.00 order, in cart and booking', async () => {
    const member = await createCustomer(app, s.store, { points: 500 });
    await app.db
      .insert(customerGroupMembers)
      .values({ storeId: s.store.id, groupId: gold, customerId: member.id });
    const cart = await cartFor(member.id, basic, 500);
    expect([cart.points_used, cart.discount_by_points]).toEqual([150, 150]);
    const booking = await bookFor(member.id, basic, 500);
    expect([booking.pointsUsed, booking.discountByPoints, booking.total]).toEqual([
      150,
      '150.00',
      cart.total.toFixed(2),
    ]);
    expect(await balanceOf(member.id)).toBe(350);
  });

  it('does not apply to a non-member, who may use no points on the order', async () => {
    const other = await createCustomer(app, s.store, { points: 500 });
    const cart = await cartFor(other.id, basic, 500);
    expect([cart.points_used, cart.discount_by_points]).toEqual([0, 0]);
    const booking = await bookFor(other.id, basic, 500);
    expect(booking.pointsUsed).toBe(0);
    expect(await balanceOf(other.id)).toBe(500);
  });
});
