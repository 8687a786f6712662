import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PUSH_MESSAGES as M, type PushNotificationCreateReply } from '@storedesk/shared/contracts';
import { customers, pushNotifications } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { expectOverlap, sendTogether, statusCounts } from '../helpers/send-together';
import { buildTestApp } from '../helpers/test-app';
import { createBooking, createCustomer, createStatuses } from '../orders/order-fixtures';
import { pushInput, startFakeProvider, type FakeProvider } from './push-fixtures';

/**
 * Issue 11: a doubled Send makes one notification (one push to the customers), also when the two requests
 * really overlap (PostgreSQL); a booking target of a one-customer notification must be that customer's booking.
 */
let app: FastifyInstance;
let store: StoreRow;
let headers: Record<string, string>;
let provider: FakeProvider;
const c: Record<string, typeof customers.$inferSelect> = {};

beforeAll(async () => {
  provider = await startFakeProvider();
  app = await buildTestApp({
    config: {
      push: { url: provider.url, appId: 'app-1', apiKey: 'key-1' },
      pushScheduler: { intervalMs: 0 },
    },
  });
  store = await createStore(app);
  headers = authHeader(await loginAs(app, 'ADMIN', store));
  c.Meera = await createCustomer(app, store, { firstName: 'Meera', pushNotification: true });
  c.Ravi = await createCustomer(app, store, { firstName: 'Ravi', pushNotification: true });
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

let n = 0;
const key = () => `push-key-${Date.now().toString(36)}-${n++}`;
const send = (notification_details: Record<string, unknown>, idempotency_key?: string) => () =>
  app.inject({
    method: 'POST',
    url: '/api/store/push_notification',
    headers,
    payload: { notification_details, ...(idempotency_key ? { idempotency_key } : {}) },
  });
const withKey = async (k: string) =>
  app.db
    .select()
    .from(pushNotifications)
    .where(and(eq(pushNotifications.storeId, store.id), eq(pushNotifications.idempotencyKey, k)));

describe('idempotent per submission', () => {
  it('ten Sends with one key at once: one notification, one provider call, every answer names it', async () => {
    const k = key();
    const before = provider.calls.length;
    const { responses, peak } = await sendTogether(
      app,
      Array.from({ length: 10 }, () => send(pushInput({ customer_id: c.Meera.id, title: 'Double' }), k)),
    );
    expectOverlap(peak);
    expect(statusCounts(responses)).toEqual({ 200: 10 });
    const rows = await withKey(k);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('SENT');
    const ids = new Set(responses.map((r) => (r.json() as PushNotificationCreateReply).data._id));
    expect([...ids]).toEqual([rows[0].id]);
    expect(provider.calls.length - before).toBe(1);
  });

  it('a scheduled one twice with one key: one SCHEDULED row', async () => {
    const k = key();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const details = pushInput({
      customer_id: c.Meera.id,
      delivery_type: 'SCHEDULED',
      delivery_date: tomorrow,
      delivery_time: '10:00',
    });
    const { responses } = await sendTogether(app, [send(details, k), send(details, k)]);
    expect(statusCounts(responses)).toEqual({ 200: 2 });
    const rows = await withKey(k);
    expect(rows.map((r) => r.status)).toEqual(['SCHEDULED']);
  });

  it('different keys are different submissions', async () => {
    const [a, b] = [key(), key()];
    expect((await send(pushInput({ customer_id: c.Meera.id }), a)()).statusCode).toBe(200);
    expect((await send(pushInput({ customer_id: c.Meera.id }), b)()).statusCode).toBe(200);
    expect(await withKey(a)).toHaveLength(1);
    expect(await withKey(b)).toHaveLength(1);
  });
});

describe('booking target of one customer', () => {
  it("another customer's booking is refused with a clear message; the customer's own is accepted", async () => {
    const statuses = await createStatuses(app, store);
    const status = statuses.placed;
    const ravis = await createBooking(app, store, { customer: c.Ravi, status });
    const meeras = await createBooking(app, store, { customer: c.Meera, status });
    const count = async () => (await app.db.select().from(pushNotifications)).length;
    const before = await count();
    const refused = await send(
      pushInput({ customer_id: c.Meera.id, redirect_type: 'ORDER', redirect_to: ravis.id }),
      key(),
    )();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: M.bookingOfAnotherCustomer, title: M.invalidTitle });
    expect(M.bookingOfAnotherCustomer).toBe("This booking is not one of the selected customer's bookings");
    expect(await count()).toBe(before);
    const accepted = await send(
      pushInput({ customer_id: c.Meera.id, redirect_type: 'ORDER', redirect_to: meeras.id }),
      key(),
    )();
    expect(accepted.statusCode).toBe(200);
  });
});
