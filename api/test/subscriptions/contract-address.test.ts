import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CHANGED_ELSEWHERE,
  CONTRACT_ADDRESS_MESSAGES as A,
  type UpdateContractAddressReply,
} from '@storedesk/shared/contracts';
import { auditLog, customerSubscriptions } from '../../src/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { createCustomer, type CustomerRow } from '../orders/order-fixtures';
import { createContract, createPlan, type ContractRow, type PlanRow } from '../payments/payment-fixtures';

type Role = 'ADMIN' | 'CSC' | 'FINANCE' | 'SITEADMIN';

let app: FastifyInstance;
let store: StoreRow;
let other: StoreRow;
let plan: PlanRow;
let meera: CustomerRow;

const OLD = {
  first_name: 'Meera',
  last_name: 'Kapoor',
  street: '12 Old Road',
  city: 'Indiranagar',
  state: 'Karnataka',
  zip_code: '560038',
  country: 'India',
};
const NEW = {
  first_name: 'Meera',
  last_name: 'Kapoor',
  street: '4 New Lane',
  city: 'Koramangala',
  state: 'Karnataka',
  zip_code: '560034',
  country: 'India',
  latitude: 12.93,
  longitude: 77.62,
};
const BILLING = { ...OLD, street: 'Billing Street' };

const put = async (role: Role, body: Record<string, unknown>, on = store) =>
  app.inject({
    method: 'PUT',
    url: '/api/store/customer_subscription/address',
    headers: authHeader(await loginAs(app, role, on)),
    payload: { customer_subscription: body },
  });
const fresh = () => createContract(app, store, plan, meera, { addresses: [OLD, BILLING] });
const reload = async (k: ContractRow) =>
  (await app.db.select().from(customerSubscriptions).where(eq(customerSubscriptions.id, k.id)))[0];

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  other = await createStore(app);
  plan = await createPlan(app, store, 'Home Hygiene Subscription');
  meera = await createCustomer(app, store, { firstName: 'Meera', lastName: 'Kapoor' });
});
afterAll(() => app.close());

describe('PUT store/customer_subscription/address', () => {
  it('replaces the shipping address (the first), keeps the others, one version on, audited', async () => {
    const k = await fresh();
    const reply = await put('ADMIN', { _id: k.id, version: 0, address: NEW });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<UpdateContractAddressReply>()).toEqual({
      message: 'Successfully Updated Address',
      title: A.updatedTitle,
      data: { _id: k.id, version: 1, addresses: [NEW, BILLING] },
    });
    expect(await reload(k)).toMatchObject({ version: 1, addresses: [NEW, BILLING] });
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, k.id), eq(auditLog.action, 'update_address')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { addresses: [OLD, BILLING] } });
  });

  it('gives a contract without an address its first one', async () => {
    const k = await createContract(app, store, plan, meera);
    expect((await put('ADMIN', { _id: k.id, version: 0, address: NEW })).statusCode).toBe(200);
    expect((await reload(k)).addresses).toEqual([NEW]);
  });

  it('a stale version is 409 Contract Changed and changes nothing', async () => {
    const k = await fresh();
    expect((await put('ADMIN', { _id: k.id, version: 0, address: NEW })).statusCode).toBe(200);
    const stale = await put('ADMIN', { _id: k.id, version: 0, address: { ...NEW, street: 'Lost' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: CHANGED_ELSEWHERE.contract.message,
      title: 'Contract Changed',
      code: 'CHANGED_ELSEWHERE',
    });
    expect(await reload(k)).toMatchObject({ version: 1, addresses: [NEW, BILLING] });
  });

  it("another store's contract is 404 as if it did not exist", async () => {
    const k = await fresh();
    const reply = await put('ADMIN', { _id: k.id, version: 0, address: NEW }, other);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ message: 'Contract not found', title: 'Not Found' });
    expect(await reload(k)).toMatchObject({ version: 0, addresses: [OLD, BILLING] });
  });

  it.each([
    ['a missing city', { ...NEW, city: undefined }],
    ['an unknown part', { ...NEW, planet: 'Mars' }],
    ['a latitude out of range', { ...NEW, latitude: 91 }],
    ['a zip too long', { ...NEW, zip_code: '1'.repeat(21) }],
    ['a latitude without a longitude', { ...NEW, longitude: null }],
  ])('%s is 400 {message, title} and writes nothing', async (_label, address) => {
    const k = await fresh();
    const reply = await put('ADMIN', { _id: k.id, version: 0, address });
    expect(reply.statusCode).toBe(400);
    const body = reply.json<{ message: string; title: string }>();
    expect(typeof body.message).toBe('string');
    expect(typeof body.title).toBe('string');
    expect(await reload(k)).toMatchObject({ version: 0, addresses: [OLD, BILLING] });
  });

  it('is ADMIN only (edit_customer_subscription): CSC, FINANCE and SITEADMIN are refused', async () => {
    const k = await fresh();
    for (const role of ['CSC', 'FINANCE', 'SITEADMIN'] as const)
      expect((await put(role, { _id: k.id, version: 0, address: NEW })).statusCode).toBe(403);
    expect((await reload(k)).version).toBe(0);
  });
});
