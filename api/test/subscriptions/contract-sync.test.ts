import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import {
  SYNC_NOT_CONFIGURED_MESSAGE,
  type ContractDetailReply,
  type SyncContractReply,
} from '@storedesk/shared/contracts';
import { auditLog, customerSubscriptionSyncs, customerSubscriptions } from '../../src/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { createCustomer, type CustomerRow } from '../orders/order-fixtures';
import { createContract, createPlan, type ContractRow, type PlanRow } from '../payments/payment-fixtures';

/**
 * PUT store/customer_subscription/sync through the field-service adapter bookings use (configured like
 * FIELD_SERVICE_URL/_TOKEN); a tiny HTTP server on loopback plays the external system, as in the booking sync test.
 */
type Role = 'ADMIN' | 'CSC' | 'FINANCE' | 'SITEADMIN';
let server: Server;
let baseUrl: string;
let mode: 'ok' | 'fail' = 'ok';
const received: { url?: string; auth?: string; body: { contract: { _id: string } } }[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      received.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(raw) });
      if (mode === 'fail') res.writeHead(503, { 'content-type': 'application/json' }).end('{}');
      else
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ contract_uid: `ZC-${received.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function setup(configured: boolean) {
  const app = await buildTestApp({
    config: { fieldService: configured ? { url: baseUrl, token: 'secret-token' } : null },
  });
  const store: StoreRow = await createStore(app);
  const other: StoreRow = await createStore(app);
  const plan: PlanRow = await createPlan(app, store, 'Pest Shield');
  const customer: CustomerRow = await createCustomer(app, store, { firstName: 'Ravi', lastName: 'Iyer' });
  const contract = () => createContract(app, store, plan, customer);
  return { app, store, other, contract };
}
type Ctx = Awaited<ReturnType<typeof setup>>;

const sync = async (ctx: Ctx, role: Role, id: string, on = ctx.store) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/store/customer_subscription/sync',
    headers: authHeader(await loginAs(ctx.app, role, on)),
    payload: { customer_subscription_id: id },
  });
const logOf = (ctx: Ctx, k: ContractRow) =>
  ctx.app.db
    .select()
    .from(customerSubscriptionSyncs)
    .where(eq(customerSubscriptionSyncs.customerSubscriptionId, k.id));
const rowOf = async (ctx: Ctx, k: ContractRow) =>
  (await ctx.app.db.select().from(customerSubscriptions).where(eq(customerSubscriptions.id, k.id)))[0];
const detailsOf = async (ctx: Ctx, k: ContractRow) => {
  const reply = await ctx.app.inject({
    method: 'GET',
    url: '/api/store/customer_subscription/details',
    query: { id: k.id },
    headers: authHeader(await loginAs(ctx.app, 'ADMIN', ctx.store)),
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<ContractDetailReply>().data;
};

describe('with a field-service system', () => {
  let ctx: Ctx;
  beforeAll(async () => (ctx = await setup(true)));
  afterAll(() => ctx.app.close());
  beforeEach(() => (mode = 'ok'));

  it('sends the contract, keeps its uid (version unchanged), logs SYNCED with who, audits', async () => {
    const k = await ctx.contract();
    const before = received.length;
    const reply = await sync(ctx, 'ADMIN', k.id);
    expect(reply.statusCode).toBe(200);
    const body = reply.json<SyncContractReply>();
    const uid = `ZC-${before + 1}`;
    expect(body).toMatchObject({
      message: 'Successfully synced contract with Zuper',
      data: { _id: k.id, zuper_contract_uid: uid, sync: { result: 'SYNCED', external_id: uid } },
    });
    expect(received.at(-1)).toMatchObject({
      url: '/api/contracts',
      auth: 'Bearer secret-token',
      body: { contract: { _id: k.id } },
    });
    expect(await rowOf(ctx, k)).toMatchObject({ zuperContractUid: uid, version: 0 });
    expect(await logOf(ctx, k)).toEqual([
      expect.objectContaining({ result: 'SYNCED', externalId: uid, storeId: ctx.store.id }),
    ]);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, k.id), eq(auditLog.action, 'sync')));
    expect(audits).toHaveLength(1);
  });

  it('a refusal of the system is 502 PROVIDER_FAILED with its words, logged FAILED, uid unchanged', async () => {
    const k = await ctx.contract();
    mode = 'fail';
    const reply = await sync(ctx, 'ADMIN', k.id);
    expect(reply.statusCode).toBe(502);
    expect(reply.json()).toMatchObject({ code: 'PROVIDER_FAILED', title: 'Sync Failed' });
    const message = reply.json<{ message: string }>().message;
    expect(message).toMatch(/refused the contract \(HTTP 503\)/);
    expect(await rowOf(ctx, k)).toMatchObject({ zuperContractUid: null });
    expect(await logOf(ctx, k)).toEqual([
      expect.objectContaining({ result: 'FAILED', externalId: null, message }),
    ]);
  });

  it('the details show the log newest first with names and labels of the attempts, at most 20', async () => {
    const k = await ctx.contract();
    mode = 'fail';
    await sync(ctx, 'ADMIN', k.id);
    mode = 'ok';
    await sync(ctx, 'ADMIN', k.id);
    const { sync_log: log, zuper_contract_uid: uid } = await detailsOf(ctx, k);
    expect(log.map((e) => e.result)).toEqual(['SYNCED', 'FAILED']);
    expect(log[0]).toMatchObject({ external_id: uid, employee_name: expect.any(String) });
    expect(log[0].employee_name.length).toBeGreaterThan(0);
    expect(Date.parse(log[0].created_at)).toBeGreaterThanOrEqual(Date.parse(log[1].created_at));
    for (let i = 0; i < 20; i++) await sync(ctx, 'ADMIN', k.id);
    expect((await logOf(ctx, k)).length).toBe(22);
    expect((await detailsOf(ctx, k)).sync_log).toHaveLength(20);
  });

  it("another store's contract is 404 and nothing is sent or logged", async () => {
    const k = await ctx.contract();
    const before = received.length;
    expect((await sync(ctx, 'ADMIN', k.id, ctx.other)).statusCode).toBe(404);
    expect(received.length).toBe(before);
    expect(await logOf(ctx, k)).toEqual([]);
  });

  it('is ADMIN only: CSC, FINANCE and SITEADMIN are refused before anything is sent', async () => {
    const k = await ctx.contract();
    const before = received.length;
    for (const role of ['CSC', 'FINANCE', 'SITEADMIN'] as const)
      expect((await sync(ctx, role, k.id)).statusCode).toBe(403);
    expect(received.length).toBe(before);
    expect(await logOf(ctx, k)).toEqual([]);
  });

  it('a malformed id is 400', async () => {
    expect((await sync(ctx, 'ADMIN', 'nope')).statusCode).toBe(400);
  });
});

describe('without a field-service system', () => {
  let ctx: Ctx;
  beforeAll(async () => (ctx = await setup(false)));
  afterAll(() => ctx.app.close());

  it('answers 409 NOT_CONFIGURED, logs the attempt and changes nothing else', async () => {
    const k = await ctx.contract();
    const before = received.length;
    const reply = await sync(ctx, 'ADMIN', k.id);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      message: SYNC_NOT_CONFIGURED_MESSAGE,
      title: 'Sync Not Configured',
      code: 'NOT_CONFIGURED',
    });
    expect(received.length).toBe(before);
    expect(await rowOf(ctx, k)).toMatchObject({ zuperContractUid: null, version: 0 });
    expect(await logOf(ctx, k)).toEqual([
      expect.objectContaining({ result: 'NOT_CONFIGURED', externalId: null }),
    ]);
    expect((await detailsOf(ctx, k)).sync_log).toMatchObject([{ result: 'NOT_CONFIGURED' }]);
  });
});
