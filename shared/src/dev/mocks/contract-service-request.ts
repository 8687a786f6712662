import { http, HttpResponse } from 'msw';
import {
  CONTRACT_MESSAGES,
  SERVICE_REQUEST_MESSAGES as M,
  type RequestServiceBody,
  type RequestServiceReply,
} from '../../index';
import { requestServiceOperation } from '../../contracts/all-operations';
import { contractBooking } from './db/contract-booking';
import { contractItems } from './db/contract-ledger';
import { findContract } from './db/contracts';
import { mockContractDetails } from './db/contract-details';
import { mockOrders } from './db/orders';
import { fail, mockUrl, refuse } from './respond';
import { SLASH_DAY_PATTERN, storeToday } from './request';

/** Requests already answered per idempotency key: a retry or a double click answers the same booking. */
const answered = new Map<string, RequestServiceReply['data']>();

export function resetServiceRequests(): void {
  answered.clear();
}

const reply = (data: RequestServiceReply['data']) =>
  HttpResponse.json({ message: M.requested, title: M.requestedTitle, data });

/**
 * POST store/customer_subscription/request_service (contracts/subscription-service-request.ts): a booking for
 * the contract's customer at price 0 linked to the contract, taking the visits from the item's ledger; 409
 * NO_VISITS_LEFT when fewer are left, 400 for a past date, 404 for an unknown contract or item. Any contract state.
 */
export const serviceRequestHandlers = [
  http.post(mockUrl(requestServiceOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { customer_subscription: input, idempotency_key: key } =
      (await request.json()) as RequestServiceBody;
    const again = answered.get(key);
    if (again) return reply(again);
    const row = findContract(input._id);
    if (!row) return fail(404, CONTRACT_MESSAGES.notFound, CONTRACT_MESSAGES.notFoundTitle);
    const item = contractItems(row).find((i) => i._id === input.item_id);
    if (!item) return fail(404, M.itemNotFound, M.itemNotFoundTitle);
    if (!SLASH_DAY_PATTERN.test(input.delivery_date))
      return fail(400, 'delivery_date must be a day written YYYY/MM/DD.', 'Invalid request');
    const day = input.delivery_date.replaceAll('/', '-');
    // The API's words for a past day (api routes/cart/cart-messages.ts pastDate).
    if (day < storeToday()) return fail(400, 'Delivery date cannot be in the past', 'Invalid Date');
    const quantity = input.quantity ?? 1;
    if (item.available_quantity < quantity)
      return fail(409, M.noVisitsLeft, M.noVisitsLeftTitle, 'NO_VISITS_LEFT');

    const order = contractBooking(mockContractDetails(row), item, input, day);
    const store = mockOrders(storeToday());
    store.orders.push(order);
    store.createdDay.set(order._id, storeToday());
    item.available_quantity -= quantity;
    item.visits.unshift({
      _id: order._id,
      order_number: order.order_number,
      delivery_date: day,
      quantity,
      status_name: order.current_status.status_name,
    });
    const data = {
      _id: order._id,
      order_number: order.order_number,
      available_quantity: item.available_quantity,
    };
    answered.set(key, data);
    return reply(data);
  }),
];
