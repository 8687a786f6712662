import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { UpdateContractReply } from '@storedesk/shared/contracts';
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
const tokens = new Map<string, Record<string, string>>();

async function headersOf(role: Role, on = store) {
  const key = `${role}:${on.id}`;
  if (!tokens.has(key)) tokens.set(key, authHeader(await loginAs(app, role, on)));
  return tokens.get(key)!;
}

const put = async (role: Role, change: Record<string, unknown>, on = store) =>
  app.inject({
    method: 'PUT',
    url: '/api/store/customer_subscription',
    headers: await headersOf(role, on),
    payload: { customer_subscription: change },
  });

const fresh = () =>
  createContract(app, store, plan, meera, { startDate: '2026-01-01', endDate: '2027-01-01' });
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

describe('PUT store/customer_subscription', () => {
  it("edits the summary (FINANCE): new dates and active flag, one version on, the contract's details back, audited", async () => {
    const k = await fresh();
    const reply = await put('FINANCE', {
      _id: k.id,
      version: 0,
      start_date: '2026-02-01',
      end_date: '2027-02-01',
      is_active: false,
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json<UpdateContractReply>();
    expect(body).toMatchObject({ message: 'Successfully updated the contract', title: 'Contract' });
    expect(body.data).toMatchObject({
      start_date: '2026-02-01',
      end_date: '2027-02-01',
      is_active: false,
      version: 1,
    });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer_subscription'), eq(auditLog.entityId, k.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      before: { startDate: '2026-01-01', endDate: '2027-01-01', isActive: true },
      after: { startDate: '2026-02-01', endDate: '2027-02-01', isActive: false },
    });
  });

  it('edits the payment and keeps the paid filter in step', async () => {
    const k = await fresh();
    const payment = { is_paid: true, payment_method: 'upi', transaction_id: 'pay_42' };
    const reply = await put('FINANCE', { _id: k.id, version: 0, payment });
    expect(reply.statusCode).toBe(200);
    expect(await reload(k)).toMatchObject({ payment, isPaid: true, version: 1 });
  });

  it('sets the approval (ADMIN only: FINANCE and CSC are refused)', async () => {
    const k = await fresh();
    for (const role of ['FINANCE', 'CSC'] as const)
      expect((await put(role, { _id: k.id, version: 0, is_approved: 'APPROVED' })).statusCode).toBe(403);
    const reply = await put('ADMIN', { _id: k.id, version: 0, is_approved: 'APPROVED' });
    expect(reply.statusCode).toBe(200);
    expect((await reload(k)).isApproved).toBe('APPROVED');
  });

  it('refuses CSC and SITEADMIN any edit (spec 2 §6)', async () => {
    const k = await fresh();
    for (const role of ['CSC', 'SITEADMIN'] as const)
      expect((await put(role, { _id: k.id, version: 0, is_active: false })).statusCode).toBe(403);
    expect((await reload(k)).version).toBe(0);
  });

  it("refuses an end on or before the start in the spec's words, and changes nothing", async () => {
    const k = await fresh();
    for (const change of [{ end_date: '2026-01-01' }, { start_date: '2027-03-01' }]) {
      const reply = await put('ADMIN', { _id: k.id, version: 0, ...change });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        message: 'Please Check the start dates and end dates of the contract',
        title: 'Missing Fields',
      });
    }
    expect(await reload(k)).toMatchObject({ startDate: '2026-01-01', endDate: '2027-01-01', version: 0 });
  });

  it('refuses a stale version with 409 Contract Changed; of two saves at once, one wins', async () => {
    const k = await fresh();
    expect((await put('ADMIN', { _id: k.id, version: 0, is_active: false })).statusCode).toBe(200);
    const stale = await put('ADMIN', { _id: k.id, version: 0, is_active: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ title: 'Contract Changed' });
    const race = await Promise.all([
      put('ADMIN', { _id: k.id, version: 1, end_date: '2027-06-01' }),
      put('FINANCE', { _id: k.id, version: 1, end_date: '2027-07-01' }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await reload(k)).version).toBe(2);
  });

  it("treats another store's contract as unknown, and asks for a change", async () => {
    const k = await fresh();
    const foreign = await put('ADMIN', { _id: k.id, version: 0, is_active: false }, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Contract not found' });
    const empty = await put('ADMIN', { _id: k.id, version: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Nothing to change' });
  });
});
