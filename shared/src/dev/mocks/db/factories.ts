import type { ContractListRow, Order } from '../../../index';
import { mockId } from '../seeded';
import { DELIVERY_TYPES, STORE_STATUSES } from './catalogue';
import type { MockCustomer } from './customers';
import { person } from './person';
import { statusBlock } from './orders';

/** Records of the mock store with readable defaults, for tests that seed their own (seed.ts). */
export function makeMockCustomer(overrides: Partial<MockCustomer> & { _id: string }): MockCustomer {
  return {
    first_name: 'Meera',
    last_name: 'Kapoor',
    email: null,
    phone_no: null,
    country_code: '+91',
    points: 0,
    order_count: 0,
    order_total: 0,
    addresses: [],
    dob: null,
    country: 'India',
    customer_tags: [],
    custom_fields: [],
    has_password: false,
    createdAt: '2026-10-01T09:30:00.000Z',
    version: 0,
    push_notification: true,
    is_deleted: false,
    ...overrides,
  };
}

/** A new booking of one custom line worth `total` (no tax), for the customer. */
export function makeMockOrder(
  customer: MockCustomer,
  overrides: Partial<Order> & { _id: string; order_number: number; total: number },
): Order {
  const createdAt = overrides.createdAt ?? '2026-11-01T09:30:00.000Z';
  return {
    customer_id: customer._id,
    customer: person(customer),
    products: [
      {
        _id: mockId(0x41, overrides.order_number),
        product_id: null,
        name: 'Custom service',
        variant_name: null,
        selected_quantity: 1,
        selected_product_variant_id: null,
        selling_price: overrides.total,
        compare_at_price: overrides.total,
        request_fields: [],
        is_custom: true,
      },
    ],
    sub_total: overrides.total,
    tax: 0,
    discount: null,
    discount_value: 0,
    discount_by_admin: 0,
    discounts: [],
    points_used: 0,
    discount_by_points: 0,
    delivery_date: createdAt.slice(0, 10),
    delivery_data: null,
    delivery_mode: DELIVERY_TYPES[0].type,
    current_status: statusBlock(STORE_STATUSES[0]._id),
    payment: { is_paid: false, payment_method: null, transaction_id: null },
    order_type: 'CSC',
    createdAt,
    updatedAt: createdAt,
    shipping_address: null,
    billing_address: null,
    order_tags: [],
    customer_notes: [],
    store_location_id: null,
    customer_subscription_id: null,
    zuper_job_uid: null,
    request_customer_payment: false,
    send_mail: true,
    version: 1,
    is_completed: false,
    ...overrides,
  };
}

/** An approved, active, unpaid contract of the customer. */
export function makeMockContract(
  customer: MockCustomer,
  overrides: Partial<ContractListRow> & { _id: string; subscription_number: number; price: string },
): ContractListRow {
  const name = overrides.subscription_name ?? 'Home Care Plus';
  return {
    subscription_id: mockId(0x75, 1),
    subscription_name: name,
    variant_id: 'v-standard',
    variant: {
      _id: 'v-standard',
      name: 'Standard',
      billing_period: { billing_period_id: { _id: 'bp-12', value: 12 }, price: overrides.price },
    },
    parent_sku: 'P100',
    start_date: '2026-10-01',
    end_date: '2027-09-30',
    is_active: true,
    is_expired: false,
    is_approved: 'APPROVED',
    zuper_contract_uid: null,
    customer_id: customer._id,
    customer: person(customer),
    payment: { is_paid: false, payment_method: null, transaction_id: null },
    is_paid: false,
    request_customer_payment: true,
    order_type: 'CSC',
    applicable_to_location: null,
    renewed_from: null,
    createdAt: '2026-10-01T09:30:00.000Z',
    updatedAt: '2026-10-01T09:30:00.000Z',
    ...overrides,
  };
}
