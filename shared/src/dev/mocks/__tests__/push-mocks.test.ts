import { setUpMocks } from './mock-server';
import dayjs from 'dayjs';
import {
  callApi,
  inZone,
  useSession,
  type ListCustomersReply,
  type PushNotificationDetailsReply,
  type PushNotificationInput,
  type PushNotificationList,
} from '../../../index';
import * as C from '../../../contracts';
import { makeStore, schemaErrors } from '../../../testing';
import { useMockScenario } from '../mock-scenario';
import {
  cancelPushOperation,
  createPushOperation,
  deletePushOperation,
  getPushOperation,
  listCategoriesOperation,
  listCollectionsOperation,
  listContractsOperation,
  listCustomersOperation,
  listOrdersOperation,
  listPaymentsOperation,
  listPushesOperation,
  searchProductsOperation,
  type Operation,
} from '../../../index';

const fits = (schema: unknown, value: unknown) => expect(schemaErrors(schema, value)).toEqual([]);
const M = C.PUSH_MESSAGES;

/** The standalone page's push mocks answer in the contract's shapes with the API's checks and texts. */
describe('push notification mocks', () => {
  setUpMocks();
  beforeEach(() => {
    useSession.setState({ token: 'dev-token', store: makeStore() });
    useMockScenario.setState({ scenario: 'normal' });
  });

  const create = (details: Partial<PushNotificationInput>) =>
    callApi(createPushOperation, {
      notification_details: {
        customer_type: 'one_customer',
        title: 'Hello',
        message: 'World',
        redirect_type: 'PAYMENT_REQUEST',
        delivery_type: 'IMMEDIATE',
        ...details,
      },
    });

  it('lists 10 a page from 1, filters by keyword and customer, and shows details with send_after', async () => {
    const first = await callApi<PushNotificationList>(listPushesOperation, { limit: 10, offset: 1 });
    fits(C.PushNotificationList, first);
    expect(first.data).toHaveLength(10);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    const created = first.data.map((p) => Date.parse(p.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const offers = await callApi<PushNotificationList>(listPushesOperation, {
      'filter.keyword': 'festive',
    });
    expect(offers.data.length).toBeGreaterThan(0);
    expect(offers.data.every((p) => p.title.toLowerCase().includes('festive'))).toBe(true);
    const single = first.data.find((p) => p.customer_id !== null)!;
    const theirs = await callApi<PushNotificationList>(listPushesOperation, {
      limit: 100,
      'filter.customer_id': single.customer_id!,
    });
    expect(theirs.data.map((p) => p._id)).toContain(single._id);
    expect(theirs.total).toBeLessThan(first.total);
    const day = inZone(first.data[3].createdAt, 'Asia/Kolkata').format('YYYY-MM-DD');
    const sameDay = await callApi<PushNotificationList>(listPushesOperation, {
      limit: 100,
      'filter.created_from_date': day,
      'filter.created_to_date': day,
    });
    expect(sameDay.data.map((p) => p._id)).toContain(first.data[3]._id);

    const scheduled = first.data.find((p) => p.can_cancel);
    expect(scheduled).toBeDefined();
    const details = await callApi<PushNotificationDetailsReply>(getPushOperation, {
      push_notification_id: scheduled!._id,
    });
    fits(C.PushNotificationDetailsReply, details);
    expect(details.one_signal_response?.body.send_after).toBe(scheduled!.send_at);
  });

  it("refuses like the API, with the contract's texts, and writes nothing", async () => {
    const before = (await callApi<PushNotificationList>(listPushesOperation, {})).total;
    const refused = (details: Partial<PushNotificationInput>) =>
      create(details).catch((e: Error) => e.message);
    expect(await refused({ customer_id: null })).toBe(M.noCustomer);
    const customers = (await callApi<ListCustomersReply>(listCustomersOperation, { limit: 1000 })).data;
    const on = customers.find((c) => c.push_notification)!;
    const off = customers.find((c) => !c.push_notification)!;
    expect(await refused({ customer_id: on._id, title: ' ' })).toBe(M.titleMissing);
    expect(await refused({ customer_id: on._id, redirect_type: 'CATEGORY' })).toBe(
      C.PUSH_REDIRECT_REQUIRED_MESSAGES.CATEGORY,
    );
    expect(await refused({ customer_id: on._id, redirect_type: 'ORDER', redirect_to: on._id })).toBe(
      C.PUSH_REDIRECT_UNAVAILABLE_MESSAGES.ORDER,
    );
    expect(await refused({ customer_id: off._id })).toBe(M.customerOptedOut);
    expect(await refused({ customer_id: on._id, notification_image: 'data:image/png;base64,AA' })).toBe(
      M.badImage,
    );
    const tomorrow = inZone(dayjs(), 'Asia/Kolkata').add(1, 'day').format('YYYY-MM-DD');
    const far = inZone(dayjs(), 'Asia/Kolkata').add(31, 'day').format('YYYY-MM-DD');
    const at = (delivery_date: string | null, delivery_time: string | null) =>
      refused({ customer_id: on._id, delivery_type: 'SCHEDULED', delivery_date, delivery_time });
    expect(await at(null, '10:00')).toBe(M.scheduleMissing);
    expect(await at(tomorrow, '10:05')).toBe(M.scheduleStep);
    expect(await at('2020-01-01', '10:00')).toBe(M.schedulePast);
    expect(await at(far, '10:00')).toBe(M.scheduleTooFar);
    expect(
      await refused({ customer_type: 'multiple_customers', criteria: { min_order_count: 1_000_000 } }),
    ).toBe(M.noMatches);
    expect((await callApi<PushNotificationList>(listPushesOperation, {})).total).toBe(before);
  });

  it('creates for a group minus the excluded, then cancels a scheduled one and deletes', async () => {
    const group = (
      await callApi<ListCustomersReply>(listCustomersOperation, {
        limit: 1000,
        'filter.push_notification': true,
        'filter.order_count_from': 3,
      })
    ).data;
    const tomorrow = inZone(dayjs(), 'Asia/Kolkata').add(1, 'day').format('YYYY-MM-DD');
    const reply = await create({
      customer_type: 'multiple_customers',
      criteria: { min_order_count: 3 },
      exclude_customer_ids: [group[0]._id],
      delivery_type: 'SCHEDULED',
      delivery_date: tomorrow,
      delivery_time: '09:30',
    });
    fits(C.PushNotificationCreateReply, reply);
    const row = (reply as C.PushNotificationCreateReply).data;
    expect(row).toMatchObject({ recipients_count: group.length - 1, status: 'SCHEDULED', can_cancel: true });
    expect(reply).toMatchObject({ message: M.created });

    const cancelled = await callApi(cancelPushOperation, { push_notification_id: row._id });
    expect(cancelled).toEqual({ message: M.cancelled, title: M.cancelledTitle });
    await expect(callApi(cancelPushOperation, { push_notification_id: row._id })).rejects.toMatchObject({
      status: 400,
      message: M.cancelAlreadyCancelled,
    });
    expect(await callApi(deletePushOperation, { push_notification_id: row._id })).toEqual({
      message: M.deleted,
      title: M.deletedTitle,
    });
    await expect(callApi(getPushOperation, { push_notification_id: row._id })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers the redirect target lookups in the contracts shapes, by keyword', async () => {
    const lists: { op: Operation; schema: unknown }[] = [
      { op: listCategoriesOperation, schema: C.CategoryOptionList },
      { op: listCollectionsOperation, schema: C.CollectionOptionList },
      { op: searchProductsOperation, schema: C.ProductOptionList },
      { op: listContractsOperation, schema: C.ListContractsReply },
      { op: listPaymentsOperation, schema: C.ListPaymentsReply },
      { op: listOrdersOperation, schema: C.ListOrdersReply },
    ];
    for (const { op, schema } of lists) {
      const reply = await callApi<{ data: unknown[] }>(op, { limit: 100, offset: 1 });
      fits(schema, reply);
      expect(reply.data.length).toBeGreaterThan(0);
    }
    const cleaning = await callApi<C.CategoryOptionList>(listCategoriesOperation, {
      'filter.keyword': 'clean',
    });
    expect(cleaning.data.map((c) => c.name)).toEqual(['Cleaning']);
    const booking = await callApi<C.ListOrdersReply>(listOrdersOperation, { 'filter.order_number': 1003 });
    expect(booking.data.map((b) => b.order_number)).toEqual([1003]);
    expect((await callApi<C.ListOrdersReply>(listOrdersOperation, { 'filter.order_number': 99 })).total).toBe(
      0,
    );
  });
});
