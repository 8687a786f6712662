import type { FastifyInstance } from 'fastify';
import { deliverySlots, discounts, storeLocations } from '../../src/db/schema';
import { authHeader, loginAs } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { bookingStore, createForm, type BookingStore } from '../cart/booking-fixtures';

let app: FastifyInstance;
let a: BookingStore;
let b: BookingStore;

beforeAll(async () => {
  app = await buildTestApp();
  [a, b] = [await bookingStore(app), await bookingStore(app)];
  for (const s of [a, b]) {
    await app.db.insert(storeLocations).values({
      storeId: s.store.id,
      name: `City ${s.store.name}`,
      servingLocations: [{ pincode: '560001' }],
    });
    await app.db.insert(deliverySlots).values([
      { storeId: s.store.id, day: 'WEDNESDAY', slots: [] },
      {
        storeId: s.store.id,
        day: 'MONDAY',
        slots: [{ _id: 's1', start_time: '09:00', end_time: '11:00', cutoff_time: '08:00', is_active: true }],
      },
    ]);
    await app.db
      .insert(discounts)
      .values({ storeId: s.store.id, name: `Off ${s.store.name}`, discountType: 'ORDER', value: '10' });
  }
});
afterAll(() => app.close());

type Paged = { data: Record<string, unknown>[]; pages: number; total: number };
const get = async (url: string, headers = a.headers) => {
  const res = await app.inject({ method: 'GET', url: `/api/${url}`, headers });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json() as Paged;
};

describe('lookups', () => {
  it('each store list holds only the token store rows', async () => {
    const urls = [
      'store/order_status/all?limit=10000&offset=0',
      'store/delivery_type/all',
      'store/location/all',
      'store/tax/all',
      'store/discount/all',
      'store/delivery_slot/all',
    ];
    for (const url of urls) {
      const [mine, theirs] = [await get(url, a.headers), await get(url, b.headers)];
      expect([url, mine.data.length > 0, mine.total]).toEqual([url, true, mine.data.length]);
      const theirIds = new Set(theirs.data.map((r) => r._id));
      expect([url, mine.data.filter((r) => theirIds.has(r._id))]).toEqual([url, []]);
    }
    const locations = await get('store/location/all');
    expect(locations.data.map((l) => l.name)).toEqual([`City ${a.store.name}`]);
  });

  it('statuses come in display order with their master ids; slots Monday first', async () => {
    const statuses = await get('store/order_status/all');
    expect(statuses.data.map((s) => s.name)).toEqual(['Placed', 'Done']);
    expect(statuses.data[1].master_order_status_id).toMatch(/819$/);
    const slots = await get('store/delivery_slot/all');
    expect(slots.data.map((d) => d.day)).toEqual(['MONDAY', 'WEDNESDAY']);
  });

  it('master lists and payment methods are global; request_customer_payment is flagged', async () => {
    expect((await get('master/order_status/all')).total).toBe(9);
    const methods = await get('master/payment_method/all');
    expect(methods.data.filter((m) => m.request_customer_payment).map((m) => m.code)).toEqual([
      'request_customer_payment',
    ]);
  });

  it('points config of the store, paging works', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/store/points', headers: a.headers });
    expect(res.json()).toMatchObject({ data: { uom: { points: 10, currency: 1 } } });
    const page = await get('master/order_status/all?limit=2&offset=2');
    expect([page.data.length, page.pages]).toEqual([2, 5]);
  });
});

describe('service picker', () => {
  it('searches the store services by keyword with their variants', async () => {
    const list = await get('store/product/all?filter.keyword=sofa&filter.is_available=true');
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ name: 'Sofa Wash', common_price: false });
    expect(list.data[0].variants).toEqual([
      { _id: a.sofa.variants[0].id, name: '3 Seater', price: 750, compare_at_price: 0 },
      { _id: a.sofa.variants[1].id, name: '5 Seater', price: 999.99, compare_at_price: 0 },
    ]);
    expect(JSON.stringify((await get('store/product/all?filter.keyword=a')).data)).not.toContain(
      b.sofa.product.id,
    );
    expect((await get('store/product/all?filter.keyword=%25')).total).toBe(0);
  });

  it('answers the request form, is_available false without one, 404 for another store', async () => {
    await createForm(app, a.store, a.deep.product.id, [
      {
        _id: 'f1',
        name: 'Rooms',
        field_type: 'NUMBER',
        field_options: [],
        is_mandatory: true,
        is_active: true,
        product_variant_id: null,
      },
    ]);
    const form = await app.inject({
      method: 'GET',
      url: `/api/store/product/form?product_id=${a.deep.product.id}`,
      headers: a.headers,
    });
    expect(form.json()).toMatchObject({
      data: { is_available: true, request_fields: [{ name: 'Rooms', is_mandatory: true }] },
    });
    const none = await app.inject({
      method: 'GET',
      url: `/api/store/product/form?product_id=${a.sofa.product.id}`,
      headers: a.headers,
    });
    expect(none.json()).toEqual({ data: { is_available: false, request_fields: [] } });
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/store/product/form?product_id=${b.deep.product.id}`,
      headers: a.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('CSC may read lookups and search services', async () => {
    const headers = authHeader(await loginAs(app, 'CSC', a.store));
    expect((await get('store/order_status/all', headers)).total).toBe(2);
    expect((await get('store/product/all?filter.keyword=deep', headers)).total).toBe(1);
  });
});
