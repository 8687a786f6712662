import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PUSH_STATUS_REASONS, type PushNotificationCreateReply } from '@storedesk/shared/contracts';
import { pushNotifications } from '../../src/db/schema';
import { authHeader, createStore, loginAs } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { createCustomer } from '../orders/order-fixtures';
import { localDay, pushInput } from './push-fixtures';

let app: FastifyInstance;

// The one test that turns the interval on; without a provider a due notification ends NOT_SENT with the reason.
beforeAll(async () => {
  app = await buildTestApp({ config: { push: null, pushScheduler: { intervalMs: 50 } } });
});
afterAll(() => app.close());

const statusOf = async (id: string) =>
  (await app.db.select().from(pushNotifications).where(eq(pushNotifications.id, id)))[0];

it('dispatches a due scheduled notification on its own, and only that one', async () => {
  const store = await createStore(app);
  const headers = authHeader(await loginAs(app, 'ADMIN', store));
  const customer = await createCustomer(app, store, { pushNotification: true });
  const schedule = async (day: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/store/push_notification',
      headers,
      payload: {
        notification_details: pushInput({
          customer_id: customer.id,
          delivery_type: 'SCHEDULED',
          delivery_date: day,
          delivery_time: '10:00',
        }),
      },
    });
    return (res.json() as PushNotificationCreateReply).data._id;
  };
  const due = await schedule(localDay(1));
  const later = await schedule(localDay(2));
  // Its time comes: moved into the past as if the clock had run on.
  await app.db
    .update(pushNotifications)
    .set({ sendAt: new Date(Date.now() - 1000) })
    .where(eq(pushNotifications.id, due));
  const deadline = Date.now() + 10_000;
  while ((await statusOf(due)).status === 'SCHEDULED' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await statusOf(due)).toMatchObject({
    status: 'NOT_SENT',
    statusReason: PUSH_STATUS_REASONS.notConfigured,
  });
  expect((await statusOf(later)).status).toBe('SCHEDULED');
});
