import type { Order, OrderListRow, StoreOrderStatus } from '@storedesk/shared';
import { DEMO_STORE_ID } from '@storedesk/shared/testing';

/** Deterministic bookings for screen tests; pass overrides for what a test cares about. */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const COMPLETED_MASTER_ID = 'a0000000-0000-4000-8000-000000000819';

export const STATUSES: StoreOrderStatus[] = [
  { _id: uuid(901), name: 'Pending', master_order_status_id: uuid(801), position: 1 },
  { _id: uuid(902), name: 'Confirmed', master_order_status_id: uuid(802), position: 2 },
  { _id: uuid(903), name: 'Completed', master_order_status_id: COMPLETED_MASTER_ID, position: 3 },
  { _id: uuid(904), name: 'Cancelled', master_order_status_id: uuid(817), position: 4 },
  { _id: uuid(905), name: 'Refunded', master_order_status_id: uuid(818), position: 5 },
];

export function makeOrderRow(n: number, overrides: Partial<OrderListRow> = {}): OrderListRow {
  return {
    _id: uuid(n),
    order_number: 1000 + n,
    customer_id: uuid(5000 + n),
    customer: {
      _id: uuid(5000 + n),
      first_name: 'Meera',
      last_name: `Kapoor ${n}`,
      phone_no: '9876543210',
      email: null,
    },
    products: [
      { product_id: uuid(7001), name: 'Deep Home Cleaning', variant_name: null, quantity: 1, price: 1499 },
    ],
    sub_total: 1499,
    tax: 0,
    discount_value: 0,
    total: 1499.5,
    delivery_date: '2026-11-23',
    delivery_data: { day: 'MONDAY', start_time: '09:00', end_time: '11:00', type: 'SCHEDULED' },
    delivery_mode: 'SCHEDULED',
    current_status: {
      status_name: 'Pending',
      status_id: STATUSES[0]._id,
      master_order_status_id: STATUSES[0].master_order_status_id,
      updated_by: null,
    },
    payment: { is_paid: false, payment_method: null, transaction_id: null },
    order_type: 'WEB_APP',
    createdAt: '2026-11-22T04:30:00.000Z',
    order_tags: [],
    store_location_id: null,
    customer_subscription_id: null,
    zuper_job_uid: null,
    version: 1,
    is_completed: false,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const row = makeOrderRow(1);
  return {
    ...row,
    products: [
      {
        _id: uuid(8001),
        product_id: uuid(7001),
        name: 'Deep Home Cleaning',
        variant_name: '2 BHK',
        selected_quantity: 2,
        selected_product_variant_id: uuid(7101),
        selling_price: 1499,
        compare_at_price: 1799,
        request_fields: [{ name: 'Pets at home', value: 'Yes' }],
        is_custom: false,
      },
      {
        _id: uuid(8002),
        product_id: null,
        name: 'Balcony wash',
        variant_name: null,
        selected_quantity: 1,
        selected_product_variant_id: null,
        selling_price: 300,
        compare_at_price: 0,
        request_fields: [],
        is_custom: true,
      },
    ],
    discount: null,
    discount_by_admin: 0,
    discounts: [{ type: 'VALUE', discount_value: 100 }],
    points_used: 0,
    discount_by_points: 0,
    updatedAt: '2026-11-22T04:30:00.000Z',
    shipping_address: {
      first_name: 'Meera',
      last_name: 'Kapoor',
      street: '12 Lake Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip_code: '560001',
      country: 'India',
      phone_no: '9876543210',
    },
    billing_address: null,
    order_tags: ['vip'],
    customer_notes: [
      {
        _id: uuid(9001),
        note: 'Call before arriving',
        created_by: uuid(5001),
        created_by_name: 'Meera Kapoor',
        created_by_type: 'CUSTOMER',
        createdAt: '2026-11-22T04:31:00.000Z',
      },
    ],
    request_customer_payment: false,
    send_mail: true,
    ...overrides,
  };
}

export { uuid, DEMO_STORE_ID };
