import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import type {
  ContractListRow,
  CustomerAddress,
  CustomerProfile,
  OrderListRow,
  PaymentListRow,
} from '@storedesk/shared';
import { findCustomer, type MockCustomer } from './mock-customers';
import { emptyScenario, fail, mockUrl, paged, refuse } from '@storedesk/shared/dev/mocks';
import { query } from '@storedesk/shared/dev/mock-request';
import { mockId, pickOne, round2, seeded } from '@storedesk/shared/dev/mock-data';

/**
 * The customer detail screen's calls (api/src/routes/customers/search-customers.ts, orders, payments,
 * subscriptions): GET customer, and the three lists when asked with filter.customer_id. A list asked without it
 * is left to the next handler (the push notification lookups answer those), so both screens share the paths.
 * Each customer's bookings, requests and contracts are generated from its id, the same on every reload.
 */
const NOT_FOUND = () => fail(404, 'Customer not found', 'Customer');
const SERVICES: [string, number][] = [
  ['Deep Home Cleaning', 2499],
  ['Sofa Shampoo', 899],
  ['AC Power Jet Service', 649.5],
  ['Bathroom Deep Cleaning', 1799],
];
const STATUSES = ['Placed', 'Confirmed', 'Completed', 'Cancelled'];
const PLANS: [string, string, number][] = [
  ['Annual AC Care Plan', '1 AC', 1599],
  ['Home Hygiene Subscription', '2 BHK', 8999],
  ['Pest Shield', 'Standard', 2999],
];

/** A stable small number per customer, so ids of its records do not clash with other customers'. */
const customerNumber = (c: MockCustomer) => Number.parseInt(c._id.slice(-6), 16);
const person = (c: MockCustomer) => ({
  _id: c._id,
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone_no: c.phone_no,
});

function address(c: MockCustomer, n: number): CustomerAddress {
  return {
    _id: mockId(0x70, customerNumber(c) * 10 + n),
    first_name: c.first_name,
    last_name: c.last_name,
    street: `${12 + n} MG Road`,
    locality: 'Indiranagar',
    landmark: n === 1 ? 'Near Metro Station' : '',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip_code: '560038',
    country: 'India',
    country_code: 'IN',
    phone_no: c.phone_no ?? '',
    latitude: null,
    longitude: null,
    is_default: n === 1,
  };
}

function profile(c: MockCustomer): CustomerProfile & { createdAt: string } {
  const random = seeded(`profile-${c._id}`);
  const { is_deleted: _d, push_notification: _p, ...summary } = c;
  return {
    ...summary,
    addresses: customerNumber(c) % 3 === 0 ? [] : [address(c, 1), address(c, 2)],
    dob:
      customerNumber(c) % 2
        ? `19${70 + Math.floor(random() * 30)}-0${1 + Math.floor(random() * 9)}-15`
        : null,
    country: 'India',
    customer_tags: customerNumber(c) % 2 ? ['vip', 'referral'] : [],
    custom_fields: customerNumber(c) % 2 ? [{ name: 'Pets', value: 'One dog' }] : [],
    has_password: false,
  };
}

function orders(c: MockCustomer): OrderListRow[] {
  const random = seeded(`orders-${c._id}`);
  return Array.from({ length: c.order_count }, (_, i) => {
    const [name, price] = pickOne(random, SERVICES);
    const quantity = 1 + Math.floor(random() * 2);
    const subTotal = round2(price * quantity);
    const tax = round2(subTotal * 0.18);
    const status = pickOne(random, STATUSES);
    return {
      _id: mockId(0x71, customerNumber(c) * 100 + i),
      order_number: 10000 + customerNumber(c) * 100 + i,
      customer_id: c._id,
      customer: person(c),
      products: [{ product_id: null, name, variant_name: null, quantity, price }],
      sub_total: subTotal,
      tax,
      discount_value: 0,
      total: round2(subTotal + tax),
      delivery_date: dayjs()
        .subtract(i * 9, 'day')
        .format('YYYY-MM-DD'),
      delivery_data: null,
      delivery_mode: 'SCHEDULED',
      current_status: {
        status_name: status,
        status_id: mockId(0x72, STATUSES.indexOf(status) + 1),
        master_order_status_id: mockId(0x73, STATUSES.indexOf(status) + 1),
        updated_by: null,
      },
      payment: { is_paid: status === 'Completed', payment_method: null, transaction_id: null },
      order_type: 'CSC',
      createdAt: dayjs()
        .subtract(i * 9 + 2, 'day')
        .toISOString(),
      order_tags: [],
      store_location_id: null,
      customer_subscription_id: null,
      zuper_job_uid: null,
      version: 1,
      is_completed: status === 'Completed',
    };
  });
}

function contracts(c: MockCustomer): ContractListRow[] {
  const random = seeded(`contracts-${c._id}`);
  const count = customerNumber(c) % 4 === 0 ? 0 : 1 + Math.floor(random() * 13);
  return Array.from({ length: count }, (_, i) => {
    const [name, variant, price] = pickOne(random, PLANS);
    const start = dayjs()
      .subtract(i * 2, 'month')
      .subtract(Math.floor(random() * 20), 'day');
    const end = start.add(12, 'month').subtract(i * 3, 'month');
    const isPaid = random() < 0.7;
    return {
      _id: mockId(0x74, customerNumber(c) * 100 + i),
      subscription_number: 5000 + customerNumber(c) * 100 + i,
      subscription_id: mockId(0x75, PLANS.findIndex(([n]) => n === name) + 1),
      subscription_name: name,
      variant_id: `v-${variant}`,
      variant: {
        _id: `v-${variant}`,
        name: variant,
        billing_period: { billing_period_id: { _id: 'bp-12', value: 12 }, price: price.toFixed(2) },
      },
      parent_sku: `P${100 + i}`,
      start_date: start.format('YYYY-MM-DD'),
      end_date: end.format('YYYY-MM-DD'),
      price: price.toFixed(2),
      is_active: random() < 0.8,
      is_expired: !end.isAfter(dayjs()) && random() < 0.5,
      is_approved: pickOne(random, ['APPROVED', 'APPROVED', 'PENDING_APPROVAL', 'ON_HOLD'] as const),
      zuper_contract_uid: null,
      customer_id: c._id,
      customer: person(c),
      payment: { is_paid: isPaid, payment_method: isPaid ? 'upi' : null, transaction_id: null },
      is_paid: isPaid,
      request_customer_payment: !isPaid,
      order_type: 'CSC',
      applicable_to_location: null,
      renewed_from: null,
      createdAt: start.toISOString(),
      updatedAt: start.toISOString(),
    };
  });
}

function payments(c: MockCustomer): PaymentListRow[] {
  const billed = [
    ...orders(c).map((o) => ({ amount: o.total, order: o, contract: null, at: o.createdAt })),
    ...contracts(c)
      .filter((k) => k.request_customer_payment)
      .map((k) => ({ amount: Number(k.price), order: null, contract: k, at: k.createdAt })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return billed.map(({ amount, order, contract, at }, i) => {
    const paid = order ? order.payment.is_paid : false;
    const status = paid ? 'PAID' : i % 3 === 2 ? 'CANCELLED' : 'PENDING';
    return {
      _id: mockId(0x76, customerNumber(c) * 100 + i),
      payment_number: 7000 + customerNumber(c) * 100 + i,
      amount: amount.toFixed(2),
      status,
      due_date: dayjs(at).add(7, 'day').format('YYYY-MM-DD'),
      customer_id: c._id,
      customer: person(c),
      order_id: order?._id ?? null,
      order_number: order?.order_number ?? null,
      customer_subscription_id: contract?._id ?? null,
      subscription_number: contract?.subscription_number ?? null,
      payment: { is_paid: paid, payment_method: paid ? 'card' : null, transaction_id: null },
      is_paid: paid,
      external_invoice_uid: null,
      amount_paid: '0.00',
      link_status: 'NOT_CONFIGURED',
      needs_review: false,
      status_history: [
        {
          status: 'PENDING',
          from_status: null,
          source: 'STAFF',
          note: null,
          updated_by: null,
          updated_by_name: null,
          createdAt: at,
        },
      ],
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** One page of the customer's rows; another store's or an unknown customer gives an empty page, like the API. */
function customerList<T>(rows: (c: MockCustomer) => T[]) {
  return async ({ request }: { request: Request }) => {
    const q = query(request);
    const customerId = q.get('filter.customer_id');
    if (customerId === null) return undefined;
    const refused = await refuse(request);
    if (refused) return refused;
    const customer = findCustomer(customerId);
    const all = customer && !emptyScenario() ? rows(customer) : [];
    return HttpResponse.json(paged(all, q.get('limit'), q.get('offset')));
  };
}

export const customerDetailHandlers = [
  http.get(mockUrl('customer'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const customer = findCustomer(query(request).get('customer_id'));
    return customer ? HttpResponse.json({ data: profile(customer) }) : NOT_FOUND();
  }),
  http.get(mockUrl('store/order/all'), customerList(orders)),
  http.get(mockUrl('store/payment/all'), customerList(payments)),
  http.get(mockUrl('store/customer_subscription/all'), customerList(contracts)),
];
