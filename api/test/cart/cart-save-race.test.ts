import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Cart } from '@storedesk/shared/contracts';
import { auditLog, carts } from '../../src/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { ADDRESS, bookingStore, createCustomer, type BookingStore } from './booking-fixtures';
import { onPostgres, peakConnections } from '../helpers/send-together';

/**
 * Issue 9: saves of one cart at once must not lose each other's changes. Each save carries only the part it
 * changed (the contract: a part left out keeps its saved value); saves of one cart run one at a time and merge
 * onto the cart as the previous save left it.
 */
let app: FastifyInstance;
let s: BookingStore;

beforeAll(async () => {
  app = await buildTestApp();
  s = await bookingStore(app);
});
afterAll(() => app.close());

const save = (customerId: string, cart: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/store/cart',
    headers: s.headers,
    payload: { order_type: 'CSC', type: 'STORE', customer_id: customerId, cart, ...extra },
  });
const storedCart = async (customerId: string) =>
  (
    await app.db
      .select()
      .from(carts)
      .where(and(eq(carts.storeId, s.store.id), eq(carts.customerId, customerId)))
  )[0];

describe('cart saves under concurrency', () => {
  it('a notes save and a tags save at once both survive, round after round', async () => {
    const customer = await createCustomer(app, s.store);
    const first = await save(
      customer.id,
      { products: [{ product_id: s.deep.product.id, selected_quantity: 1 }] },
      { type: 'PRODUCT' },
    );
    expect(first.statusCode).toBe(200);

    for (let round = 1; round <= 5; round += 1) {
      const { result: replies, peak } = await peakConnections(app, () =>
        Promise.all([
          save(customer.id, { customer_notes: `Ring twice (${round})` }),
          save(customer.id, { order_tags: [`vip-${round}`] }),
        ]),
      );
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
      // On PostgreSQL each save holds its own connection at the same time as the other.
      if (onPostgres()) expect(peak).toBeGreaterThanOrEqual(2);
      const row = await storedCart(customer.id);
      expect(row.customerNotes).toBe(`Ring twice (${round})`);
      expect(row.orderTags).toEqual([`vip-${round}`]);
      expect(row.productsCount).toBe(1);
    }
    // The last answer shows both changes: it was priced from the merged cart.
    const last = await app.inject({
      method: 'GET',
      url: `/api/store/cart?customer_id=${customer.id}`,
      headers: s.headers,
    });
    expect((last.json() as { data: Cart }).data).toMatchObject({
      customer_notes: 'Ring twice (5)',
      order_tags: ['vip-5'],
    });
  });

  it('six saves of different parts at once, the first ones of a new cart: every part is kept', async () => {
    const customer = await createCustomer(app, s.store, { points: 300 });
    const replies = await Promise.all([
      save(
        customer.id,
        { products: [{ product_id: s.deep.product.id, selected_quantity: 2 }] },
        { type: 'PRODUCTS' },
      ),
      save(customer.id, { customer_notes: 'Gate code 4411' }),
      save(customer.id, { order_tags: ['repeat', 'weekend'] }),
      save(customer.id, { shipping_address: ADDRESS }, { type: 'ADDRESS' }),
      save(customer.id, { delivery_date: '2030/01/15' }, { type: 'DELIVERY' }),
      save(customer.id, { points: 200 }, { type: 'PAYMENT', discount: { type: 'VALUE', value: 100 } }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const row = await storedCart(customer.id);
    expect(row).toMatchObject({
      productsCount: 1,
      customerNotes: 'Gate code 4411',
      orderTags: ['repeat', 'weekend'],
      shippingAddress: expect.objectContaining({ city: 'Bengaluru' }) as unknown,
      deliveryDate: '2030-01-15',
      pointsRequested: 200,
      discount: { type: 'VALUE', value: 100 },
    });
    // The stored money is the merged cart's: 2000 - 100 - 20.00 (200 points) = 1880; 18% = 338.40; no delivery.
    expect([row.subTotal, row.discountValue, row.pointsUsed, row.total]).toEqual([
      '2000.00',
      '100.00',
      200,
      '2218.40',
    ]);
    // One cart row and one audit row per save: the first save created it, the five others updated it.
    const audits = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'cart'), eq(auditLog.entityId, row.id)));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'create',
      'update',
      'update',
      'update',
      'update',
      'update',
    ]);
  });
});
