import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Cart } from '@storedesk/shared/contracts';
import { carts } from '../../src/db/schema';
import { authHeader, loginAs } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { ADDRESS, bookingStore, createCustomer, type BookingStore } from './booking-fixtures';

let app: FastifyInstance;
let s: BookingStore;

beforeAll(async () => {
  app = await buildTestApp();
  s = await bookingStore(app);
});
afterAll(() => app.close());

async function postCart(body: Record<string, unknown>, headers = s.headers) {
  return app.inject({
    method: 'POST',
    url: '/api/store/cart',
    headers,
    payload: { order_type: 'CSC', ...body },
  });
}
async function cartOf(body: Record<string, unknown>): Promise<Cart> {
  const res = await postCart(body);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Cart }).data;
}

describe('POST store/cart', () => {
  it('prices lines from the catalogue, ignoring the prices the client sends', async () => {
    const customer = await createCustomer(app, s.store);
    const cart = await cartOf({
      type: 'PRODUCT',
      customer_id: customer.id,
      cart: {
        products: [
          {
            product_id: s.deep.product.id,
            selected_quantity: 2,
            selling_price: 1,
            compare_at_price: 1,
            display_price: 1,
          },
        ],
      },
    });
    expect(cart.products[0]).toMatchObject({ name: 'Deep Cleaning', selling_price: 1000, line_total: 2000 });
    expect(cart.sub_total).toBe(2000);
    expect(cart.tax).toBe(360);
    // SCHEDULED is the default type: 49.00, free from 1500.00.
    expect(cart.delivery_data).toMatchObject({ delivery_type: 'SCHEDULED', delivery_cost: 0 });
    expect(cart.total).toBe(2360);
    const [row] = await app.db.select().from(carts).where(eq(carts.customerId, customer.id));
    expect(row).toMatchObject({ channel: 'CSC', subTotal: '2000.00', total: '2360.00', productsCount: 1 });
  });

  it("holds each service's max quantity (10 here) and says the limit", async () => {
    const customer = await createCustomer(app, s.store);
    const line = (qty: number) => ({
      type: 'PRODUCT',
      customer_id: customer.id,
      cart: { products: [{ product_id: s.deep.product.id, selected_quantity: qty }] },
    });
    const over = await postCart(line(11));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      message: 'Deep Cleaning can be booked at most 10 at a time',
      title: 'Invalid Quantity',
      code: 'INVALID_INPUT',
    });
    expect((await cartOf(line(10))).products[0].selected_quantity).toBe(10);
  });

  it('uses the variant price when the service has no common price', async () => {
    const customer = await createCustomer(app, s.store);
    const cart = await cartOf({
      type: 'PRODUCT',
      customer_id: customer.id,
      cart: {
        products: [
          {
            product_id: s.sofa.product.id,
            selected_product_variant_id: s.sofa.variants[1].id,
            selected_quantity: 1,
            selling_price: 0,
          },
        ],
      },
    });
    expect(cart.products[0]).toMatchObject({ variant_name: '5 Seater', selling_price: 999.99 });
    expect(cart.sub_total).toBe(999.99);
    expect(cart.tax).toBe(180); // 179.9982
    expect(cart.delivery_data.delivery_cost).toBe(49);
    expect(cart.total).toBe(1228.99);
  });

  it('keeps a custom service line with its own name and price', async () => {
    const customer = await createCustomer(app, s.store);
    const cart = await cartOf({
      type: 'PRODUCT',
      customer_id: customer.id,
      cart: {
        products: [{ is_custom: true, name: 'Gutter clean', selling_price: 250.5, selected_quantity: 2 }],
      },
    });
    expect(cart.products[0]).toMatchObject({
      product_id: null,
      is_custom: true,
      name: 'Gutter clean',
      line_total: 501,
    });
    expect(cart.sub_total).toBe(501);
  });

  it('recalculates after each change type, keeping the parts a change leaves out', async () => {
    const customer = await createCustomer(app, s.store, { points: 300 });
    const id = customer.id;
    let cart = await cartOf({
      type: 'PRODUCTS',
      customer_id: id,
      cart: { products: [{ product_id: s.deep.product.id, selected_quantity: 1 }] },
    });
    expect([cart.sub_total, cart.delivery_data.delivery_cost, cart.total]).toEqual([1000, 49, 1229]);

    cart = await cartOf({
      type: 'DELIVERY',
      customer_id: id,
      cart: { delivery_data: { delivery_type: 'EXPRESS', delivery_cost: 0 } },
    });
    expect(cart.products).toHaveLength(1);
    expect([cart.delivery_data.delivery_cost, cart.total]).toEqual([199, 1379]);

    cart = await cartOf({
      type: 'PRODUCT',
      customer_id: id,
      cart: {},
      discount: { type: 'PERCENTAGE', value: 10 },
    });
    expect([cart.discount_value, cart.tax, cart.total]).toEqual([100, 162, 1261]);

    cart = await cartOf({ type: 'CUSTOMER', customer_id: id, cart: { points: 200 } });
    // 200 points = 20.00 off; taxable 880, tax 158.40.
    expect([cart.points_used, cart.discount_by_points, cart.tax, cart.total]).toEqual([
      200, 20, 158.4, 1237.4,
    ]);

    cart = await cartOf({ type: 'ADDRESS', customer_id: id, cart: { shipping_address: ADDRESS } });
    expect(cart.shipping_address).toMatchObject({ city: 'Bengaluru' });
    expect(cart.total).toBe(1237.4);

    cart = await cartOf({
      type: 'PAYMENT',
      customer_id: id,
      cart: { payment: { is_paid: true, payment_method: 'request_customer_payment' } },
    });
    expect(cart.payment).toEqual({
      is_paid: false,
      payment_method: 'request_customer_payment',
      payment_cost: 0,
    });

    cart = await cartOf({
      type: 'STORE',
      customer_id: id,
      cart: { delivery_date: '2030/01/15', order_tags: ['vip'] },
    });
    expect(cart.delivery_date).toBe('2030/01/15');
    expect(cart.order_tags).toEqual(['vip']);
    expect(cart.total).toBe(1237.4);

    const reload = await app.inject({
      method: 'GET',
      url: `/api/store/cart?customer_id=${id}`,
      headers: s.headers,
    });
    expect(reload.statusCode).toBe(200);
    const loaded = (reload.json() as { data: Cart }).data;
    expect(loaded).toMatchObject({ total: 1237.4, points: 200, discount: { type: 'PERCENTAGE', value: 10 } });
  });

  it("doesn't apply a discount over its limit and flags it", async () => {
    const customer = await createCustomer(app, s.store);
    const over = await cartOf({
      type: 'PRODUCT',
      customer_id: customer.id,
      cart: { products: [{ product_id: s.deep.product.id, selected_quantity: 1 }] },
      discount: { type: 'VALUE', value: 1000.01 },
    });
    expect([over.discount_value, over.discount_applied]).toEqual([0, false]);
    const percent = await cartOf({
      type: 'PRODUCT',
      customer_id: customer.id,
      cart: {},
      discount: { type: 'PERCENTAGE', value: 101 },
    });
    expect([percent.discount_value, percent.discount_applied]).toEqual([0, false]);
  });

  it('refuses a service of another store and a customer of another store', async () => {
    const other = await bookingStore(app);
    const res = await postCart({
      type: 'PRODUCT',
      customer_id: s.customer.id,
      cart: { products: [{ product_id: other.deep.product.id, selected_quantity: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Selected service is unavailable' });
    const foreign = await postCart({ type: 'PRODUCT', customer_id: other.customer.id, cart: {} });
    expect(foreign.statusCode).toBe(404);
    const get = await app.inject({
      method: 'GET',
      url: `/api/store/cart?customer_id=${other.customer.id}`,
      headers: s.headers,
    });
    expect(get.statusCode).toBe(404);
  });

  it('GET answers data null when the customer has no cart', async () => {
    const customer = await createCustomer(app, s.store);
    const res = await app.inject({
      method: 'GET',
      url: `/api/store/cart?customer_id=${customer.id}`,
      headers: s.headers,
    });
    expect(res.json()).toEqual({ data: null });
  });

  it('FINANCE may not use the cart (create_order)', async () => {
    const token = await loginAs(app, 'FINANCE', s.store);
    const res = await postCart({ type: 'PRODUCT', customer_id: s.customer.id, cart: {} }, authHeader(token));
    expect(res.statusCode).toBe(403);
    const rows = await app.db
      .select()
      .from(carts)
      .where(and(eq(carts.storeId, s.store.id), eq(carts.customerId, s.customer.id)));
    expect(rows).toHaveLength(0);
  });
});
