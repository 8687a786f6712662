import dayjs from 'dayjs';
import type { Channel, DaywiseRow, Order, OrderLine, OrderListRow, OrderTotals } from '../../../index';
import {
  COMPLETED_MASTER_ID,
  DELIVERY_TYPES,
  LOCATIONS,
  PRODUCTS,
  SLOT_DAYS,
  STORE_STATUSES,
  TAXES,
} from './catalogue';
import { mockCustomers } from './customers';
import { mockId, pickOne, round2, seeded } from '../seeded';

/**
 * The standalone store's bookings (id kind 0x40, lines 0x41, notes 0x42): a few a day from 60 days back to two
 * weeks ahead of the store's today. Past ones are mostly completed and paid; future ones are new or confirmed.
 * Generated once per store day and then changed by the mocks' writes.
 */
export const HISTORY_DAYS = 60;
export const AHEAD_DAYS = 14;
const CHANNELS: Channel[] = ['WEB_APP', 'WEB_APP', 'MOBILE_APP_ANDROID', 'MOBILE_APP_IOS', 'POS', 'CSC'];
const NOTES = [
  'Call before arriving',
  'Gate code 4521',
  'Parking available in the basement',
  'Bring a ladder',
];

interface OrderStore {
  today: string;
  orders: Order[];
  /** The store-local day each booking was made (what ORDER_DATE filters by). */
  createdDay: Map<string, string>;
  /** A test's own bookings: kept whatever the day. */
  seeded?: boolean;
}
let state: OrderStore | null = null;

export function statusBlock(statusId: string, updatedBy: string | null = null): Order['current_status'] {
  const status = STORE_STATUSES.find((s) => s._id === statusId) ?? STORE_STATUSES[0];
  return {
    status_name: status.name,
    status_id: status._id,
    master_order_status_id: status.master_order_status_id,
    updated_by: updatedBy,
  };
}

export const isCompletedStatus = (statusId: string) =>
  STORE_STATUSES.find((s) => s._id === statusId)?.master_order_status_id === COMPLETED_MASTER_ID;

/** Sub total, discount, tax (the store's percentage taxes) and total of a booking's lines, like the API. */
export function orderMoney(lines: { selling_price: number; selected_quantity: number }[], discountValue = 0) {
  const sub_total = round2(lines.reduce((sum, l) => sum + l.selling_price * l.selected_quantity, 0));
  const discount_value = Math.min(discountValue, sub_total);
  const taxable = round2(sub_total - discount_value);
  const taxes = TAXES.map((t) => ({
    name: t.name,
    type: t.type,
    value: t.value,
    amount: round2((taxable * t.value) / 100),
  }));
  const tax = round2(taxes.reduce((sum, t) => sum + t.amount, 0));
  return { sub_total, discount_value, taxes, tax, total: round2(taxable + tax) };
}

function generate(today: string): OrderStore {
  const random = seeded(`orders-${today}`);
  const customers = mockCustomers();
  const base = dayjs(today);
  const orders: Order[] = [];
  const createdDay = new Map<string, string>();
  for (let offset = -HISTORY_DAYS; offset <= AHEAD_DAYS; offset += 1) {
    const delivery = base.add(offset, 'day');
    const weekday = delivery.format('dddd').toUpperCase();
    const slotDay = SLOT_DAYS.find((d) => d.day === weekday)!;
    const count = slotDay.is_active ? 3 + Math.floor(random() * 8) : Math.floor(random() * 2);
    for (let k = 0; k < count; k += 1) {
      const n = orders.length + 1;
      const customer = pickOne(random, customers);
      const lines: OrderLine[] = Array.from({ length: 1 + Math.floor(random() * 2) }, (_, l) => {
        const product = pickOne(random, PRODUCTS);
        const variant = product.variants.length ? pickOne(random, product.variants) : null;
        return {
          _id: mockId(0x41, n * 10 + l),
          product_id: product._id,
          name: product.name,
          variant_name: variant?.name ?? null,
          selected_quantity: 1 + Math.floor(random() * 2),
          selected_product_variant_id: variant?._id ?? null,
          selling_price: variant?.price ?? product.selling_price,
          compare_at_price: variant?.compare_at_price ?? product.compare_at_price,
          request_fields: l === 0 ? [{ name: 'Pets at home', value: random() < 0.3 ? 'Yes' : 'No' }] : [],
          is_custom: false,
        };
      });
      const discountValue = random() < 0.2 ? 200 : 0;
      const money = orderMoney(lines, discountValue);
      const slot = slotDay.is_active ? pickOne(random, slotDay.slots) : null;
      const made = delivery.subtract(Math.floor(random() * 4), 'day');
      const madeDay = (made.isAfter(base) ? base : made).format('YYYY-MM-DD');
      const hour = 8 + Math.floor(random() * 12);
      const createdAt = new Date(
        `${madeDay}T${String(hour).padStart(2, '0')}:${k % 6}5:00+05:30`,
      ).toISOString();
      const past = offset < 0;
      const statusIndex = past ? (random() < 0.85 ? 3 : 4) : offset === 0 ? 2 : Math.floor(random() * 2);
      const status = STORE_STATUSES[statusIndex];
      const paid = isCompletedStatus(status._id) || random() < 0.3;
      const address = customer.addresses[0];
      orders.push({
        _id: mockId(0x40, n),
        order_number: 1000 + n,
        customer_id: customer._id,
        customer: {
          _id: customer._id,
          first_name: customer.first_name,
          last_name: customer.last_name,
          phone_no: customer.phone_no,
          email: customer.email,
        },
        products: lines,
        sub_total: money.sub_total,
        tax: money.tax,
        discount: discountValue ? { type: 'VALUE', value: discountValue } : null,
        discount_value: money.discount_value,
        discount_by_admin: money.discount_value,
        discounts: discountValue ? [{ type: 'VALUE', discount_value: money.discount_value }] : [],
        total: money.total,
        points_used: 0,
        discount_by_points: 0,
        delivery_date: delivery.format('YYYY-MM-DD'),
        delivery_data: slot
          ? {
              day: weekday,
              start_time: slot.start_time,
              end_time: slot.end_time,
              cutoff_time: slot.cutoff_time,
              type: DELIVERY_TYPES[0].type,
            }
          : {
              day: weekday,
              start_time: '10:00',
              end_time: '12:00',
              type: DELIVERY_TYPES[0].type,
              duration: 120,
            },
        delivery_mode: DELIVERY_TYPES[0].type,
        current_status: statusBlock(status._id),
        payment: {
          is_paid: paid,
          payment_method: paid ? pickOne(random, ['CASH', 'CARD', 'UPI']) : null,
          transaction_id: paid ? `TXN${100000 + n}` : null,
        },
        order_type: pickOne(random, CHANNELS),
        createdAt,
        updatedAt: createdAt,
        shipping_address: address
          ? {
              first_name: address.first_name,
              last_name: address.last_name,
              street: address.street,
              locality: address.locality,
              city: address.city,
              state: address.state,
              zip_code: address.zip_code,
              country: address.country,
              phone_no: address.phone_no,
            }
          : null,
        billing_address: null,
        order_tags: random() < 0.15 ? ['vip'] : [],
        customer_notes:
          random() < 0.3
            ? [
                {
                  _id: mockId(0x42, n),
                  note: pickOne(random, NOTES),
                  created_by: customer._id,
                  created_by_name: `${customer.first_name} ${customer.last_name}`,
                  created_by_type: 'CUSTOMER',
                  createdAt,
                },
              ]
            : [],
        // The location that serves the address's pin code (none for an area outside the store's reach).
        store_location_id:
          LOCATIONS.find((l) => l.serving_locations.some((z) => z.pincode === address?.zip_code))?._id ??
          null,
        customer_subscription_id: null,
        zuper_job_uid: past && random() < 0.5 ? `ZJ-${70000 + n}` : null,
        request_customer_payment: false,
        send_mail: true,
        version: 1,
        is_completed: isCompletedStatus(status._id),
      });
      createdDay.set(mockId(0x40, n), madeDay);
    }
  }
  return { today, orders, createdDay };
}

/** The bookings for the store's `today` (YYYY-MM-DD); regenerated when the day changes. */
export function mockOrders(today: string): OrderStore {
  if (!state || (state.today !== today && !state.seeded)) state = generate(today);
  return state;
}

export function resetMockOrders(): void {
  state = null;
}

/** A test's own bookings for the store's `today` instead of the generated ones (made on their createdAt day). */
export function seedMockOrders(today: string, orders: Order[]): void {
  state = {
    today,
    orders,
    createdDay: new Map(orders.map((o) => [o._id, o.createdAt.slice(0, 10)])),
    seeded: true,
  };
}

export function toListRow(order: Order): OrderListRow {
  return {
    _id: order._id,
    order_number: order.order_number,
    customer_id: order.customer_id,
    customer: order.customer,
    products: order.products.map((l) => ({
      product_id: l.product_id,
      name: l.name,
      variant_name: l.variant_name,
      quantity: l.selected_quantity,
      price: l.selling_price,
    })),
    sub_total: order.sub_total,
    tax: order.tax,
    discount_value: order.discount_value,
    total: order.total,
    delivery_date: order.delivery_date,
    delivery_data: order.delivery_data,
    delivery_mode: order.delivery_mode,
    current_status: order.current_status,
    payment: order.payment,
    order_type: order.order_type,
    createdAt: order.createdAt,
    order_tags: order.order_tags,
    store_location_id: order.store_location_id,
    customer_subscription_id: order.customer_subscription_id,
    zuper_job_uid: order.zuper_job_uid,
    version: order.version,
    is_completed: order.is_completed,
  };
}

export function toDaywiseRow(order: Order): DaywiseRow {
  return {
    _id: order._id,
    order_number: order.order_number,
    customer_name: `${order.customer.first_name} ${order.customer.last_name}`.trim(),
    phone_no: order.customer.phone_no,
    address: [order.shipping_address?.street, order.shipping_address?.locality, order.shipping_address?.city]
      .filter(Boolean)
      .join(', '),
    notes: order.customer_notes.map((n) => n.note).join(' | '),
    delivery_date: order.delivery_date,
    start_time: order.delivery_data?.start_time ?? null,
    end_time: order.delivery_data?.end_time ?? null,
    status_name: order.current_status.status_name,
    total: order.total,
    is_paid: order.payment.is_paid,
    services: order.products
      .map((l) => (l.selected_quantity > 1 ? `${l.name} x${l.selected_quantity}` : l.name))
      .join(', '),
    order_type: order.order_type,
    createdAt: order.createdAt,
  };
}

/** The details answer's "total list". */
export function orderTotals(order: Order): OrderTotals {
  const money = orderMoney(order.products, order.discount_value);
  return {
    items: order.products.length,
    quantity: order.products.reduce((sum, l) => sum + l.selected_quantity, 0),
    sub_total: order.sub_total,
    discount_value: order.discount_value,
    discount_by_points: order.discount_by_points,
    taxes: money.taxes,
    tax: order.tax,
    delivery_cost: order.delivery_data?.delivery_cost ?? 0,
    total: order.total,
  };
}
