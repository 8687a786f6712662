import { http, HttpResponse } from 'msw';
import {
  ORDER_CHANGED_MESSAGE,
  ORDER_CHANGED_TITLE,
  ORDER_COMPLETED_MESSAGE,
  ORDER_COMPLETED_TITLE,
  SYNC_NOT_CONFIGURED_MESSAGE,
  SYNC_NOT_CONFIGURED_TITLE,
} from '../../contracts';
import {
  storeMeta,
  useSession,
  type AddOrderNoteBody,
  type Order,
  type OrderLine,
  type UpdateOrderAddressBody,
  type UpdateOrderProductsBody,
  type UpdateOrderStatusBody,
  type UpdateOrderTagsBody,
} from '../../index';
import { PRODUCTS, unitPrice } from './db/catalogue';
import { isCompletedStatus, mockOrders, orderMoney, statusBlock } from './db/orders';
import { fail, mockUrl, refuse } from './respond';
import { query, storeToday } from './request';
import { mockId } from './seeded';
import {
  addOrderNoteOperation,
  deleteOrderOperation,
  syncOrderOperation,
  updateOrderAddressOperation,
  updateOrderProductsOperation,
  updateOrderStatusOperation,
  updateOrderTagsOperation,
} from '../../contracts/all-operations';
import type { Operation } from '../../contracts/operation';

type Versioned = { _id: string; version: number };
let nextLine = 1;

/** The booking a write names, or the API's refusal: unknown id, stale version, completed booking. */
function target(body: Versioned): Order | Response {
  const order = mockOrders(storeToday()).orders.find((o) => o._id === body._id);
  if (!order) return fail(404, 'This booking does not exist.', 'Not Found');
  if (order.version !== body.version)
    return fail(409, ORDER_CHANGED_MESSAGE, ORDER_CHANGED_TITLE, 'CHANGED_ELSEWHERE');
  if (order.is_completed) return fail(403, ORDER_COMPLETED_MESSAGE, ORDER_COMPLETED_TITLE, 'LOCKED');
  return order;
}

function linesOf(body: UpdateOrderProductsBody, order: Order): OrderLine[] {
  return body.products.map((input) => {
    const kept = input._id ? order.products.find((l) => l._id === input._id) : undefined;
    if (kept)
      return {
        ...kept,
        selected_quantity: input.selected_quantity,
        request_fields: input.request_fields ?? kept.request_fields,
      };
    const product = PRODUCTS.find((p) => p._id === input.product_id);
    const variant = product?.variants.find((v) => v._id === input.selected_product_variant_id);
    return {
      _id: mockId(0x43, nextLine++),
      product_id: product?._id ?? null,
      name: product?.name ?? input.name ?? 'Custom service',
      variant_name: variant?.name ?? null,
      selected_quantity: input.selected_quantity,
      selected_product_variant_id: variant?._id ?? null,
      selling_price: product ? unitPrice(product, variant?._id) : (input.selling_price ?? 0),
      compare_at_price: variant?.compare_at_price ?? product?.compare_at_price ?? 0,
      request_fields: input.request_fields ?? [],
      is_custom: !product,
    };
  });
}

/** Each write: the booking after the change, one version on (contracts OrderWriteReply). */
const write = <B extends Versioned>(op: Operation, change: (order: Order, body: B) => Partial<Order>) =>
  http.put(mockUrl(op), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const body = (await request.json()) as B;
    const order = target(body);
    if (order instanceof Response) return order;
    Object.assign(order, change(order, body), {
      version: order.version + 1,
      updatedAt: new Date().toISOString(),
    });
    return HttpResponse.json({ message: 'The booking was updated.', title: 'Booking Updated', data: order });
  });

const employee = () => useSession.getState().employee;

/** PUT store/order/{status,tags,address,notes,products,sync} and DELETE store/order. */
export const orderWriteHandlers = [
  write<UpdateOrderStatusBody>(updateOrderStatusOperation, (order, body) => {
    const completed = isCompletedStatus(body.current_status.status_id);
    return {
      current_status: statusBlock(body.current_status.status_id, employee()?._id ?? null),
      is_completed: completed,
      // Completing a booking makes it paid (spec 2 §4); other statuses leave payment as it is.
      payment: completed ? { ...order.payment, is_paid: true } : order.payment,
    };
  }),
  write<UpdateOrderTagsBody>(updateOrderTagsOperation, (_, body) => ({ order_tags: body.order_tags })),
  write<UpdateOrderAddressBody>(updateOrderAddressOperation, (order, body) => ({
    shipping_address: body.shipping_address,
    billing_address: body.billing_address ?? order.billing_address,
  })),
  write<AddOrderNoteBody>(addOrderNoteOperation, (order, body) => {
    const who = employee();
    return {
      customer_notes: [
        ...order.customer_notes,
        {
          _id: mockId(0x42, 0x100000 + nextLine++),
          note: body.note,
          created_by: who?._id ?? null,
          created_by_name: who ? `${who.first_name} ${who.last_name}` : 'Staff',
          created_by_type: 'EMPLOYEE',
          createdAt: new Date().toISOString(),
        },
      ],
    };
  }),
  write<UpdateOrderProductsBody>(updateOrderProductsOperation, (order, body) => {
    const products = linesOf(body, order);
    const discount = body.discount ?? order.discount;
    const sub = products.reduce((sum, l) => sum + l.selling_price * l.selected_quantity, 0);
    const wanted = !discount
      ? 0
      : discount.type === 'PERCENTAGE'
        ? (sub * discount.value) / 100
        : discount.value;
    const money = orderMoney(products, Math.round(wanted * 100) / 100);
    return {
      products,
      discount,
      sub_total: money.sub_total,
      discount_value: money.discount_value,
      discount_by_admin: money.discount_value,
      discounts: money.discount_value
        ? [{ type: discount?.type ?? 'VALUE', discount_value: money.discount_value }]
        : [],
      tax: money.tax,
      total: money.total,
    };
  }),
  http.put(mockUrl(syncOrderOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const order = target((await request.json()) as Versioned);
    if (order instanceof Response) return order;
    // Like the API: a store without a field-service system (no zuper_web_url here) gets the clear 409.
    if (!storeMeta(useSession.getState().store, 'zuper_web_url'))
      return fail(409, SYNC_NOT_CONFIGURED_MESSAGE, SYNC_NOT_CONFIGURED_TITLE, 'NOT_CONFIGURED');
    order.zuper_job_uid ??= `ZJ-${70000 + order.order_number}`;
    return HttpResponse.json({
      message: `Booking #${order.order_number} was synced with Zuper.`,
      title: 'Synced',
    });
  }),
  http.delete(mockUrl(deleteOrderOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const store = mockOrders(storeToday());
    const index = store.orders.findIndex((o) => o._id === q.get('id'));
    if (index < 0) return fail(404, 'This booking does not exist.', 'Not Found');
    if (q.get('version') && Number(q.get('version')) !== store.orders[index].version)
      return fail(409, ORDER_CHANGED_MESSAGE, ORDER_CHANGED_TITLE, 'CHANGED_ELSEWHERE');
    if (store.orders[index].is_completed)
      return fail(403, ORDER_COMPLETED_MESSAGE, ORDER_COMPLETED_TITLE, 'LOCKED');
    store.orders.splice(index, 1);
    return HttpResponse.json({ message: 'The booking was deleted.', title: 'Booking Deleted' });
  }),
];
