import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import type { DaywiseReply, ListOrdersReply, Order, OrderDetailsReply } from '../../index';
import { SLOT_DAYS } from './db/catalogue';
import { mockOrders, orderTotals, toDaywiseRow, toListRow } from './db/orders';
import { emptyScenario, fail, mockUrl, paged, refuse } from './respond';
import { DAY_PATTERN, query, storeToday } from './request';
import {
  getOrderOperation,
  listDaywiseOrdersOperation,
  listOrdersOperation,
} from '../../contracts/all-operations';

/** The booking list's filters (contracts ListOrdersQuery), applied the way the API does. */
function matches(order: Order, q: URLSearchParams, createdDay: string): boolean {
  const text = (key: string) => q.get(`filter.${key}`);
  const keyword = text('keyword')?.trim().toLowerCase();
  if (keyword) {
    const haystack = [
      order.customer.first_name,
      order.customer.last_name,
      `${order.customer.first_name} ${order.customer.last_name}`,
      order.customer.phone_no ?? '',
      order.customer.email ?? '',
      String(order.order_number),
    ].map((s) => s.toLowerCase());
    if (!haystack.some((s) => s.includes(keyword))) return false;
  }
  const within = (value: string | null, from: string | null, to: string | null) =>
    (!from || (value !== null && value >= from)) && (!to || (value !== null && value <= to));
  if (!within(createdDay, text('order_from_date'), text('order_to_date'))) return false;
  if (!within(order.delivery_date, text('delivery_from_date'), text('delivery_to_date'))) return false;
  if (text('location') && order.store_location_id !== text('location')) return false;
  if (text('order_type') && order.order_type !== text('order_type')) return false;
  if (text('order_number') && order.order_number !== Number(text('order_number'))) return false;
  if (text('from_total') && order.total < Number(text('from_total'))) return false;
  if (text('to_total') && order.total > Number(text('to_total'))) return false;
  if (text('order_status') && order.current_status.status_id !== text('order_status')) return false;
  if (text('customer_id') && order.customer_id !== text('customer_id')) return false;
  if (text('is_paid') && order.payment.is_paid !== (text('is_paid') === 'PAID')) return false;
  return true;
}

/** Keyset cursor of the day-wise list: the position of the next row, in the API's url-safe alphabet. */
const cursorAt = (index: number) => `p${index.toString(36)}`;
const indexOf = (cursor: string | null) =>
  cursor && /^p[0-9a-z]+$/.test(cursor) ? parseInt(cursor.slice(1), 36) : 0;

/** GET store/order/all, store/order/details, store/order/daywise and PUT store/order/sync. */
export const orderHandlers = [
  http.get<never, never, ListOrdersReply>(mockUrl(listOrdersOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const { orders, createdDay } = mockOrders(storeToday());
    const rows = emptyScenario()
      ? []
      : orders
          .filter((o) => matches(o, q, createdDay.get(o._id) ?? ''))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.order_number - a.order_number)
          .map(toListRow);
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 20));
  }),

  http.get<never, never, OrderDetailsReply>(mockUrl(getOrderOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const order = mockOrders(storeToday()).orders.find((o) => o._id === query(request).get('id'));
    if (!order) return fail(404, 'This booking does not exist.', 'Not Found');
    return HttpResponse.json({ data: order, total: orderTotals(order) });
  }),

  http.get<never, never, DaywiseReply>(mockUrl(listDaywiseOrdersOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const date = q.get('date') ?? '';
    if (!DAY_PATTERN.test(date))
      return fail(400, 'date must be a day written YYYY-MM-DD.', 'Invalid request');
    const byOrderDate = q.get('date_type') === 'ORDER_DATE';
    const { orders, createdDay } = mockOrders(storeToday());
    const day = emptyScenario()
      ? []
      : orders
          .filter((o) => (byOrderDate ? createdDay.get(o._id) === date : o.delivery_date === date))
          .sort((a, b) =>
            byOrderDate
              ? a.createdAt.localeCompare(b.createdAt) || a.order_number - b.order_number
              : (a.delivery_data?.start_time ?? '').localeCompare(b.delivery_data?.start_time ?? '') ||
                a.order_number - b.order_number,
          );
    const start = indexOf(q.get('cursor'));
    const end = start + Math.min(5000, Math.max(1, Number(q.get('limit')) || 1000));
    const weekday = dayjs(date).format('dddd').toUpperCase();
    const card = SLOT_DAYS.find((d) => d.day === weekday);
    return HttpResponse.json({
      data: day.slice(start, end).map(toDaywiseRow),
      total: day.length,
      next_cursor: end < day.length ? cursorAt(end) : null,
      delivery_slots: {
        day: weekday,
        is_active: !!card?.is_active,
        slots: card?.is_active
          ? card.slots.map(({ _id, start_time, end_time, cutoff_time }) => ({
              _id,
              start_time,
              end_time,
              cutoff_time,
            }))
          : [],
      },
    });
  }),
];
