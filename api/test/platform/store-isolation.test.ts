import type { FastifyInstance } from 'fastify';
import {
  authHeader,
  createEmployee,
  createStore,
  loginAsWithDetails,
  type StoreRow,
} from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let storeA: StoreRow;
let storeB: StoreRow;

beforeAll(async () => {
  app = await buildTestApp();
  storeA = await createStore(app, {
    name: 'Alpha',
    storeMetaConfig: [{ meta_config_name: 'use_applicable_location_filter', meta_config_value: 'true' }],
  });
  storeB = await createStore(app, { name: 'Beta' });
});
afterAll(() => app.close());

describe('store isolation', () => {
  it("store/details answers the token's store only", async () => {
    const a = await loginAsWithDetails(app, 'FINANCE', storeA);
    const b = await loginAsWithDetails(app, 'FINANCE', storeB);
    const resA = await app.inject({ method: 'GET', url: '/api/store/details', headers: authHeader(a.token) });
    expect(resA.json()).toEqual({
      data: {
        _id: storeA.id,
        name: 'Alpha',
        country_code: 'IN',
        currency: 'INR',
        store_timezone: 'Asia/Kolkata',
        store_meta_config: [
          { meta_config_name: 'use_applicable_location_filter', meta_config_value: 'true' },
        ],
        inventory_settings: { allow_product_specific_slots: false },
        field_service: false,
      },
    });
    const resB = await app.inject({ method: 'GET', url: '/api/store/details', headers: authHeader(b.token) });
    expect((resB.json() as { data: { _id: string } }).data._id).toBe(storeB.id);
  });

  it("store_access lists only the employee's own stores", async () => {
    const a = await loginAsWithDetails(app, 'CSC', storeA);
    await createEmployee(app, { role: 'ADMIN', stores: [storeB] });
    const res = await app.inject({
      method: 'GET',
      url: '/api/employee/store_access',
      headers: authHeader(a.token),
    });
    expect((res.json() as { data: { store_id: { _id: string } }[] }).data.map((i) => i.store_id._id)).toEqual(
      [storeA.id],
    );
  });

  it("cannot switch into another employee's store", async () => {
    const a = await loginAsWithDetails(app, 'ADMIN', storeA);
    const res = await app.inject({
      method: 'GET',
      url: '/api/employee/switch_store',
      query: { new_store_id: storeB.id },
      headers: authHeader(a.token),
    });
    expect(res.statusCode).toBe(404);
  });
});
