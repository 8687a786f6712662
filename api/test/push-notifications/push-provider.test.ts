import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  PUSH_STATUS_REASONS,
  type PushNotificationCreateReply,
  type PushNotificationDetailsReply,
} from '@storedesk/shared/contracts';
import { customers, pushNotifications } from '../../src/db/schema';
import { httpPushAdapter, PUSH_BATCH_SIZE } from '../../src/push/provider';
import { runDueNotifications } from '../../src/push/scheduler';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { createCustomer } from '../orders/order-fixtures';
import {
  createCategory,
  kolkataInstant,
  localDay,
  pushInput,
  startFakeProvider,
  type FakeProvider,
} from './push-fixtures';

let app: FastifyInstance;
let provider: FakeProvider;
let store: StoreRow;
let headers: Record<string, string>;
const c: Record<string, typeof customers.$inferSelect> = {};
let categoryId: string;

beforeAll(async () => {
  provider = await startFakeProvider();
  app = await buildTestApp({
    config: {
      push: { url: provider.url, appId: 'app-123', apiKey: 'secret-key' },
      pushScheduler: { intervalMs: 0 },
    },
  });
  store = await createStore(app);
  headers = authHeader(await loginAs(app, 'ADMIN', store));
  c.Meera = await createCustomer(app, store, { firstName: 'Meera', pushNotification: true, orderCount: 3 });
  c.Ravi = await createCustomer(app, store, { firstName: 'Ravi', pushNotification: true, orderCount: 4 });
  categoryId = (await createCategory(app, store, 'Cleaning')).id;
});
afterAll(async () => {
  await app.close();
  await provider.close();
});
beforeEach(() => {
  provider.calls.length = 0;
  provider.reply = { status: 200, body: { id: 'notification-1', external_id: null } };
});

const create = async (values: Parameters<typeof pushInput>[0]) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/store/push_notification',
    headers,
    payload: { notification_details: pushInput(values) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as PushNotificationCreateReply).data;
};
const rowOf = async (id: string) =>
  (await app.db.select().from(pushNotifications).where(eq(pushNotifications.id, id)))[0];

describe('an immediate notification through the configured provider', () => {
  it('POSTs the OneSignal request with the key and records SENT', async () => {
    const data = await create({
      customer_type: 'multiple_customers',
      criteria: { min_order_count: 3 },
      title: 'Cleaning week',
      message: 'Line one\nLine two',
      redirect_type: 'CATEGORY',
      redirect_to: categoryId,
      notification_image: 'https://cdn.example.test/p.png',
    });
    expect(provider.calls).toHaveLength(1);
    const [call] = provider.calls;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/api/v1/notifications');
    expect(call.headers.authorization).toBe('Basic secret-key');
    expect(call.headers['content-type']).toMatch(/^application\/json/);
    const body = call.body as Record<string, unknown> & { include_aliases: { external_id: string[] } };
    expect([...body.include_aliases.external_id].sort()).toEqual([c.Meera.id, c.Ravi.id].sort());
    expect(body).toMatchObject({
      app_id: 'app-123',
      target_channel: 'push',
      headings: { en: 'Cleaning week' },
      contents: { en: 'Line one\nLine two' },
      data: { redirect_type: 'CATEGORY', redirect_to: categoryId },
      big_picture: 'https://cdn.example.test/p.png',
      ios_attachments: { image: 'https://cdn.example.test/p.png' },
    });
    expect(body).not.toHaveProperty('send_after');
    expect(data).toMatchObject({
      status: 'SENT',
      status_reason: null,
      sent_to_customers: 2,
      recipients_count: 2,
    });
    expect(data.sent_at).not.toBeNull();
    const details = await app.inject({
      method: 'GET',
      url: '/api/store/push_notification/details',
      headers,
      query: { push_notification_id: data._id },
    });
    const reply = details.json() as PushNotificationDetailsReply;
    expect(reply.one_signal_response?.batches).toEqual([
      { recipients: 2, status_code: 200, response: { id: 'notification-1', external_id: null }, error: null },
    ]);
  });

  it('records FAILED with the provider words when it refuses', async () => {
    provider.reply = { status: 400, body: { errors: ['Invalid app_id'] } };
    const data = await create({ customer_id: c.Meera.id });
    expect(data).toMatchObject({
      status: 'FAILED',
      status_reason: `${PUSH_STATUS_REASONS.providerRejected} (HTTP 400): Invalid app_id`,
      sent_to_customers: 0,
      sent_at: null,
    });
  });

  it('records FAILED when the provider answers 200 with errors and no id', async () => {
    provider.reply = { status: 200, body: { id: '', errors: ['All included players are not subscribed'] } };
    const data = await create({ customer_id: c.Meera.id });
    expect(data.status).toBe('FAILED');
    expect(data.status_reason).toContain('All included players are not subscribed');
  });

  it('splits a long recipient list into provider calls of PUSH_BATCH_SIZE', async () => {
    const adapter = httpPushAdapter({ url: provider.url, appId: 'app-123', apiKey: 'secret-key' });
    const ids = Array.from({ length: PUSH_BATCH_SIZE + 1 }, (_, i) => `customer-${i}`);
    const batches = await adapter.send(
      { headings: { en: 'T' }, contents: { en: 'M' }, data: { redirect_type: null, redirect_to: null } },
      ids,
    );
    expect(batches.map((b) => [b.recipients, b.status_code, b.error])).toEqual([
      [PUSH_BATCH_SIZE, 200, null],
      [1, 200, null],
    ]);
    const sent = provider.calls.map(
      (call) => (call.body as { include_aliases: { external_id: string[] } }).include_aliases.external_id,
    );
    expect(sent.flat()).toEqual(ids);
  });
});

describe('runDueNotifications', () => {
  it('dispatches a due scheduled notification with send_after, and leaves future and cancelled ones', async () => {
    const due = await create({
      customer_id: c.Ravi.id,
      title: 'Due',
      delivery_type: 'SCHEDULED',
      delivery_date: localDay(1),
      delivery_time: '08:00',
    });
    const future = await create({
      customer_id: c.Ravi.id,
      title: 'Future',
      delivery_type: 'SCHEDULED',
      delivery_date: localDay(2),
      delivery_time: '08:00',
    });
    const cancelled = await create({
      customer_id: c.Ravi.id,
      title: 'Cancelled',
      delivery_type: 'SCHEDULED',
      delivery_date: localDay(1),
      delivery_time: '07:00',
    });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/store/push_notification/cancel',
      headers,
      payload: { push_notification_id: cancelled._id },
    });
    expect(res.statusCode).toBe(200);
    expect(provider.calls).toHaveLength(0);

    const sendAt = kolkataInstant(localDay(1), '08:00');
    expect((await runDueNotifications(app, new Date(sendAt.getTime() - 1000))).dispatched).toEqual([]);
    const run = await runDueNotifications(app, new Date(sendAt.getTime() + 60_000));
    expect(run.dispatched).toEqual([{ id: due._id, status: 'SENT' }]);
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0].body).toMatchObject({
      headings: { en: 'Due' },
      include_aliases: { external_id: [c.Ravi.id] },
      send_after: sendAt.toISOString(),
    });
    expect(await rowOf(due._id)).toMatchObject({ status: 'SENT', sentToCustomers: 1 });
    expect(await rowOf(future._id)).toMatchObject({ status: 'SCHEDULED' });
    expect(await rowOf(cancelled._id)).toMatchObject({ status: 'CANCELLED' });
    // A second run finds nothing left to send.
    expect((await runDueNotifications(app, new Date(sendAt.getTime() + 120_000))).dispatched).toEqual([]);
    expect(provider.calls).toHaveLength(1);
  });

  it('skips deleted ones, records provider errors, and drops customers who opted out since', async () => {
    // Send what the previous test left scheduled, so this run sees only its own notifications.
    await runDueNotifications(app, kolkataInstant(localDay(4), '00:00'));
    provider.calls.length = 0;
    const deleted = await create({
      customer_id: c.Meera.id,
      title: 'Deleted',
      delivery_type: 'SCHEDULED',
      delivery_date: localDay(5),
      delivery_time: '10:00',
    });
    await app.inject({
      method: 'DELETE',
      url: '/api/store/push_notification',
      headers,
      query: { push_notification_id: deleted._id },
    });
    const failing = await create({
      customer_id: c.Meera.id,
      title: 'Failing',
      delivery_type: 'SCHEDULED',
      delivery_date: localDay(5),
      delivery_time: '10:10',
    });
    const optedOut = await create({
      customer_type: 'multiple_customers',
      exclude_customer_ids: [c.Ravi.id],
      title: 'Opted out',
      delivery_type: 'SCHEDULED',
      delivery_date: localDay(5),
      delivery_time: '10:20',
    });
    await app.db.update(customers).set({ pushNotification: false }).where(eq(customers.id, c.Meera.id));
    provider.reply = { status: 500, body: { errors: ['Internal error'] } };
    // Meera turned notifications off: Failing (to her) and Opted out (Meera only, Ravi excluded) reach nobody.
    const run = await runDueNotifications(app, kolkataInstant(localDay(5), '11:00'));
    expect(run.dispatched).toEqual([
      { id: failing._id, status: 'NOT_SENT' },
      { id: optedOut._id, status: 'NOT_SENT' },
    ]);
    expect(await rowOf(optedOut._id)).toMatchObject({ statusReason: PUSH_STATUS_REASONS.noRecipientsLeft });
    expect(await rowOf(deleted._id)).toMatchObject({ status: 'SCHEDULED', isDeleted: true });
    expect(provider.calls).toHaveLength(0);
    await app.db.update(customers).set({ pushNotification: true }).where(eq(customers.id, c.Meera.id));

    const failingLater = await create({
      customer_id: c.Meera.id,
      title: 'Failing later',
      delivery_type: 'SCHEDULED',
      delivery_date: localDay(6),
      delivery_time: '10:00',
    });
    const failed = await runDueNotifications(app, kolkataInstant(localDay(6), '10:00'));
    expect(failed.dispatched).toEqual([{ id: failingLater._id, status: 'FAILED' }]);
    expect(await rowOf(failingLater._id)).toMatchObject({
      status: 'FAILED',
      statusReason: `${PUSH_STATUS_REASONS.providerRejected} (HTTP 500): Internal error`,
    });
  });

  it('records FAILED when the provider cannot be reached', async () => {
    const unreachable = await buildTestApp({
      config: {
        push: { url: 'http://127.0.0.1:9/none', appId: 'a', apiKey: 'k' },
        pushScheduler: { intervalMs: 0 },
      },
    });
    try {
      const s = await createStore(unreachable);
      const h = authHeader(await loginAs(unreachable, 'ADMIN', s));
      const customer = await createCustomer(unreachable, s, { pushNotification: true });
      const res = await unreachable.inject({
        method: 'POST',
        url: '/api/store/push_notification',
        headers: h,
        payload: { notification_details: pushInput({ customer_id: customer.id }) },
      });
      const { data } = res.json() as PushNotificationCreateReply;
      expect(data.status).toBe('FAILED');
      expect(data.status_reason).toMatch(new RegExp(`^${PUSH_STATUS_REASONS.providerUnreachable}`));
    } finally {
      await unreachable.close();
    }
  });
});
