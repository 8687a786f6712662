import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import type { CreateOrderBody, Order, OrderLine } from '../../index';
import { DELIVERY_TYPES, PAYMENT_METHODS, STORE_STATUSES } from './db/catalogue';
import { applyDiscount, carts, emptyCart, priced, recalculate } from './cart';
import { findCustomer } from './db/customers';
import { isCompletedStatus, mockOrders, statusBlock } from './db/orders';
import { fail, mockUrl, refuse } from './respond';
import { SLASH_DAY_PATTERN, storeToday } from './request';
import { mockId } from './seeded';
import { createOrderOperation } from '../../contracts/all-operations';

/** Bookings already made per idempotency key: a retry or a double click answers the same booking. */
const createdKeys = new Map<string, { _id: string; order_number: number }>();

export function resetCreatedBookings(): void {
  createdKeys.clear();
}

/** POST store/order: the booking priced like the cart (contracts/cart.ts CreateOrderBody). */
export const createOrderHandlers = [
  http.post(mockUrl(createOrderOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const { order: input, discount, idempotency_key } = (await request.json()) as CreateOrderBody;
    const again = createdKeys.get(idempotency_key);
    if (again)
      return HttpResponse.json({
        message: 'Booking created successfully',
        title: 'Booking Created',
        data: again,
      });
    const customer = findCustomer(input.customer_id);
    if (!customer) return fail(404, 'This customer does not exist.', 'Not Found');
    if (input.products.length === 0) return fail(400, 'Please add at least one service.', 'Missing Fields');
    if (!SLASH_DAY_PATTERN.test(input.delivery_date))
      return fail(400, 'delivery_date must be a day written YYYY/MM/DD.', 'Invalid request');
    const day = input.delivery_date.replaceAll('/', '-');
    if (day < storeToday()) return fail(400, 'The delivery date cannot be in the past.', 'Invalid Fields');

    const lines = input.products.map(priced);
    const cart = recalculate(
      applyDiscount({ ...emptyCart(customer._id), products: lines, points: input.points ?? 0 }, discount),
      customer.points,
    );
    const store = mockOrders(storeToday());
    const n = store.orders.length + 1;
    const number = Math.max(1000, ...store.orders.map((o) => o.order_number)) + 1;
    const statusId = input.current_status?.status_id ?? STORE_STATUSES[0]._id;
    const method = PAYMENT_METHODS.find((m) => m.code === input.payment?.payment_method);
    const paid = method?.request_customer_payment ? false : (input.payment?.is_paid ?? false);
    const start = input.delivery_data.start_time || null;
    const end =
      start && input.delivery_data.duration
        ? dayjs(`2000-01-01T${start}`).add(input.delivery_data.duration, 'minute').format('HH:mm')
        : input.delivery_data.end_time || '';
    const weekday = dayjs(day).format('dddd').toUpperCase();
    const now = new Date().toISOString();
    const order: Order = {
      _id: mockId(0x44, n),
      order_number: number,
      customer_id: customer._id,
      customer: {
        _id: customer._id,
        first_name: customer.first_name,
        last_name: customer.last_name,
        phone_no: customer.phone_no,
        email: customer.email,
      },
      products: lines.map((l, i): OrderLine => ({
        _id: mockId(0x45, n * 100 + i),
        product_id: l.product_id,
        name: l.name,
        variant_name: l.variant_name,
        selected_quantity: l.selected_quantity,
        selected_product_variant_id: l.selected_product_variant_id,
        selling_price: l.selling_price,
        compare_at_price: l.compare_at_price,
        request_fields: input.products[i].request_fields ?? [],
        is_custom: l.is_custom,
      })),
      sub_total: cart.sub_total,
      tax: cart.tax,
      discount:
        discount && cart.discount_applied
          ? { type: discount.type ?? 'VALUE', value: discount.value ?? 0 }
          : null,
      discount_value: cart.discount_value,
      discount_by_admin: cart.discount_value,
      discounts: cart.discount_value
        ? [{ type: discount?.type ?? 'VALUE', discount_value: cart.discount_value }]
        : [],
      total: cart.total,
      points_used: cart.points_used,
      discount_by_points: cart.discount_by_points,
      delivery_date: day,
      delivery_data: {
        day: input.delivery_data.day ?? weekday,
        start_time: start ?? '',
        end_time: end,
        cutoff_time: input.delivery_data.cutoff_time || undefined,
        type: input.delivery_data.type ?? DELIVERY_TYPES[0].type,
        duration: input.delivery_data.duration,
        delivery_cost: cart.delivery_data.delivery_cost,
      },
      delivery_mode: input.delivery_mode ?? DELIVERY_TYPES[0].type,
      current_status: statusBlock(statusId),
      payment: {
        is_paid: paid || isCompletedStatus(statusId),
        payment_method: input.payment?.payment_method ?? null,
        transaction_id: null,
      },
      order_type: 'CSC',
      createdAt: now,
      updatedAt: now,
      shipping_address: input.shipping_address ?? null,
      billing_address: input.billing_address ?? null,
      order_tags: input.order_tags ?? [],
      customer_notes: input.customer_notes
        ? [
            {
              _id: mockId(0x42, 0x200000 + n),
              note: input.customer_notes,
              created_by: null,
              created_by_name: 'Staff',
              created_by_type: 'EMPLOYEE',
              createdAt: now,
            },
          ]
        : [],
      store_location_id: input.store_location_id ?? null,
      customer_subscription_id: null,
      zuper_job_uid: null,
      request_customer_payment: !!method?.request_customer_payment,
      send_mail: input.send_mail ?? true,
      version: 1,
      is_completed: isCompletedStatus(statusId),
    };
    store.orders.push(order);
    store.createdDay.set(order._id, storeToday());
    carts.delete(customer._id);
    customer.points -= cart.points_used;
    const reply = { _id: order._id, order_number: order.order_number };
    createdKeys.set(idempotency_key, reply);
    return HttpResponse.json({
      message: 'Booking created successfully',
      title: 'Booking Created',
      data: reply,
    });
  }),
];
