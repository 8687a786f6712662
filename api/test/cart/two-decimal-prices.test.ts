import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { CreateOrderReply } from '@storedesk/shared/contracts';
import { bookings, carts, stores } from '../../src/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { bookingStore, createCustomer, orderBody, type BookingStore } from './booking-fixtures';

/** Prices sent in bookings and carts carry at most two decimals, as payment amounts do (issue 21 §3). */
let app: FastifyInstance;
let s: BookingStore;
const KEY = 'sf-two-decimals-0123456789';
// The refusal names the field by its label (the last part of its path, in words), as every schema refusal does.
const decimalsMessage = (path: string) => {
  const words = (path.split('.').at(-1) ?? path).replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} must be an amount with at most two decimals`;
};

beforeAll(async () => {
  app = await buildTestApp();
  s = await bookingStore(app);
  await app.db
    .update(stores)
    .set({ storeMetaConfig: [{ meta_config_name: 'storefront_api_key', meta_config_value: KEY }] })
    .where(eq(stores.id, s.store.id));
});
afterAll(() => app.close());

const customLine = (price: Record<string, number>) => ({
  is_custom: true,
  name: 'Balcony',
  selected_quantity: 1,
  selling_price: 49.99,
  ...price,
});
const bookingCount = async () =>
  (await app.db.select({ n: count() }).from(bookings).where(eq(bookings.storeId, s.store.id)))[0].n;

describe('three decimals in a price', () => {
  it.each(['selling_price', 'display_price', 'compare_at_price'])(
    'POST store/order refuses %s 0.001 and books nothing',
    async (field) => {
      const before = await bookingCount();
      const res = await app.inject({
        method: 'POST',
        url: '/api/store/order',
        headers: s.headers,
        payload: orderBody(s, { products: [customLine({ [field]: 0.001 })] }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: decimalsMessage(`order.products.0.${field}`),
        title: expect.any(String),
        code: 'INVALID_INPUT',
      });
      expect(await bookingCount()).toBe(before);
    },
  );

  it('PUT store/order/products refuses 49.999 and changes nothing; 49.99 saves', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/store/order',
      headers: s.headers,
      payload: orderBody(s),
    });
    expect(created.statusCode).toBe(200);
    const id = (created.json() as CreateOrderReply).data._id;
    const versionOf = async () =>
      (await app.db.select({ v: bookings.version }).from(bookings).where(eq(bookings.id, id)))[0].v;
    const version = await versionOf();
    const edit = (selling_price: number) =>
      app.inject({
        method: 'PUT',
        url: '/api/store/order/products',
        headers: s.headers,
        payload: {
          _id: id,
          version,
          products: [{ is_custom: true, name: 'Balcony', selling_price, selected_quantity: 1 }],
        },
      });
    const refused = await edit(49.999);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { message: string }).message).toBe(decimalsMessage('products.0.selling_price'));
    expect(await versionOf()).toBe(version);
    expect((await edit(49.99)).statusCode).toBe(200);
  });

  it('POST store/cart and PUT storefront/cart refuse 0.001 and keep no cart', async () => {
    const customer = await createCustomer(app, s.store);
    const line = { product_id: s.deep.product.id, selected_quantity: 1, display_price: 0.001 };
    const staff = await app.inject({
      method: 'POST',
      url: '/api/store/cart',
      headers: s.headers,
      payload: { order_type: 'CSC', type: 'PRODUCT', customer_id: customer.id, cart: { products: [line] } },
    });
    expect(staff.statusCode).toBe(400);
    expect((staff.json() as { message: string }).message).toBe(
      decimalsMessage('cart.products.0.display_price'),
    );
    const storefront = await app.inject({
      method: 'PUT',
      url: '/api/storefront/cart',
      headers: { 'x-storefront-key': KEY },
      payload: { store_id: s.store.id, channel: 'WEB_APP', customer_id: customer.id, products: [line] },
    });
    expect(storefront.statusCode).toBe(400);
    expect((storefront.json() as { message: string }).message).toBe(
      decimalsMessage('products.0.display_price'),
    );
    expect(await app.db.select().from(carts).where(eq(carts.customerId, customer.id))).toEqual([]);
    const fine = await app.inject({
      method: 'PUT',
      url: '/api/storefront/cart',
      headers: { 'x-storefront-key': KEY },
      payload: {
        store_id: s.store.id,
        channel: 'WEB_APP',
        customer_id: customer.id,
        products: [{ ...line, display_price: 1000.1 }],
      },
    });
    expect(fine.statusCode).toBe(200);
  });
});
