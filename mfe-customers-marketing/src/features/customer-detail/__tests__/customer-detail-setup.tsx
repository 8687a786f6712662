import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  todayInZone,
  toApiDate,
  type AbandonedCartDetail,
  type ContractListRow,
  type CustomerProfile,
  type OrderListRow,
  type PaymentListRow,
  type Role,
} from '@storedesk/shared';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import CustomerDetailContainer from '../customer-detail-container';

/**
 * What the customer detail screen tests share: Meera's profile, bookings, payment requests, contracts and cart as
 * the mocked API answers them, the calls it records, and the screen's render. Each test file calls
 * setUpCustomerDetailTests() once.
 */

export const uuid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const MEERA = uuid(0x30, 1);
export const UNKNOWN = uuid(0x30, 99);
const TOTAL = 23;
const person = {
  _id: MEERA,
  first_name: 'Meera',
  last_name: 'Kapoor',
  email: 'meera@example.test',
  phone_no: '9800000001',
};

export const customer: CustomerProfile = {
  ...person,
  country_code: '+91',
  points: 120,
  order_count: 23,
  order_total: 45678.5,
  version: 0,
  addresses: [
    {
      _id: uuid(0x70, 1),
      first_name: 'Meera',
      last_name: 'Kapoor',
      street: '12 MG Road',
      locality: 'Indiranagar',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip_code: '560038',
      country: 'India',
      country_code: 'IN',
      phone_no: '9800000001',
      latitude: null,
      longitude: null,
      is_default: true,
    },
  ],
  dob: '1990-05-17',
  country: 'India',
  customer_tags: ['vip'],
  custom_fields: [{ name: 'Pets', value: 'One dog' }],
  has_password: false,
  // 20:00 UTC is 01:30 the next day in Asia/Kolkata, the test store's zone.
  createdAt: '2026-01-09T20:00:00.000Z',
};

const order = (n: number): OrderListRow => ({
  _id: uuid(0x71, n),
  order_number: 1000 + n,
  customer_id: MEERA,
  customer: person,
  products: [],
  sub_total: 100,
  tax: 18,
  discount_value: 0,
  total: 118,
  delivery_date: '2026-11-25',
  delivery_data: null,
  delivery_mode: 'SCHEDULED',
  current_status: {
    status_name: 'Placed',
    status_id: uuid(0x72, 1),
    master_order_status_id: uuid(0x73, 1),
    updated_by: null,
  },
  payment: { is_paid: false, payment_method: null, transaction_id: null },
  order_type: 'CSC',
  createdAt: '2026-11-20T10:00:00.000Z',
  order_tags: [],
  store_location_id: null,
  customer_subscription_id: null,
  zuper_job_uid: null,
  version: 1,
  is_completed: false,
});

const payment = (n: number): PaymentListRow => ({
  _id: uuid(0x76, n),
  payment_number: 7000 + n,
  amount: '1599.00',
  status: 'PENDING',
  due_date: '2026-11-30',
  customer_id: MEERA,
  customer: person,
  order_id: uuid(0x71, n),
  order_number: 1000 + n,
  customer_subscription_id: null,
  subscription_number: null,
  payment: { is_paid: false, payment_method: null, transaction_id: null },
  is_paid: false,
  external_invoice_uid: null,
  amount_paid: '0.00',
  link_status: 'NOT_CONFIGURED',
  needs_review: false,
  status_history: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const today = () => toApiDate(todayInZone('Asia/Kolkata'));
const farAhead = () => toApiDate(todayInZone('Asia/Kolkata').add(1, 'year'));
/** Contract n: 1 flagged expired, 2 ending today, 3 active, 4 inactive, the rest active. */
const contract = (n: number): ContractListRow => ({
  _id: uuid(0x74, n),
  subscription_number: 5000 + n,
  subscription_id: uuid(0x75, 1),
  subscription_name: `Plan ${n}`,
  variant_id: 'v1',
  variant: {
    _id: 'v1',
    name: '2 BHK',
    billing_period: { billing_period_id: { _id: 'bp', value: 12 }, price: '8999.00' },
  },
  parent_sku: 'P100',
  start_date: '2026-01-01',
  end_date: n === 2 ? today() : farAhead(),
  price: '8999.00',
  is_active: n !== 4,
  is_expired: n === 1,
  is_approved: 'APPROVED',
  zuper_contract_uid: null,
  customer_id: MEERA,
  customer: person,
  payment: { is_paid: true, payment_method: 'upi', transaction_id: null },
  is_paid: true,
  request_customer_payment: false,
  order_type: 'CSC',
  applicable_to_location: null,
  renewed_from: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});

const cart: AbandonedCartDetail = {
  _id: uuid(0x31, 1),
  customer: person,
  channel: 'WEB_APP',
  products_count: 1,
  total: 2948.82,
  createdAt: '2026-11-18T10:00:00.000Z',
  updatedAt: '2026-11-19T10:00:00.000Z',
  products: [
    {
      product_id: uuid(0x32, 1),
      name: 'Deep Home Cleaning',
      variant_name: null,
      selected_quantity: 1,
      selected_product_variant_id: null,
      selling_price: 2499,
      compare_at_price: 2499,
      display_price: 2499,
      line_total: 2499,
      common_price: true,
      request_fields: [],
      product_meta_datas: [],
      is_custom: false,
      product_category_id: null,
    },
  ],
  sub_total: 2499,
  tax: 449.82,
  discount_value: 0,
};

const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
export const calls: Record<string, Record<string, string>[]> = {};
const record = (name: string, request: Request) => {
  const q = params(request);
  (calls[name] ??= []).push(q);
  return q;
};
/** One page of `make(1..TOTAL)`, newest first as the API answers. */
const page = <T,>(q: Record<string, string>, make: (n: number) => T) => {
  const limit = Number(q.limit);
  const first = (Number(q.offset) - 1) * limit + 1;
  const count = Math.max(0, Math.min(limit, TOTAL - first + 1));
  return {
    data: Array.from({ length: count }, (_, i) => make(first + i)),
    pages: Math.ceil(TOTAL / limit),
    total: TOTAL,
  };
};

export const server = setupServer(
  http.get(apiUrl('customer'), ({ request }) => {
    const q = record('customer', request);
    return q.customer_id === MEERA
      ? HttpResponse.json({ data: customer })
      : HttpResponse.json({ message: 'Customer not found', title: 'Customer' }, { status: 404 });
  }),
  http.get(apiUrl('store/order/all'), ({ request }) =>
    HttpResponse.json(page(record('orders', request), order)),
  ),
  http.get(apiUrl('store/payment/all'), ({ request }) =>
    HttpResponse.json(page(record('payments', request), payment)),
  ),
  http.get(apiUrl('store/customer_subscription/all'), ({ request }) =>
    HttpResponse.json(page(record('contracts', request), contract)),
  ),
  http.get(apiUrl('store/cart/details'), ({ request }) => {
    record('cart', request);
    return HttpResponse.json({ data: cart });
  }),
  http.delete(apiUrl('store/cart/delete'), ({ request }) => {
    record('deleteCart', request);
    return HttpResponse.json({ message: 'Cart Successfully Deleted', title: 'Cart Deleted' });
  }),
);

/** The mocked API for one test file, with the recorded calls cleared before each test. */
export function setUpCustomerDetailTests() {
  // antd tables and modals are slow in jsdom on a busy 2-core machine.
  jest.setTimeout(300_000);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    for (const key of Object.keys(calls)) delete calls[key];
  });
  afterEach(() => {
    server.resetHandlers();
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderDetail(role: Role = 'ADMIN', customerId = MEERA) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/customers/detail" element={<CustomerDetailContainer />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    {
      route: `/customers/detail?customer_id=${customerId}`,
      session: { employee: makeEmployee({ employee_type: role }) },
    },
  );
}

export const section = (title: string) =>
  document.querySelector(`section[aria-label="${title}"]`) as HTMLElement;
export const listQuery = (offset: number) => ({
  limit: '10',
  offset: String(offset),
  'filter.customer_id': MEERA,
});
