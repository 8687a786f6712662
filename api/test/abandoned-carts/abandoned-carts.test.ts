import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type {
  AbandonedCartDetail,
  AbandonedCartList,
  StorefrontCartReply,
} from '@storedesk/shared/contracts';
import { carts, stores } from '../../src/db/schema';
import { authHeader, createStore, loginAs } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { bookingStore, createCustomer, type BookingStore } from '../cart/booking-fixtures';

let app: FastifyInstance;
let s: BookingStore;
const KEY = 'sf-test-key-0123456789';

beforeAll(async () => {
  app = await buildTestApp();
  s = await bookingStore(app);
  await app.db
    .update(stores)
    .set({ storeMetaConfig: [{ meta_config_name: 'storefront_api_key', meta_config_value: KEY }] })
    .where(eq(stores.id, s.store.id));
});
afterAll(() => app.close());

const record = (body: Record<string, unknown>, key: string | null = KEY) =>
  app.inject({
    method: 'PUT',
    url: '/api/storefront/cart',
    headers: key === null ? {} : { 'x-storefront-key': key },
    payload: { store_id: s.store.id, channel: 'WEB_APP', ...body },
  });
const list = (query: Record<string, string | number>) =>
  app.inject({ method: 'GET', url: '/api/store/cart/all', query: stringify(query), headers: s.headers });
const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));

async function cartFor(channel: string, quantity: number) {
  const customer = await createCustomer(app, s.store);
  const res = await record({
    customer_id: customer.id,
    channel,
    products: [{ product_id: s.deep.product.id, selected_quantity: quantity, selling_price: 1 }],
  });
  expect(res.statusCode).toBe(200);
  return { customer, cart: (res.json() as StorefrontCartReply).data };
}

describe('storefront carts', () => {
  it('records a cart priced from the catalogue (the client price is ignored), with the storefront key only', async () => {
    const { customer, cart } = await cartFor('MOBILE_APP_IOS', 2);
    expect(cart).toMatchObject({ channel: 'MOBILE_APP_IOS', products_count: 1, sub_total: 2000, tax: 360 });
    expect(cart.products[0]).toMatchObject({ name: 'Deep Cleaning', selling_price: 1000, line_total: 2000 });
    expect(cart.total).toBe(2360);

    for (const key of [null, 'wrong', `${KEY}x`]) {
      const res = await record({ customer_id: customer.id, products: [] }, key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Invalid storefront key',
        title: 'Storefront Not Authorised',
        code: 'UNAUTHORIZED',
      });
    }
    const [saved] = await app.db.select().from(carts).where(eq(carts.customerId, customer.id));
    expect(saved.productsCount).toBe(1);
  });

  it("answers the priced cart with the customer's id only: no name, phone, e-mail or address", async () => {
    const customer = await createCustomer(app, s.store, {
      firstName: 'Zenobia',
      lastName: 'Quillfeather',
      email: 'zenobia.quillfeather@example.com',
      phoneNo: '9876501234',
    });
    const res = await record({
      customer_id: customer.id,
      products: [{ product_id: s.deep.product.id, selected_quantity: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as StorefrontCartReply;
    expect(Object.keys(data).sort()).toEqual(
      [
        '_id',
        'customer_id',
        'channel',
        'products',
        'products_count',
        'sub_total',
        'tax',
        'discount_value',
        'total',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(data.customer_id).toBe(customer.id);
    for (const personal of ['Zenobia', 'Quillfeather', 'zenobia.quillfeather@example.com', '9876501234']) {
      expect(res.body).not.toContain(personal);
    }
    // Staff still see who it is.
    const staff = await app.inject({
      method: 'GET',
      url: `/api/store/cart/details?customer_id=${customer.id}`,
      headers: s.headers,
    });
    expect((staff.json() as { data: AbandonedCartDetail }).data.customer.first_name).toBe('Zenobia');
  });

  it('refuses a custom line and a customer of another store', async () => {
    const customer = await createCustomer(app, s.store);
    const custom = await record({
      customer_id: customer.id,
      products: [{ name: 'Free', selling_price: 0, selected_quantity: 1, is_custom: true }],
    });
    expect(custom.statusCode).toBe(400);
    const other = await createStore(app);
    const stranger = await createCustomer(app, other);
    const res = await record({ customer_id: stranger.id, products: [] });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET store/cart/all', () => {
  it("leaves out the carts staff are building on the new-booking screen (a ₹0 or ₹199 'abandoned' cart)", async () => {
    const customer = await createCustomer(app, s.store);
    const staff = await app.inject({
      method: 'POST',
      url: '/api/store/cart',
      headers: s.headers,
      payload: {
        order_type: 'CSC',
        type: 'PRODUCT',
        customer_id: customer.id,
        cart: { products: [{ product_id: s.deep.product.id, selected_quantity: 1 }] },
      },
    });
    expect(staff.statusCode).toBe(200);
    const listed = async () =>
      ((await list({ limit: 100, offset: 1 })).json() as AbandonedCartList).data.some(
        (row) => row.customer._id === customer.id,
      );
    expect(await listed()).toBe(false);
    // The customer's own cart from the storefront is one.
    await record({
      customer_id: customer.id,
      products: [{ product_id: s.deep.product.id, selected_quantity: 1 }],
    });
    expect(await listed()).toBe(true);
  });

  it('the migration marks the staff carts saved before it (channel CSC) as built by staff', async () => {
    const customer = await createCustomer(app, s.store);
    const [old] = await app.db
      .insert(carts)
      .values({ storeId: s.store.id, customerId: customer.id, channel: 'CSC', builtByStaff: false })
      .returning();
    const sql = readFileSync(join(__dirname, '../../drizzle/0010_booking_summary_staff_carts.sql'), 'utf8');
    await app.db.execute(sql.split('-- hand-written')[1]);
    const [after] = await app.db.select().from(carts).where(eq(carts.id, old.id));
    expect(after.builtByStaff).toBe(true);
  });

  it('lists newest first by default with customer, channel, count, value and dates; filters and sorts', async () => {
    const a = await cartFor('WEB_APP', 1);
    const b = await cartFor('MOBILE_APP_ANDROID', 3);
    const res = await list({ limit: 10, offset: 1 });
    expect(res.statusCode).toBe(200);
    const page = res.json() as AbandonedCartList;
    const ids = page.data.map((row) => row.customer._id);
    expect(ids.indexOf(b.customer.id)).toBeLessThan(ids.indexOf(a.customer.id));
    expect(page.data.find((row) => row.customer._id === b.customer.id)).toMatchObject({
      channel: 'MOBILE_APP_ANDROID',
      products_count: 1,
      total: 3540,
      customer: { first_name: b.customer.firstName },
    });

    const byChannel = (await list({ 'filter.channel': 'MOBILE_APP_ANDROID' })).json() as AbandonedCartList;
    expect(byChannel.data.every((row) => row.channel === 'MOBILE_APP_ANDROID')).toBe(true);
    const byCustomer = (await list({ 'filter.customer_id': a.customer.id })).json() as AbandonedCartList;
    expect(byCustomer.data.map((row) => row.customer._id)).toEqual([a.customer.id]);

    // A value range counts only with both ends (spec 1 §5).
    const both = (await list({ 'filter.cart_value_from': 3000, 'filter.cart_value_to': 4000 })).json();
    expect((both as AbandonedCartList).data.every((row) => row.total >= 3000 && row.total <= 4000)).toBe(
      true,
    );
    const oneEnd = (await list({ 'filter.cart_value_from': 3000 })).json() as AbandonedCartList;
    expect(oneEnd.total).toBe(page.total);

    const cheapFirst = (
      await list({ 'filter.sort_by': 'total', 'filter.sort': 'asc' })
    ).json() as AbandonedCartList;
    const totals = cheapFirst.data.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const updatedToday = (await list({ 'filter.updated_from': today, 'filter.updated_to': today })).json();
    expect((updatedToday as AbandonedCartList).total).toBe(page.total);
    const longAgo = (await list({ 'filter.updated_to': '2020-01-01' })).json() as AbandonedCartList;
    expect(longAgo.total).toBe(0);
  });

  it('lists the cart changed last first by default (the list shows the Updated Date)', async () => {
    const older = await cartFor('WEB_APP', 1);
    const newer = await cartFor('WEB_APP', 2);
    // The older cart was changed after the newer one was made: it leads the list.
    await app.db
      .update(carts)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(carts.customerId, older.customer.id));
    const rows = ((await list({ limit: 10, offset: 1 })).json() as AbandonedCartList).data;
    const ids = rows.map((row) => row.customer._id);
    expect(ids[0]).toBe(older.customer.id);
    expect(ids.indexOf(older.customer.id)).toBeLessThan(ids.indexOf(newer.customer.id));
    const updated = rows.map((row) => Date.parse(row.updatedAt));
    expect(updated).toEqual([...updated].sort((x, y) => y - x));
  });

  it("pages 10 at a time from page 1 and never shows another store's carts", async () => {
    const other = await createStore(app);
    const token = await loginAs(app, 'ADMIN', other);
    const res = await app.inject({ method: 'GET', url: '/api/store/cart/all', headers: authHeader(token) });
    expect((res.json() as AbandonedCartList).total).toBe(0);
    for (let i = 0; i < 11; i++) await cartFor('WEB_APP', 1);
    const second = (await list({ offset: 2 })).json() as AbandonedCartList;
    expect(second.pages).toBeGreaterThanOrEqual(2);
    expect(second.data.length).toBeGreaterThan(0);
  });
});

describe('cart details and delete', () => {
  it('shows the lines, deletes with the spec texts, and answers 404 afterwards and for other stores', async () => {
    const { customer } = await cartFor('WEB_APP', 2);
    const details = await app.inject({
      method: 'GET',
      url: `/api/store/cart/details?customer_id=${customer.id}`,
      headers: s.headers,
    });
    expect(details.statusCode).toBe(200);
    expect((details.json() as { data: AbandonedCartDetail }).data.products[0].selected_quantity).toBe(2);

    const other = await createStore(app);
    const token = await loginAs(app, 'ADMIN', other);
    const foreign = await app.inject({
      method: 'DELETE',
      url: `/api/store/cart/delete?id=${customer.id}`,
      headers: authHeader(token),
    });
    expect(foreign.statusCode).toBe(404);

    const del = await app.inject({
      method: 'DELETE',
      url: `/api/store/cart/delete?id=${customer.id}`,
      headers: s.headers,
    });
    expect(del.json()).toEqual({ message: 'Cart Successfully Deleted', title: 'Cart Deleted' });
    const again = await app.inject({
      method: 'GET',
      url: `/api/store/cart/details?customer_id=${customer.id}`,
      headers: s.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
