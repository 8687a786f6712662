import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  PUSH_MESSAGES as M,
  PUSH_REDIRECT_REQUIRED_MESSAGES,
  PUSH_REDIRECT_UNAVAILABLE_MESSAGES,
  PUSH_STATUS_REASONS,
  type PushNotificationCreateReply,
  type PushNotificationDetailsReply,
  type PushNotificationInput,
} from '@storedesk/shared/contracts';
import { auditLog, customers, pushNotifications } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { createCustomer } from '../orders/order-fixtures';
import { createCategory, createCollection, kolkataInstant, localDay, pushInput } from './push-fixtures';

let app: FastifyInstance;
let store: StoreRow;
let other: StoreRow;
let headers: Record<string, string>;
const c: Record<string, typeof customers.$inferSelect> = {};
let categoryId: string;
let collectionId: string;
let foreignCategoryId: string;

beforeAll(async () => {
  // No provider: every notification is kept in the outbox.
  app = await buildTestApp({ config: { push: null } });
  store = await createStore(app);
  other = await createStore(app);
  headers = authHeader(await loginAs(app, 'ADMIN', store));
  const rows: [string, Partial<typeof customers.$inferInsert>][] = [
    ['Meera', { pushNotification: true, orderCount: 1, orderTotal: '100', points: 10 }],
    ['Ravi', { pushNotification: true, orderCount: 5, orderTotal: '2500', points: 500 }],
    ['Ananya', { pushNotification: true, orderCount: 12, orderTotal: '9999', points: 1200 }],
    ['Arjun', { pushNotification: false, orderCount: 7, orderTotal: '3000', points: 700 }],
    ['Gone', { pushNotification: true, orderCount: 7, orderTotal: '3000', isDeleted: true }],
  ];
  for (const [firstName, values] of rows)
    c[firstName] = await createCustomer(app, store, { firstName, ...values });
  c.Foreign = await createCustomer(app, other, {
    firstName: 'Foreign',
    pushNotification: true,
    orderCount: 7,
  });
  categoryId = (await createCategory(app, store, 'Cleaning')).id;
  collectionId = (await createCollection(app, store, 'Summer')).id;
  foreignCategoryId = (await createCategory(app, other, 'Elsewhere')).id;
});
afterAll(() => app.close());

const create = (notification_details: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/store/push_notification',
    headers,
    payload: { notification_details },
  });
const rowsOfStore = () =>
  app.db.select().from(pushNotifications).where(eq(pushNotifications.storeId, store.id));

async function expectRefused(input: Record<string, unknown>, status: number, message: string) {
  const before = (await rowsOfStore()).length;
  const res = await create(input);
  expect([res.statusCode, (res.json() as { message: string }).message]).toEqual([status, message]);
  expect(await rowsOfStore()).toHaveLength(before);
}

describe('POST store/push_notification: validation (nothing written)', () => {
  it('needs the customer of a one_customer notification', async () => {
    await expectRefused(pushInput({ customer_id: null }), 400, M.noCustomer);
    await expectRefused(pushInput({}), 400, M.noCustomer);
  });

  it('refuses criteria matching nobody, and a group where everyone is unticked', async () => {
    const base = { customer_type: 'multiple_customers' as const };
    await expectRefused(pushInput({ ...base, criteria: { min_order_count: 50 } }), 400, M.noMatches);
    // Arjun matches 6..8 orders but has push notifications off; Gone is deleted.
    await expectRefused(
      pushInput({ ...base, criteria: { min_order_count: 6, max_order_count: 8 } }),
      400,
      M.noMatches,
    );
    await expectRefused(
      pushInput({ ...base, criteria: { min_points: 400 }, exclude_customer_ids: [c.Ravi.id, c.Ananya.id] }),
      400,
      M.noMatches,
    );
  });

  it('needs a title and a message', async () => {
    const one = { customer_id: c.Meera.id };
    await expectRefused(pushInput({ ...one, title: '  ' }), 400, M.titleMissing);
    await expectRefused(pushInput({ ...one, title: '<b></b>' }), 400, M.titleMissing);
    await expectRefused(pushInput({ ...one, message: '' }), 400, M.messageMissing);
  });

  it('needs the redirect target of each type but PAYMENT_REQUEST (spec texts)', async () => {
    for (const [type, text] of Object.entries(PUSH_REDIRECT_REQUIRED_MESSAGES)) {
      await expectRefused(
        pushInput({ customer_id: c.Meera.id, redirect_type: type as PushNotificationInput['redirect_type'] }),
        400,
        text,
      );
    }
  });

  it('answers 404 for a redirect target that is not in this store', async () => {
    const one = { customer_id: c.Meera.id };
    await expectRefused(
      pushInput({ ...one, redirect_type: 'CATEGORY', redirect_to: foreignCategoryId }),
      404,
      PUSH_REDIRECT_UNAVAILABLE_MESSAGES.CATEGORY,
    );
    await expectRefused(
      pushInput({ ...one, redirect_type: 'COLLECTION', redirect_to: categoryId }),
      404,
      PUSH_REDIRECT_UNAVAILABLE_MESSAGES.COLLECTION,
    );
    await expectRefused(
      pushInput({ ...one, redirect_type: 'ORDER', redirect_to: 'not-an-id' }),
      404,
      PUSH_REDIRECT_UNAVAILABLE_MESSAGES.ORDER,
    );
  });

  it('refuses an image that is not an http(s) address', async () => {
    await expectRefused(
      pushInput({ customer_id: c.Meera.id, notification_image: 'javascript:alert(1)' }),
      400,
      M.badImage,
    );
  });

  it('keeps a scheduled time from now to 30 days ahead on a 10-minute step', async () => {
    const one = { customer_id: c.Meera.id, delivery_type: 'SCHEDULED' as const };
    await expectRefused(pushInput({ ...one }), 400, M.scheduleMissing);
    await expectRefused(pushInput({ ...one, delivery_date: localDay(1) }), 400, M.scheduleMissing);
    await expectRefused(
      pushInput({ ...one, delivery_date: localDay(1), delivery_time: '10:05' }),
      400,
      M.scheduleStep,
    );
    await expectRefused(
      pushInput({ ...one, delivery_date: localDay(-1), delivery_time: '23:50' }),
      400,
      M.schedulePast,
    );
    await expectRefused(
      pushInput({ ...one, delivery_date: localDay(31), delivery_time: '10:00' }),
      400,
      M.scheduleTooFar,
    );
    const res = await create(pushInput({ ...one, delivery_date: localDay(30), delivery_time: '10:00' }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as PushNotificationCreateReply;
    expect(data).toMatchObject({
      status: 'SCHEDULED',
      delivery_date: localDay(30),
      delivery_time: '10:00',
      send_at: kolkataInstant(localDay(30), '10:00').toISOString(),
      can_cancel: true,
    });
  });

  it('refuses a malformed time or an unknown field by schema', async () => {
    const one = { customer_id: c.Meera.id, delivery_type: 'SCHEDULED' as const, delivery_date: localDay(1) };
    await expectRefused(
      pushInput({ ...one, delivery_time: '25:00' }),
      400,
      'Delivery time is not in the expected format',
    );
    await expectRefused(
      { ...pushInput({ customer_id: c.Meera.id }), extra: 1 },
      400,
      'Unknown field in the request: Extra',
    );
  });
});

describe('POST store/push_notification: recipients', () => {
  it('answers 404 for a customer of another store, a deleted one, or an unknown one', async () => {
    for (const id of [c.Foreign.id, c.Gone.id, '00000000-0000-4000-8000-000000000000']) {
      await expectRefused(pushInput({ customer_id: id }), 404, M.customerNotFound);
    }
  });

  it('answers 404 when an excluded id is a customer of another store', async () => {
    await expectRefused(
      pushInput({ customer_type: 'multiple_customers', exclude_customer_ids: [c.Meera.id, c.Foreign.id] }),
      404,
      M.customerNotFound,
    );
  });

  it('refuses a one_customer notification to a customer who turned push notifications off', async () => {
    await expectRefused(pushInput({ customer_id: c.Arjun.id }), 400, M.customerOptedOut);
  });

  it('stores the matched customers minus the excluded ones as the recipient list', async () => {
    const res = await create(
      pushInput({
        customer_type: 'multiple_customers',
        criteria: { min_order_count: 1, max_lifetime_value: 5000, min_points: 5 },
        exclude_customer_ids: [c.Meera.id, c.Meera.id],
        // Ignored for groups.
        customer_id: c.Ananya.id,
      }),
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as PushNotificationCreateReply;
    expect(data).toMatchObject({
      customer_id: null,
      exclude_customer_ids: [c.Meera.id],
      recipients_count: 1,
    });
    const [row] = await app.db.select().from(pushNotifications).where(eq(pushNotifications.id, data._id));
    expect(row.recipientIds).toEqual([c.Ravi.id]);
    expect(row.criteria).toMatchObject({
      min_order_count: 1,
      max_lifetime_value: 5000,
      min_points: 5,
      max_points: null,
    });
  });

  it('filters the created date in the store time zone', async () => {
    const today = localDay(0);
    const res = await create(
      pushInput({
        customer_type: 'multiple_customers',
        criteria: { customer_created_from: today, customer_created_to: today },
      }),
    );
    expect(res.statusCode).toBe(200);
    // Every fixture customer was created just now; Arjun (push off), Gone (deleted) and Foreign are not there.
    const { data } = res.json() as PushNotificationCreateReply;
    const [row] = await app.db.select().from(pushNotifications).where(eq(pushNotifications.id, data._id));
    expect([...row.recipientIds].sort()).toEqual([c.Meera.id, c.Ravi.id, c.Ananya.id].sort());
    await expectRefused(
      pushInput({ customer_type: 'multiple_customers', criteria: { customer_created_to: localDay(-1) } }),
      400,
      M.noMatches,
    );
  });
});

describe('POST store/push_notification: the outbox without a provider', () => {
  it('keeps an immediate notification as NOT_SENT with the reason, its recipients and the request', async () => {
    const res = await create(
      pushInput({
        customer_id: c.Ravi.id,
        title: ' Hello <i>there</i> ',
        redirect_type: 'CATEGORY',
        redirect_to: categoryId,
        notification_image: 'https://cdn.example.test/p.png',
        // Ignored for IMMEDIATE.
        delivery_date: localDay(1),
        delivery_time: '10:00',
      }),
    );
    expect(res.statusCode).toBe(200);
    const reply = res.json() as PushNotificationCreateReply;
    expect(reply).toMatchObject({
      message: M.created,
      title: M.createdTitle,
      data: {
        title: 'Hello there',
        customer_id: c.Ravi.id,
        customer: { _id: c.Ravi.id, first_name: 'Ravi' },
        status: 'NOT_SENT',
        status_reason: PUSH_STATUS_REASONS.notConfigured,
        recipients_count: 1,
        sent_to_customers: 0,
        delivery_date: null,
        delivery_time: null,
        send_at: null,
        can_cancel: false,
      },
    });
    const details = await app.inject({
      method: 'GET',
      url: '/api/store/push_notification/details',
      headers,
      query: { push_notification_id: reply.data._id },
    });
    const body = details.json() as PushNotificationDetailsReply;
    expect(body.notification_details.recipient_ids).toEqual([c.Ravi.id]);
    // The details name the target, so the screen need not show its id.
    expect(body.notification_details.redirect_to_name).toBe('Cleaning');
    expect(body.one_signal_response).toEqual({
      body: {
        headings: { en: 'Hello there' },
        contents: { en: '10% off AC service this week' },
        data: { redirect_type: 'CATEGORY', redirect_to: categoryId },
        big_picture: 'https://cdn.example.test/p.png',
        ios_attachments: { image: 'https://cdn.example.test/p.png' },
      },
      batches: [],
    });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'push_notification'), eq(auditLog.entityId, reply.data._id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('keeps a scheduled notification SCHEDULED with send_after in the request', async () => {
    const res = await create(
      pushInput({
        customer_id: c.Meera.id,
        redirect_type: 'COLLECTION',
        redirect_to: collectionId,
        delivery_type: 'SCHEDULED',
        delivery_date: localDay(2),
        delivery_time: '18:30',
      }),
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as PushNotificationCreateReply;
    expect(data).toMatchObject({ status: 'SCHEDULED', status_reason: null, recipients_count: 1 });
    const details = await app.inject({
      method: 'GET',
      url: '/api/store/push_notification/details',
      headers,
      query: { push_notification_id: data._id },
    });
    const body = details.json() as PushNotificationDetailsReply;
    expect(body.notification_details.redirect_to_name).toBe('Summer');
    expect(body.one_signal_response?.body.send_after).toBe(
      kolkataInstant(localDay(2), '18:30').toISOString(),
    );
  });
});
