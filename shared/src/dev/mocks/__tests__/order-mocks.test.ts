import dayjs from 'dayjs';
import {
  callApi,
  useSession,
  type DaywiseReply,
  type ListOrdersReply,
  type OrderDetailsReply,
  type OrderWriteReply,
} from '../../../index';
import * as C from '../../../contracts';
import { makeStore } from '../../../testing';
import { LOCATIONS, STORE_STATUSES } from '../db/catalogue';
import { useMockScenario } from '../mock-scenario';
import { storeToday } from '../request';
import { fits, setUpMocks } from './mock-server';
import {
  getOrderOperation,
  listDaywiseOrdersOperation,
  listOrdersOperation,
  syncOrderOperation,
  updateOrderStatusOperation,
} from '../../../index';

/** The booking list, details, day-wise list and writes. */
describe('standalone bookings mocks answer the contracts: bookings', () => {
  setUpMocks();

  it('pages and filters the booking list like the API (20 a page from 1)', async () => {
    const first = await callApi<ListOrdersReply>(listOrdersOperation, { limit: 20, offset: 1 });
    fits(C.ListOrdersReply, first);
    expect(first.data).toHaveLength(20);
    expect(first.pages).toBe(Math.ceil(first.total / 20));
    const paid = await callApi<ListOrdersReply>(listOrdersOperation, {
      limit: 100,
      'filter.is_paid': 'PAID',
    });
    expect(paid.data.length).toBeGreaterThan(0);
    expect(paid.data.every((o) => o.payment.is_paid)).toBe(true);
    const tomorrow = dayjs(storeToday()).add(1, 'day').format('YYYY-MM-DD');
    const due = await callApi<ListOrdersReply>(listOrdersOperation, {
      limit: 100,
      'filter.delivery_from_date': tomorrow,
      'filter.delivery_to_date': tomorrow,
    });
    expect(due.data.every((o) => o.delivery_date === tomorrow)).toBe(true);
    const served = await callApi<ListOrdersReply>(listOrdersOperation, {
      limit: 100,
      'filter.location': LOCATIONS[0]._id,
    });
    expect(served.data.length).toBeGreaterThan(0);
    expect(served.data.every((o) => o.store_location_id === LOCATIONS[0]._id)).toBe(true);
    useMockScenario.setState({ scenario: 'empty' });
    expect(await callApi<ListOrdersReply>(listOrdersOperation, {})).toMatchObject({ data: [], total: 0 });
  });

  it('answers a booking with its totals, and 404 for an unknown one', async () => {
    const { data } = await callApi<ListOrdersReply>(listOrdersOperation, { limit: 1 });
    const details = await callApi<OrderDetailsReply>(getOrderOperation, { id: data[0]._id });
    fits(C.OrderDetailsReply, details);
    expect(details.total.total).toBe(details.data.total);
    await expect(
      callApi(getOrderOperation, { id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('pages the day-wise list by cursor until next_cursor is null, with the weekday slots', async () => {
    const date = storeToday();
    const rows: string[] = [];
    let cursor: string | undefined;
    let reply: DaywiseReply;
    do {
      reply = await callApi<DaywiseReply>(listDaywiseOrdersOperation, {
        date,
        date_type: 'DELIVERY_DATE',
        limit: 2,
        cursor,
      });
      fits(C.DaywiseReply, reply);
      rows.push(...reply.data.map((r) => r._id));
      cursor = reply.next_cursor ?? undefined;
    } while (cursor);
    expect(rows.length).toBe(reply.total);
    expect(new Set(rows).size).toBe(rows.length);
    expect(reply.delivery_slots.day).toBe(dayjs(date).format('dddd').toUpperCase());
    expect(reply.delivery_slots.slots.length > 0).toBe(reply.delivery_slots.is_active);
    const sunday = dayjs(date).day(7).format('YYYY-MM-DD');
    const off = await callApi<DaywiseReply>(listDaywiseOrdersOperation, { date: sunday, limit: 10 });
    expect(off.delivery_slots).toMatchObject({ is_active: false, slots: [] });
    await expect(callApi(listDaywiseOrdersOperation, { date: '23/11/2026' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('writes a booking with its version, refuses a stale one, and says when sync is not configured', async () => {
    const { data } = await callApi<ListOrdersReply>(listOrdersOperation, {
      limit: 100,
      'filter.is_paid': 'NOT_PAID',
    });
    const open = data.find((o) => !o.is_completed)!;
    const body = {
      _id: open._id,
      version: open.version,
      current_status: { status_id: STORE_STATUSES[1]._id },
    };
    const written = await callApi<OrderWriteReply>(updateOrderStatusOperation, body);
    fits(C.OrderWriteReply, written);
    expect(written.data).toMatchObject({
      version: open.version + 1,
      current_status: { status_name: 'Confirmed' },
    });
    await expect(callApi(updateOrderStatusOperation, body)).rejects.toMatchObject({
      status: 409,
      message: C.ORDER_CHANGED_MESSAGE,
    });
    const sync = { _id: open._id, version: open.version + 1 };
    await expect(callApi(syncOrderOperation, sync)).rejects.toMatchObject({
      status: 409,
      title: C.SYNC_NOT_CONFIGURED_TITLE,
      message: C.SYNC_NOT_CONFIGURED_MESSAGE,
    });
    useSession.setState({
      store: makeStore({
        store_meta_config: [{ meta_config_name: 'zuper_web_url', meta_config_value: 'https://z' }],
      }),
    });
    fits(C.MessageReply, await callApi(syncOrderOperation, sync));
  });
});
