import { listOrdersOperation, type OrderListRow } from '@storedesk/shared';
import { fetchWhole } from './fetch-whole';

/**
 * GET store/order/all?filter.order_number: the booking with that number, or null (asked whole when the first
 * answer has more than one page, spec 2 §7; the number is exact, so one page normally holds it).
 */
export async function lookupBooking(orderNumber: number): Promise<OrderListRow | null> {
  const reply = await fetchWhole<OrderListRow>(
    listOrdersOperation,
    { 'filter.order_number': orderNumber },
    { firstLimit: 10, maxLimit: 1000 },
  );
  return reply.data.find((order) => order.order_number === orderNumber) ?? null;
}
