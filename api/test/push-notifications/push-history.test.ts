import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  PUSH_MESSAGES as M,
  PUSH_STATUS_REASONS,
  type PushNotificationCreateReply,
  type PushNotificationList,
  type PushRecipientsCountReply,
} from '@storedesk/shared/contracts';
import { auditLog, customers, pushNotifications } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { createCustomer } from '../orders/order-fixtures';
import { localDay, pushInput } from './push-fixtures';

let app: FastifyInstance;
let store: StoreRow;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
const c: Record<string, typeof customers.$inferSelect> = {};
const ids: Record<string, string> = {};

const create = async (values: Parameters<typeof pushInput>[0]) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/store/push_notification',
    headers,
    payload: { notification_details: pushInput(values) },
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return (res.json() as PushNotificationCreateReply).data;
};
const list = async (query: Record<string, string | number> = {}, h = headers) =>
  app.inject({ method: 'GET', url: '/api/store/push_notification', headers: h, query: toQuery(query) });
const toQuery = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
const titles = async (query: Record<string, string | number> = {}) => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return (res.json() as PushNotificationList).data.map((row) => row.title);
};
const cancel = (id: string, h = headers) =>
  app.inject({
    method: 'PUT',
    url: '/api/store/push_notification/cancel',
    headers: h,
    payload: { push_notification_id: id },
  });
const remove = (id: string, h = headers) =>
  app.inject({
    method: 'DELETE',
    url: '/api/store/push_notification',
    headers: h,
    query: { push_notification_id: id },
  });
const count = (query: Record<string, string | number>, h = headers) =>
  app.inject({
    method: 'GET',
    url: '/api/store/push_notification/recipients_count',
    headers: h,
    query: toQuery(query),
  });

beforeAll(async () => {
  app = await buildTestApp({ config: { push: null } });
  store = await createStore(app);
  const other = await createStore(app);
  headers = authHeader(await loginAs(app, 'ADMIN', store));
  otherHeaders = authHeader(await loginAs(app, 'ADMIN', other));
  c.Meera = await createCustomer(app, store, { firstName: 'Meera', pushNotification: true, points: 10 });
  c.Ravi = await createCustomer(app, store, { firstName: 'Ravi', pushNotification: true, points: 500 });
  c.Ananya = await createCustomer(app, store, { firstName: 'Ananya', pushNotification: true, points: 900 });
  c.Off = await createCustomer(app, store, { firstName: 'Off', pushNotification: false, points: 900 });
  c.Foreign = await createCustomer(app, other, { firstName: 'Foreign', pushNotification: true });
  ids.toMeera = (await create({ customer_id: c.Meera.id, title: 'Meera only', message: 'Spa day' }))._id;
  ids.group = (
    await create({
      customer_type: 'multiple_customers',
      criteria: { min_points: 100 },
      title: 'Big spenders',
      message: 'Thanks for your loyalty',
    })
  )._id;
  ids.scheduled = (
    await create({
      customer_id: c.Ravi.id,
      title: 'Reminder',
      message: 'Your AC service is due',
      delivery_type: 'SCHEDULED',
      delivery_date: localDay(3),
      delivery_time: '09:00',
    })
  )._id;
  for (let i = 0; i < 9; i++)
    await create({ customer_id: c.Ananya.id, title: `Bulk ${i}`, message: 'Weekly tip' });
});
afterAll(() => app.close());

describe('GET store/push_notification', () => {
  it('pages newest first, 10 by default, with the total and the row status', async () => {
    const res = await list();
    const body = res.json() as PushNotificationList;
    expect([body.total, body.pages, body.data.length]).toEqual([12, 2, 10]);
    expect(body.data[0].title).toBe('Bulk 8');
    expect(await titles({ offset: 2 })).toEqual(['Big spenders', 'Meera only']);
    expect(await titles({ limit: 5, offset: 3 })).toEqual(['Big spenders', 'Meera only']);
    const group = body.data.find((row) => row.title === 'Big spenders');
    expect(group).toBeUndefined();
    const scheduled = body.data.find((row) => row.title === 'Reminder')!;
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', can_cancel: true, recipients_count: 1 });
  });

  it('filters by keyword in title or message, by created days and by recipient', async () => {
    expect(await titles({ 'filter.keyword': 'spend' })).toEqual(['Big spenders']);
    expect(await titles({ 'filter.keyword': 'SERVICE IS' })).toEqual(['Reminder']);
    expect(await titles({ 'filter.keyword': '%' })).toEqual([]);
    expect(await titles({ 'filter.customer_id': c.Meera.id })).toEqual(['Meera only']);
    // Ravi got the scheduled one himself and is in the group (points >= 100).
    expect(await titles({ 'filter.customer_id': c.Ravi.id })).toEqual(['Reminder', 'Big spenders']);
    expect(
      (await titles({ 'filter.created_from_date': localDay(0), 'filter.created_to_date': localDay(0) }))
        .length,
    ).toBe(10);
    expect(await titles({ 'filter.created_from_date': localDay(1) })).toEqual([]);
    expect(await titles({ 'filter.created_to_date': localDay(-1) })).toEqual([]);
  });

  it('answers 404 for a customer of another store and shows nothing to another store', async () => {
    const res = await list({ 'filter.customer_id': c.Foreign.id });
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { message: M.customerNotFound, title: M.customerNotFoundTitle },
    ]);
    expect((await list({}, otherHeaders)).json()).toEqual({ data: [], pages: 0, total: 0 });
  });
});

describe('GET store/push_notification/details', () => {
  it('answers the recipients of a group and 404 for another store', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/store/push_notification/details',
      headers,
      query: { push_notification_id: ids.group },
    });
    expect(res.statusCode).toBe(200);
    const { notification_details } = res.json() as {
      notification_details: { recipient_ids: string[]; redirect_to_name: string | null };
    };
    expect([...notification_details.recipient_ids].sort()).toEqual([c.Ravi.id, c.Ananya.id].sort());
    // A payment request notification without a target has no target name.
    expect(notification_details.redirect_to_name).toBeNull();
    const foreign = await app.inject({
      method: 'GET',
      url: '/api/store/push_notification/details',
      headers: otherHeaders,
      query: { push_notification_id: ids.group },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET store/push_notification/recipients_count', () => {
  it('counts matched minus excluded customers', async () => {
    const res = await count({ 'filter.min_points': 100, exclude_customer_ids: `${c.Ravi.id},${c.Meera.id}` });
    expect(res.json()).toEqual({ matched: 2, excluded: 1, recipients: 1 } satisfies PushRecipientsCountReply);
    expect((await count({})).json()).toEqual({ matched: 3, excluded: 0, recipients: 3 });
    expect((await count({ 'filter.max_points': 5 })).json()).toEqual({
      matched: 0,
      excluded: 0,
      recipients: 0,
    });
  });

  it('answers 404 for an excluded customer of another store', async () => {
    const res = await count({ exclude_customer_ids: `${c.Meera.id},${c.Foreign.id}` });
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { message: M.customerNotFound, title: M.customerNotFoundTitle },
    ]);
  });
});

describe('PUT store/push_notification/cancel', () => {
  it('refuses what is not scheduled, and another store', async () => {
    const res = await cancel(ids.toMeera);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: M.cancelNotScheduled, title: M.cancelTitle },
    ]);
    expect((await cancel(ids.scheduled, otherHeaders)).statusCode).toBe(404);
  });

  it('refuses a scheduled one whose send time has passed', async () => {
    const late = await create({
      customer_id: c.Meera.id,
      title: 'Late',
      delivery_type: 'SCHEDULED',
      delivery_date: localDay(1),
      delivery_time: '10:00',
    });
    await app.db
      .update(pushNotifications)
      .set({ sendAt: new Date(Date.now() - 60_000) })
      .where(eq(pushNotifications.id, late._id));
    const res = await cancel(late._id);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: M.cancelTimePassed, title: M.cancelTitle },
    ]);
    await remove(late._id);
  });

  it('cancels a scheduled one once, with the spec text', async () => {
    const res = await cancel(ids.scheduled);
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.cancelled, title: M.cancelledTitle }]);
    const [row] = await app.db
      .select()
      .from(pushNotifications)
      .where(eq(pushNotifications.id, ids.scheduled));
    expect(row).toMatchObject({
      isCancelled: true,
      status: 'CANCELLED',
      statusReason: PUSH_STATUS_REASONS.cancelled,
    });
    const again = await cancel(ids.scheduled);
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { message: M.cancelAlreadyCancelled, title: M.cancelTitle },
    ]);
    const listed = (await list({ 'filter.keyword': 'Reminder' })).json() as PushNotificationList;
    expect(listed.data[0]).toMatchObject({ is_cancelled: true, can_cancel: false, status: 'CANCELLED' });
  });
});

describe('DELETE store/push_notification', () => {
  it('soft deletes once, with an audit row, and 404 for another store', async () => {
    expect((await remove(ids.toMeera, otherHeaders)).statusCode).toBe(404);
    const res = await remove(ids.toMeera);
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.deleted, title: M.deletedTitle }]);
    expect(await titles({ 'filter.customer_id': c.Meera.id })).toEqual([]);
    expect((await remove(ids.toMeera)).statusCode).toBe(404);
    const [row] = await app.db.select().from(pushNotifications).where(eq(pushNotifications.id, ids.toMeera));
    expect(row.isDeleted).toBe(true);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ids.toMeera), eq(auditLog.action, 'delete')));
    expect(audit).toHaveLength(1);
  });
});
