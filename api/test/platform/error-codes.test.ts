import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { createCustomer } from '../orders/order-fixtures';
import { createContract, createPlan, type ContractRow } from '../payments/payment-fixtures';

/** Every error answer carries a stable code beside its message and title (issue 22 §3); screens decide by it. */
let app: FastifyInstance;
let store: StoreRow;
let admin: Record<string, string>;
let csc: Record<string, string>;
let contract: ContractRow;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  admin = authHeader(await loginAs(app, 'ADMIN', store));
  csc = authHeader(await loginAs(app, 'CSC', store));
  const meera = await createCustomer(app, store, { firstName: 'Meera', lastName: 'Kapoor' });
  contract = await createContract(app, store, await createPlan(app, store), meera, { price: '800.00' });
});
afterAll(() => app.close());

const codeOf = (res: { json: () => unknown }) => (res.json() as { code: string }).code;
const editContract = (headers: Record<string, string>, change: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: '/api/store/customer_subscription',
    headers,
    payload: { customer_subscription: { _id: contract.id, ...change } },
  });

describe('error codes', () => {
  it('INVALID_INPUT for a refused input, unreadable JSON, or a rule of the spec', async () => {
    const shape = await editContract(admin, { version: 'zero' });
    expect([shape.statusCode, codeOf(shape)]).toEqual([400, 'INVALID_INPUT']);
    const json = await app.inject({
      method: 'PUT',
      url: '/api/store/customer_subscription',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"customer_subscription":',
    });
    expect([json.statusCode, codeOf(json)]).toEqual([400, 'INVALID_INPUT']);
    const rule = await editContract(admin, { version: 0, end_date: '2020-01-01' });
    expect([rule.statusCode, codeOf(rule)]).toEqual([400, 'INVALID_INPUT']);
  });

  it('UNAUTHORIZED without a session, FORBIDDEN for a role without the permission', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/store/customer_subscription/all' });
    expect([anonymous.statusCode, codeOf(anonymous)]).toEqual([401, 'UNAUTHORIZED']);
    const role = await editContract(csc, { version: 0, is_active: false });
    expect([role.statusCode, codeOf(role)]).toEqual([403, 'FORBIDDEN']);
  });

  it('NOT_FOUND for an unknown record, a malformed details id and an unknown address', async () => {
    for (const url of [
      '/api/store/customer_subscription/details?id=00000000-0000-4000-8000-000000000000',
      '/api/store/customer_subscription/details?id=garbled',
      '/api/no/such/route',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: admin });
      expect([url, res.statusCode, codeOf(res)]).toEqual([url, 404, 'NOT_FOUND']);
    }
  });

  it('CHANGED_ELSEWHERE for a stale save', async () => {
    expect((await editContract(admin, { version: 0, is_active: false })).statusCode).toBe(200);
    const stale = await editContract(admin, { version: 0, is_active: true });
    expect([stale.statusCode, codeOf(stale)]).toEqual([409, 'CHANGED_ELSEWHERE']);
  });

  it("OVER_UNPAID for a request over what is unpaid, with the question's confirm and unpaid", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/store/payment',
      headers: admin,
      payload: {
        store_payment: {
          amount: 900,
          due_date: '2030-01-01',
          customer_id: contract.customerId,
          customer_subscription_id: contract.id,
        },
        idempotency_key: 'error-codes-over-unpaid',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OVER_UNPAID', confirm: true, unpaid: '800.00' });
  });
});
