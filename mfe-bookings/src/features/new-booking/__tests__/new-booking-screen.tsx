import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Link, Route, Routes } from 'react-router-dom';
import {
  toast,
  todayInZone,
  type CartPayload,
  type CreateOrderBody,
  type CustomerDetail,
} from '@storedesk/shared';
import { apiUrl, makeStore, renderWithProviders } from '@storedesk/shared/testing';
import NewBookingContainer from '../new-booking-container';

import { NEW_BOOKING_TEXTS as T } from '../new-booking-texts';
import { reloadPage } from '../reload-page';
import { DELIVERY_TYPES, METHODS, slotDays } from '../../shared/testing/booking-lookup-fixtures';
import { CUSTOMER, STATUSES, pricedCart } from './new-booking-fixtures';

/**
 * Shared set-up of the New booking screen suites (new-booking-*.test.tsx): the pickers as buttons, the store's
 * clock, the API on msw, and the screen rendered with a link away. What a test changes of the API's answers is
 * in `scenario` (and the clock in `mockClock`), reset before each test.
 */
// The customer, address and service pickers have their own tests; here they are buttons that hand over data.
jest.mock('../customer', () => ({
  CustomerPicker: ({ onChange }: { onChange: (c: CustomerDetail) => void }) => {
    const fixtures = jest.requireActual('./new-booking-fixtures');
    return (
      <>
        <button type="button" onClick={() => onChange(fixtures.CUSTOMER)}>
          pick customer
        </button>
        <button type="button" onClick={() => onChange(fixtures.CUSTOMER_WITH_ADDRESS)}>
          pick customer with address
        </button>
      </>
    );
  },
  ShippingAddressPicker: ({ customer, onChange }: { customer: unknown; onChange: (a: unknown) => void }) =>
    customer ? (
      <button type="button" onClick={() => onChange(jest.requireActual('./new-booking-fixtures').ADDRESS)}>
        use address
      </button>
    ) : null,
}));
jest.mock('../../service-picker', () => ({
  ServicePicker: ({ open, onAdd }: { open: boolean; onAdd: (p: unknown) => void }) =>
    open ? (
      <button
        type="button"
        onClick={() => {
          const { SERVICE_LINE: line } = jest.requireActual('./new-booking-fixtures');
          onAdd({ line, name: line.name, variant_name: null });
        }}
      >
        add cleaning
      </button>
    ) : null,
}));
jest.mock('../reload-page', () => ({ RELOAD_DELAY_MS: 200, reloadPage: jest.fn() }));
// The store's time of day is the test's (its date stays the real one): today's 09:00 slot is open at 07:00.
export const mockClock = { time: '07:00' };
jest.mock('../../shared/model/schedule', () => {
  const actual = jest.requireActual('../../shared/model/schedule');
  return {
    ...actual,
    storeClock: (tz: string) => ({ ...actual.storeClock(tz), time: mockClock.time }),
  };
});

export const scenario = {
  activeDays: true,
  abandoned: null as ReturnType<typeof pricedCart> | null,
  orderFail: null as { status: number; message: string; title: string } | null,
};
export const cartPosts: CartPayload[] = [];
export const orderPosts: CreateOrderBody[] = [];

const list = <T,>(data: T[]) => HttpResponse.json({ data, pages: 1, total: data.length });
export const server = setupServer(
  http.get(apiUrl('store/order_status/all'), () => list(STATUSES)),
  http.get(apiUrl('store/location/all'), () => list([])),
  http.get(apiUrl('store/delivery_slot/all'), () => list(slotDays(scenario.activeDays))),
  http.get(apiUrl('store/delivery_type/all'), () => list(DELIVERY_TYPES)),
  http.get(apiUrl('master/payment_method/all'), () => list(METHODS)),
  http.get(apiUrl('customer'), () => HttpResponse.json({ data: CUSTOMER })),
  http.get(apiUrl('store/cart'), () => HttpResponse.json({ data: scenario.abandoned })),
  http.post(apiUrl('store/cart'), async ({ request }) => {
    const body = (await request.json()) as CartPayload;
    cartPosts.push(body);
    return HttpResponse.json({ data: pricedCart(body) });
  }),
  http.post(apiUrl('store/order'), async ({ request }) => {
    orderPosts.push((await request.json()) as CreateOrderBody);
    if (scenario.orderFail)
      return HttpResponse.json(scenario.orderFail, { status: scenario.orderFail.status });
    return HttpResponse.json({
      message: 'Booking created successfully',
      title: 'Booking Created',
      data: { _id: '90000000-0000-4000-8000-000000000001', order_number: 1001 },
    });
  }),
);

/** Registers the suite's hooks: call once at the top of a test file. */
export function setUpNewBookingTests() {
  jest.setTimeout(240_000);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    sessionStorage.clear();
    mockClock.time = '07:00';
    scenario.activeDays = true;
    scenario.abandoned = null;
    scenario.orderFail = null;
    cartPosts.length = 0;
    orderPosts.length = 0;
    jest.mocked(reloadPage).mockClear();
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => server.close());
}

export function renderScreen(route = '/orders/new') {
  const toasts = {
    success: jest.spyOn(toast, 'success').mockImplementation(() => undefined),
    error: jest.spyOn(toast, 'error').mockImplementation(() => undefined),
    info: jest.spyOn(toast, 'info').mockImplementation(() => undefined),
  };
  const view = renderWithProviders(
    <>
      <Link to="/orders">Bookings</Link>
      <Routes>
        <Route path="/orders/new/:id?" element={<NewBookingContainer />} />
        <Route path="/orders" element={<h1>Bookings list</h1>} />
      </Routes>
    </>,
    { route, session: { store: makeStore({ store_timezone: 'Asia/Kolkata', currency: 'INR' }) } },
  );
  return { ...view, toasts };
}

// The store's day (Asia/Kolkata), which is not always the machine's.
export const storeDay = () => todayInZone('Asia/Kolkata');
export const today = () => storeDay().format('DD/MM/YYYY dddd');

export async function pickCustomerAndService(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(screen.getByRole('button', { name: 'pick customer' }));
  await user.click(screen.getByRole('button', { name: T.addService }));
  await user.click(screen.getByRole('button', { name: 'add cleaning' }));
  await screen.findByText('Deep Home Cleaning');
}
