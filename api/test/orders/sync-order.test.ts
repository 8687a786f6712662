import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  SYNC_NOT_CONFIGURED_MESSAGE,
  SYNC_NOT_CONFIGURED_TITLE,
  type OrderDetailsReply,
  type OrderWriteReply,
} from '@storedesk/shared/contracts';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import {
  createBooking,
  createCustomer,
  createStatuses,
  type CustomerRow,
  type StatusRow,
} from './order-fixtures';

/**
 * PUT store/order/sync through the env-configured adapter; a tiny HTTP server on loopback plays the external
 * field-service system (answers a job uid, or fails when told to).
 */
interface Received {
  auth: string | undefined;
  body: { booking: { _id: string; order_number: number } };
}
let server: Server;
let baseUrl: string;
let mode: 'ok' | 'fail' | 'no-uid' = 'ok';
const received: Received[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) as Received['body'] });
      if (req.url !== '/api/jobs' || mode === 'fail') {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"down"}');
      } else {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(mode === 'ok' ? { job_uid: `JOB-${received.length}` } : {}));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function setup(env: Record<string, string | undefined>) {
  const saved = { url: process.env.FIELD_SERVICE_URL, token: process.env.FIELD_SERVICE_TOKEN };
  process.env.FIELD_SERVICE_URL = env.url;
  process.env.FIELD_SERVICE_TOKEN = env.token;
  if (env.url === undefined) delete process.env.FIELD_SERVICE_URL;
  if (env.token === undefined) delete process.env.FIELD_SERVICE_TOKEN;
  try {
    const app = await buildTestApp();
    const store: StoreRow = await createStore(app);
    const token = await loginAs(app, 'CSC', store);
    const statuses: { placed: StatusRow; completed: StatusRow } = await createStatuses(app, store);
    const customer: CustomerRow = await createCustomer(app, store);
    return { app, store, token, statuses, customer };
  } finally {
    if (saved.url === undefined) delete process.env.FIELD_SERVICE_URL;
    else process.env.FIELD_SERVICE_URL = saved.url;
    if (saved.token === undefined) delete process.env.FIELD_SERVICE_TOKEN;
    else process.env.FIELD_SERVICE_TOKEN = saved.token;
  }
}

const sync = (app: FastifyInstance, token: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/store/order/sync', payload, headers: authHeader(token) });
const detailsOf = async (app: FastifyInstance, token: string, id: string) =>
  (
    (
      await app.inject({
        method: 'GET',
        url: '/api/store/order/details',
        query: { id },
        headers: authHeader(token),
      })
    ).json() as OrderDetailsReply
  ).data;

describe('without a field-service system configured', () => {
  let ctx: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => (ctx = await setup({ url: baseUrl, token: undefined })));
  afterAll(() => ctx.app.close());

  it('answers 409 Sync Not Configured and changes nothing', async () => {
    const b = await createBooking(ctx.app, ctx.store, {
      customer: ctx.customer,
      status: ctx.statuses.placed,
    });
    const before = received.length;
    const res = await sync(ctx.app, ctx.token, { _id: b.id, version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: SYNC_NOT_CONFIGURED_MESSAGE,
      title: SYNC_NOT_CONFIGURED_TITLE,
      code: 'NOT_CONFIGURED',
    });
    expect(received.length).toBe(before);
    expect(await detailsOf(ctx.app, ctx.token, b.id)).toMatchObject({ zuper_job_uid: null, version: 1 });
  });
});

describe('with a field-service system configured', () => {
  let ctx: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => (ctx = await setup({ url: baseUrl, token: 'secret-token' })));
  afterAll(() => ctx.app.close());
  beforeEach(() => {
    mode = 'ok';
  });

  it('POSTs the booking with the token and stores the returned job uid', async () => {
    const b = await createBooking(ctx.app, ctx.store, {
      customer: ctx.customer,
      status: ctx.statuses.placed,
    });
    const res = await sync(ctx.app, ctx.token, { _id: b.id, version: 1 });
    expect(res.statusCode).toBe(200);
    const last = received[received.length - 1];
    expect(last.auth).toBe('Bearer secret-token');
    expect(last.body.booking).toMatchObject({ _id: b.id, order_number: b.orderNumber });
    const data = (res.json() as OrderWriteReply).data;
    expect(data.zuper_job_uid).toBe(`JOB-${received.length}`);
    expect(data.version).toBe(2);
  });

  it('a failing external system answers 502 with a clear message and changes nothing', async () => {
    mode = 'fail';
    const b = await createBooking(ctx.app, ctx.store, {
      customer: ctx.customer,
      status: ctx.statuses.placed,
    });
    const res = await sync(ctx.app, ctx.token, { _id: b.id, version: 1 });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'The field-service system refused the booking (HTTP 503), so nothing was synced.',
      title: 'Sync Failed',
      code: 'PROVIDER_FAILED',
    });
    expect(await detailsOf(ctx.app, ctx.token, b.id)).toMatchObject({ zuper_job_uid: null, version: 1 });
  });

  it('an answer without a job uid is a failure too', async () => {
    mode = 'no-uid';
    const b = await createBooking(ctx.app, ctx.store, {
      customer: ctx.customer,
      status: ctx.statuses.placed,
    });
    const res = await sync(ctx.app, ctx.token, { _id: b.id, version: 1 });
    expect(res.statusCode).toBe(502);
    expect(await detailsOf(ctx.app, ctx.token, b.id)).toMatchObject({ zuper_job_uid: null, version: 1 });
  });

  it('a stale version is refused before calling out; another store gets 404', async () => {
    const b = await createBooking(ctx.app, ctx.store, {
      customer: ctx.customer,
      status: ctx.statuses.placed,
    });
    const before = received.length;
    expect((await sync(ctx.app, ctx.token, { _id: b.id, version: 5 })).statusCode).toBe(409);
    const otherToken = await loginAs(ctx.app, 'ADMIN');
    expect((await sync(ctx.app, otherToken, { _id: b.id, version: 1 })).statusCode).toBe(404);
    expect(received.length).toBe(before);
  });
});
