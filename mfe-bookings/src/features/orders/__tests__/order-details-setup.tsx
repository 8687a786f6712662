import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { toast, type Order, type OrderDetailsReply, type Store } from '@storedesk/shared';
import { apiUrl, makeStore, renderWithProviders } from '@storedesk/shared/testing';
import OrderDetailsContainer from '../details/order-details-container';
import { DETAILS_TEXTS as T } from '../details/order-details-texts';
import { STATUSES, makeOrder } from '../testing/order-factories';
import { DELIVERY_TYPES, METHODS, slotDays } from '../../shared/testing/booking-lookup-fixtures';

/** The booking details screen's test kit, shared by its test files: mock server, render and pickers. */

export const LOCATION_ID = '00000000-0000-4000-8000-000000007001';
/** An error answer as the API sends it; the code is the status's when not given (like the kit's mocks). */
type Fail = { status: number; message: string; title: string; code?: string } | null;

/** What the mock server answers with and what it was sent; a test changes it, each test starts afresh. */
export const details = {
  order: makeOrder(),
  fail: null as Fail,
  paymentsAvailable: true,
  /** The API has no such booking (an unknown or malformed id): details answers 404. */
  missing: false,
  writes: [] as { path: string; body: Record<string, unknown> }[],
};

const handlers = [
  http.get(apiUrl('store/order/details'), () => {
    if (details.missing)
      return HttpResponse.json({ message: 'Booking not found', title: 'Not Found' }, { status: 404 });
    const reply: OrderDetailsReply = {
      data: details.order,
      total: {
        items: 2,
        quantity: 3,
        sub_total: details.order.sub_total,
        discount_value: 0,
        discount_by_points: 0,
        taxes: [],
        tax: 0,
        delivery_cost: 0,
        total: details.order.total,
      },
    };
    return HttpResponse.json(reply);
  }),
  http.get(apiUrl('store/order_status/all'), () => HttpResponse.json({ data: STATUSES, pages: 1, total: 4 })),
  http.get(apiUrl('store/order/print_token'), ({ request }) => {
    const q = new URL(request.url).searchParams;
    return HttpResponse.json({
      token: 't0k',
      url: `/api/store/order/print?id=${q.get('id')}&kind=${q.get('kind')}&token=t0k`,
      expires_in: 300,
    });
  }),
  http.get(apiUrl('store/delivery_slot/all'), () =>
    HttpResponse.json({ data: slotDays(), pages: 1, total: 7 }),
  ),
  http.get(apiUrl('store/delivery_type/all'), () =>
    HttpResponse.json({ data: DELIVERY_TYPES, pages: 1, total: 2 }),
  ),
  http.get(apiUrl('master/payment_method/all'), () =>
    HttpResponse.json({ data: METHODS, pages: 1, total: 2 }),
  ),
  http.get(apiUrl('store/location/all'), () =>
    HttpResponse.json({ data: [{ _id: LOCATION_ID, name: 'Koramangala Hub' }], pages: 1, total: 1 }),
  ),
  http.get(apiUrl('store/payment/all'), ({ request }) => {
    if (!details.paymentsAvailable)
      return HttpResponse.json({ message: 'Not Found', title: 'Error' }, { status: 404 });
    const params = new URL(request.url).searchParams;
    return HttpResponse.json({
      data: [
        {
          _id: `p-${params.get('offset')}`,
          payment_number: 7000 + Number(params.get('offset')),
          amount: '250.00',
          status: `PENDING ${params.get('filter.order_id')?.slice(-1)}`,
          due_date: '2026-12-01',
          is_paid: false,
          link_status: 'CREATED',
          needs_review: params.get('offset') === '2',
        },
      ],
      pages: 2,
      total: 11,
    });
  }),
  http.put(apiUrl('store/order/:what'), async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    details.writes.push({ path: String(params.what), body });
    if (details.fail)
      return HttpResponse.json(
        { message: details.fail.message, title: details.fail.title, code: details.fail.code },
        { status: details.fail.status },
      );
    details.order = { ...details.order, version: details.order.version + 1 };
    if (params.what === 'payment')
      details.order = {
        ...details.order,
        payment: { ...details.order.payment, ...(body.payment as Order['payment']) },
      };
    if (params.what === 'date')
      details.order = {
        ...details.order,
        delivery_date: body.delivery_date as string,
        delivery_data: { ...details.order.delivery_data!, ...(body.delivery_data as object) },
      };
    if (params.what === 'tags') details.order = { ...details.order, order_tags: body.order_tags as string[] };
    return HttpResponse.json({ message: 'ok', title: 'ok', data: details.order });
  }),
];

/** The booking details' calls on msw/node, listening for the file's tests, with fresh state before each. */
export function setUpOrderDetails() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    details.order = makeOrder();
    details.fail = null;
    details.paymentsAvailable = true;
    details.missing = false;
    details.writes.length = 0;
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => server.close());
}

export function renderDetails(store: Partial<Store> = {}, route = `/orders/${details.order._id}`) {
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:id" element={<OrderDetailsContainer />} />
    </Routes>,
    {
      route,
      session: { store: makeStore({ store_timezone: 'Asia/Kolkata', currency: 'INR', ...store }) },
    },
  );
}

/** The open modal with this title (antd's dialog has no accessible name in jsdom). */
export async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

/** Opens the status pick and chooses an option (the chosen one also carries its name as a title). */
export async function pickStatus(user: ReturnType<typeof renderDetails>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: T.status }));
  const options = await screen.findAllByTitle(name);
  await user.click(options[options.length - 1]);
}

export function spies() {
  return {
    success: jest.spyOn(toast, 'success').mockImplementation(() => undefined),
    error: jest.spyOn(toast, 'error').mockImplementation(() => undefined),
  };
}
