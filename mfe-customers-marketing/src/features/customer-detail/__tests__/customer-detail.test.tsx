import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  todayInZone,
  toApiDate,
  toast,
  type AbandonedCartDetail,
  type ContractListRow,
  type CustomerProfile,
  type OrderListRow,
  type PaymentListRow,
  type Role,
} from '@storedesk/shared';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import App from '../../../app';
import { CustomersTable } from '../../customers/components/customers-table';
import CustomerDetailContainer from '../customer-detail-container';
import { CUSTOMER_DETAIL_TEXTS as T } from '../customer-detail-texts';
import { CONTRACT_STATUS } from '../contract-status';

// antd tables and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const uuid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const MEERA = uuid(0x30, 1);
const UNKNOWN = uuid(0x30, 99);
const TOTAL = 23;
const person = {
  _id: MEERA,
  first_name: 'Meera',
  last_name: 'Kapoor',
  email: 'meera@example.test',
  phone_no: '9800000001',
};

const customer: CustomerProfile & { createdAt: string } = {
  ...person,
  country_code: '+91',
  points: 120,
  order_count: 23,
  order_total: 45678.5,
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
const calls: Record<string, Record<string, string>[]> = {};
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

const server = setupServer(
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
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  for (const key of Object.keys(calls)) delete calls[key];
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderDetail(role: Role = 'ADMIN', customerId = MEERA) {
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

const section = (title: string) => document.querySelector(`section[aria-label="${title}"]`) as HTMLElement;
const listQuery = (offset: number) => ({ limit: '10', offset: String(offset), 'filter.customer_id': MEERA });

describe('customer detail', () => {
  it("shows the customer's information in the store's zone", async () => {
    renderDetail();
    expect(await screen.findByText(`${T.title}: Meera Kapoor`)).toBeInTheDocument();
    expect(calls.customer).toEqual([{ customer_id: MEERA }]);
    for (const text of [
      'meera@example.test',
      '+91 9800000001',
      '17/05/1990',
      '120',
      '23',
      '₹45,678.50',
      '10/01/2026',
      'vip',
      T.info.defaultAddress,
      'One dog',
      'Meera Kapoor, 12 MG Road, Indiranagar, Bengaluru, Karnataka 560038, India (9800000001)',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('pages each list on its own: 10 a page, offset 1 then 2, with the customer filter', async () => {
    const { user } = renderDetail();
    await screen.findByText('#1001');
    await waitFor(() => expect(calls.contracts).toHaveLength(1));
    expect(calls.orders).toEqual([listQuery(1)]);
    expect(calls.payments).toEqual([listQuery(1)]);
    expect(calls.contracts).toEqual([listQuery(1)]);
    expect(within(section(T.orders.title)).getByText('#1001').closest('a')).toHaveAttribute(
      'href',
      `/orders/${uuid(0x71, 1)}`,
    );
    expect(within(section(T.payments.title)).getByText('Booking #1001')).toBeInTheDocument();

    for (const [title, key, first] of [
      [T.orders.title, 'orders', '#1011'],
      [T.payments.title, 'payments', '#7011'],
      [T.contracts.title, 'contracts', '#5011'],
    ] as const) {
      await user.click(within(section(title)).getByTitle('2'));
      expect(await within(section(title)).findByText(first)).toBeInTheDocument();
      expect(calls[key].map((q) => q.offset)).toEqual(['1', '2']);
      expect(calls[key][1]).toEqual(listQuery(2));
    }
    // Paging one list asked nothing of the others again.
    expect(calls.orders).toHaveLength(2);
    expect(calls.payments).toHaveLength(2);
  });

  it('shows each contract as Expired, Active or InActive', async () => {
    renderDetail();
    await screen.findByText(`${T.title}: Meera Kapoor`);
    const rowOf = async (number: string) =>
      (await within(section(T.contracts.title)).findByText(number)).closest('tr') as HTMLElement;
    expect(within(await rowOf('#5001')).getByText(CONTRACT_STATUS.expired)).toBeInTheDocument();
    expect(within(await rowOf('#5002')).getByText(CONTRACT_STATUS.expired)).toBeInTheDocument();
    expect(within(await rowOf('#5003')).getByText(CONTRACT_STATUS.active)).toBeInTheDocument();
    expect(within(await rowOf('#5004')).getByText(CONTRACT_STATUS.inactive)).toBeInTheDocument();
  });

  it('opens the cart and deletes it only after the confirmation, with the server texts', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: T.abandonedCart }));
    expect(await screen.findByText('Deep Home Cleaning')).toBeInTheDocument();
    expect(calls.cart).toEqual([{ customer_id: MEERA }]);

    const confirmDialog = async () => {
      const [title] = await screen.findAllByText(T.cart.deleteConfirm);
      return title.closest('[role="dialog"]') as HTMLElement;
    };
    await user.click(screen.getByRole('button', { name: T.cart.delete }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    expect(calls.deleteCart).toBeUndefined();

    await user.click(screen.getByRole('button', { name: T.cart.delete }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Cart Deleted', 'Cart Successfully Deleted'));
    expect(calls.deleteCart).toEqual([{ id: MEERA }]);
  });

  it("shows the server's words when the customer has no cart, with nothing to delete", async () => {
    server.use(
      http.get(apiUrl('store/cart/details'), () =>
        HttpResponse.json({ message: 'This customer has no cart', title: 'Cart Not Found' }, { status: 404 }),
      ),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: T.abandonedCart }));
    expect(await screen.findByText('This customer has no cart')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.cart.delete })).toBeNull();
  });

  it('offers edit, the cart and each list only with their permissions', async () => {
    const { user, unmount } = renderDetail('ADMIN');
    await user.click(await screen.findByRole('button', { name: T.edit }));
    expect(screen.getByLabelText('location')).toHaveTextContent(`/customers/edit?customer_id=${MEERA}`);
    unmount();

    // FINANCE holds detail_customer but neither edit_customer nor the cart permissions.
    const finance = renderDetail('FINANCE');
    await screen.findByText(`${T.title}: Meera Kapoor`);
    expect(screen.queryByRole('button', { name: T.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: T.abandonedCart })).toBeNull();
    expect(section(T.payments.title)).not.toBeNull();
    finance.unmount();

    // CSC may edit and see the cart, but not list payment requests: that list is not shown (nor asked).
    for (const key of Object.keys(calls)) delete calls[key];
    renderDetail('CSC');
    expect(await screen.findByRole('button', { name: T.edit })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.abandonedCart })).toBeInTheDocument();
    await waitFor(() => expect(calls.contracts).toHaveLength(1));
    expect(section(T.payments.title)).toBeNull();
    expect(calls.payments).toBeUndefined();
  });

  it("shows the server's error for an unknown customer and asks for none of its lists", async () => {
    renderDetail('ADMIN', UNKNOWN);
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(screen.getByText('Customer')).toBeInTheDocument();
    expect(calls.orders).toBeUndefined();
    expect(calls.payments).toBeUndefined();
    expect(calls.contracts).toBeUndefined();
  });

  it('says so and asks nothing when no customer is chosen', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/customers/detail" element={<CustomerDetailContainer />} />
      </Routes>,
      { route: '/customers/detail' },
    );
    expect(await screen.findByText(T.missingId)).toBeInTheDocument();
    expect(calls).toEqual({});
  });

  it('links each customer of the customer list to its detail', async () => {
    renderWithProviders(
      <CustomersTable
        rows={[{ ...customer, push_notification: false }]}
        loading={false}
        renderActions={() => null}
      />,
    );
    expect((await screen.findByText('Meera Kapoor')).closest('a')).toHaveAttribute(
      'href',
      `/customers/detail?customer_id=${MEERA}`,
    );
  });

  it("is mounted by the remote's App at customers/detail", async () => {
    renderWithProviders(<App basename="/" />, { route: `/customers/detail?customer_id=${MEERA}` });
    expect(await screen.findByText(`${T.title}: Meera Kapoor`)).toBeInTheDocument();
  });
});
