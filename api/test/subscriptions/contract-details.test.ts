import type { FastifyInstance } from 'fastify';
import type { ContractDetailReply } from '@storedesk/shared/contracts';
import { storeLocations } from '../../src/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { createCustomer, createProduct } from '../orders/order-fixtures';
import { createContract, createPlan, type ContractRow } from '../payments/payment-fixtures';

let app: FastifyInstance;
let store: StoreRow;
let contract: ContractRow;
let renewal: ContractRow;
let foreign: ContractRow;
let serviceId: string;

const DELIVERY = {
  allow_to_book: true,
  allow_scheduled: true,
  allow_express: false,
  allow_to_schedule: true,
};
const ADDRESS = {
  first_name: 'Meera',
  last_name: 'Kapoor',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip_code: '411001',
  country: 'India',
};

const get = async (role: 'ADMIN' | 'CSC' | 'FINANCE' | 'SITEADMIN', id: string, on = store) =>
  app.inject({
    method: 'GET',
    url: `/api/store/customer_subscription/details?id=${id}`,
    headers: authHeader(await loginAs(app, role, on)),
  });

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  const other = await createStore(app);
  const meera = await createCustomer(app, store, { firstName: 'Meera', lastName: 'Kapoor' });
  const stranger = await createCustomer(app, other, { firstName: 'Meera', lastName: 'Elsewhere' });
  const { product, variant } = await createProduct(app, store, 'Deep Cleaning', '2500');
  serviceId = product.id;
  const [location] = await app.db
    .insert(storeLocations)
    .values({ storeId: store.id, name: 'North' })
    .returning();
  const plan = await createPlan(app, store, 'Home Hygiene Subscription');
  contract = await createContract(app, store, plan, meera, {
    variant: {
      _id: 'v1',
      name: '2 BHK',
      billing_period: { billing_period_id: { _id: 'bp-12', value: 12 }, price: 8999 },
      applicable_to: [
        {
          product_id: product.id,
          selected_product_variant_id: variant.id,
          quantity: 1,
          delivery_data: DELIVERY,
          request_fields: [{ name: 'Rooms', value: '2' }],
          total_quantity: 4,
          available_quantity: 3,
        },
      ],
    },
    addresses: [ADDRESS],
    questions: [{ name: 'Preferred visit day', value: 'Saturday' }],
    applicableToLocation: location.id,
  });
  renewal = await createContract(app, store, plan, meera, { renewedFromId: contract.id });
  foreign = await createContract(app, other, await createPlan(app, other), stranger);
});

afterAll(() => app.close());

describe('GET store/customer_subscription/details', () => {
  it("answers the contract with its services' visits, names, addresses, answers, location and renewal", async () => {
    const reply = await get('CSC', contract.id);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json<ContractDetailReply>();
    expect(data).toMatchObject({
      _id: contract.id,
      subscription_number: contract.subscriptionNumber,
      subscription_name: 'Home Hygiene Subscription',
      version: 0,
      customer: { first_name: 'Meera', last_name: 'Kapoor' },
      addresses: [ADDRESS],
      questions: [{ name: 'Preferred visit day', value: 'Saturday' }],
      location: { name: 'North' },
      renewed_from_contract: null,
      renewed_by: { _id: renewal.id, subscription_number: renewal.subscriptionNumber },
    });
    expect(data.variant.applicable_to).toEqual([
      {
        _id: expect.any(String),
        product_id: serviceId,
        product_name: 'Deep Cleaning',
        selected_product_variant_id: expect.any(String),
        variant_name: 'Standard',
        quantity: 1,
        total_quantity: 4,
        available_quantity: 3,
        delivery_data: DELIVERY,
        request_fields: [{ name: 'Rooms', value: '2' }],
        visits: [],
      },
    ]);
    const renewed = (await get('CSC', renewal.id)).json<ContractDetailReply>().data;
    expect(renewed.renewed_from_contract).toEqual({
      _id: contract.id,
      subscription_number: contract.subscriptionNumber,
    });
    expect(renewed.renewed_by).toBeNull();
  });

  it("is 404 'Contract not found' for another store's, an unknown and a malformed id", async () => {
    for (const id of [foreign.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const reply = await get('ADMIN', id);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ message: 'Contract not found', title: 'Not Found' });
    }
  });

  it('is open to ADMIN, CSC and FINANCE, and refused to SITEADMIN (spec 2 §6)', async () => {
    for (const role of ['ADMIN', 'CSC', 'FINANCE'] as const)
      expect((await get(role, contract.id)).statusCode).toBe(200);
    expect((await get('SITEADMIN', contract.id)).statusCode).toBe(403);
  });
});
