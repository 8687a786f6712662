import { render } from '@testing-library/react';
import { screen, waitFor } from '@testing-library/react';
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
import { UNSAVED_CHANGES_TEXTS } from '@storedesk/shared/ui';
import NewBookingContainer from '../new-booking-container';
import { NEW_BOOKING_TEXTS as T } from '../new-booking-texts';
import { reloadPage } from '../reload-page';
import { bookingLinkText } from '../booking-flash';
import {
  ADDRESS,
  CUSTOMER,
  DELIVERY_TYPES,
  METHODS,
  SERVICE_LINE,
  STATUSES,
  pricedCart,
  slotDays,
} from './new-booking-fixtures';

jest.setTimeout(240_000);

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
let mockStoreTime = '07:00';
jest.mock('../model/schedule', () => {
  const actual = jest.requireActual('../model/schedule');
  return {
    ...actual,
    storeClock: (tz: string) => ({ ...actual.storeClock(tz), time: mockStoreTime }),
  };
});

let activeDays = true;
let abandoned: ReturnType<typeof pricedCart> | null = null;
let orderFail: { status: number; message: string; title: string } | null = null;
const cartPosts: CartPayload[] = [];
const orderPosts: CreateOrderBody[] = [];

const list = <T,>(data: T[]) => HttpResponse.json({ data, pages: 1, total: data.length });
const server = setupServer(
  http.get(apiUrl('store/order_status/all'), () => list(STATUSES)),
  http.get(apiUrl('store/location/all'), () => list([])),
  http.get(apiUrl('store/delivery_slot/all'), () => list(slotDays(activeDays))),
  http.get(apiUrl('store/delivery_type/all'), () => list(DELIVERY_TYPES)),
  http.get(apiUrl('master/payment_method/all'), () => list(METHODS)),
  http.get(apiUrl('customer'), () => HttpResponse.json({ data: CUSTOMER })),
  http.get(apiUrl('store/cart'), () => HttpResponse.json({ data: abandoned })),
  http.post(apiUrl('store/cart'), async ({ request }) => {
    const body = (await request.json()) as CartPayload;
    cartPosts.push(body);
    return HttpResponse.json({ data: pricedCart(body) });
  }),
  http.post(apiUrl('store/order'), async ({ request }) => {
    orderPosts.push((await request.json()) as CreateOrderBody);
    if (orderFail) return HttpResponse.json(orderFail, { status: orderFail.status });
    return HttpResponse.json({
      message: 'Booking created successfully',
      title: 'Booking Created',
      data: { _id: '90000000-0000-4000-8000-000000000001', order_number: 1001 },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  mockStoreTime = '07:00';
  activeDays = true;
  abandoned = null;
  orderFail = null;
  cartPosts.length = 0;
  orderPosts.length = 0;
  jest.mocked(reloadPage).mockClear();
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function renderScreen(route = '/orders/new') {
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
const storeDay = () => todayInZone('Asia/Kolkata');
const today = () => storeDay().format('DD/MM/YYYY dddd');

async function pickCustomerAndService(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(screen.getByRole('button', { name: 'pick customer' }));
  await user.click(screen.getByRole('button', { name: T.addService }));
  await user.click(screen.getByRole('button', { name: 'add cleaning' }));
  await screen.findByText('Deep Home Cleaning');
}

describe('new booking', () => {
  it('starts with today, SCHEDULED and the first status, and asks for a customer before services', async () => {
    renderScreen();
    expect(await screen.findByDisplayValue(today())).toBeInTheDocument();
    expect(await screen.findByTitle('Scheduled')).toBeInTheDocument();
    expect(await screen.findByTitle('Placed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.addService })).toBeDisabled();
    expect(screen.getByText(T.chooseCustomerFirst)).toBeInTheDocument();
    expect(screen.getByTestId('discount-total')).toHaveTextContent('₹0.00');
  });

  it('checks customer, service, address and slot in that order with the spec texts', async () => {
    const { user, toasts } = renderScreen();
    await screen.findByTitle('Placed');
    const create = screen.getByRole('button', { name: T.create });
    await user.click(create);
    expect(toasts.error).toHaveBeenLastCalledWith(T.noCustomerTitle, T.noCustomer);
    await user.click(screen.getByRole('button', { name: 'pick customer' }));
    await user.click(create);
    expect(toasts.error).toHaveBeenLastCalledWith('Service Not Added', 'Please add a Service');
    await user.click(screen.getByRole('button', { name: T.addService }));
    await user.click(screen.getByRole('button', { name: 'add cleaning' }));
    await screen.findByText('Deep Home Cleaning');
    await user.click(create);
    expect(toasts.error).toHaveBeenLastCalledWith('Address Not Selected', 'Please choose an address');
    await user.click(screen.getByRole('button', { name: 'use address' }));
    await user.click(create);
    expect(toasts.error).toHaveBeenLastCalledWith(
      T.noSlotTitle,
      'Please select the time slots or enter the custom start time and duration',
    );
    expect(orderPosts).toHaveLength(0);
  });

  it("takes the customer's default address as the shipping address", async () => {
    const { user, toasts } = renderScreen();
    await screen.findByTitle('Placed');
    await user.click(screen.getByRole('button', { name: 'pick customer with address' }));
    await user.click(screen.getByRole('button', { name: T.addService }));
    await user.click(screen.getByRole('button', { name: 'add cleaning' }));
    await screen.findByText('Deep Home Cleaning');
    expect(cartPosts[0].cart.shipping_address).toMatchObject({ street: '12 Lake Road', first_name: 'Arjun' });
    await user.click(screen.getByRole('button', { name: T.create }));
    expect(toasts.error).toHaveBeenLastCalledWith(T.noSlotTitle, T.noSlot);
  });

  it('posts the whole cart on each change and shows only the server totals', async () => {
    const { user, toasts } = renderScreen();
    await screen.findByTitle('Placed');
    await pickCustomerAndService(user);
    expect(toasts.success).toHaveBeenCalledWith(T.serviceAdded);
    expect(cartPosts[0]).toMatchObject({
      order_type: 'CSC',
      type: 'PRODUCT',
      customer_id: CUSTOMER._id,
      cart: { products: [SERVICE_LINE], delivery_data: { delivery_type: 'SCHEDULED' } },
      discount: { type: 'VALUE', value: 0 },
    });
    expect(cartPosts[0].cart.delivery_date).toBe(storeDay().format('YYYY/MM/DD'));
    // 800 + 10% tax 80 + booking charge 50
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹930.00');

    await user.click(screen.getByRole('button', { name: 'use address' }));
    await waitFor(() =>
      expect(cartPosts.at(-1)).toMatchObject({ type: 'ADDRESS', cart: { shipping_address: ADDRESS } }),
    );

    const qty = screen.getByRole('spinbutton', { name: `${T.quantity} Deep Home Cleaning` });
    await user.tripleClick(qty);
    await user.keyboard('2');
    await waitFor(() => expect(cartPosts.at(-1)).toMatchObject({ type: 'PRODUCTS' }));
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('₹1,810.00'));

    await user.click(screen.getByRole('button', { name: T.remove }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.serviceRemoved));
    expect(cartPosts.at(-1)?.cart.products).toEqual([]);
  });

  it('shows a discount over its limit as --- and does not apply it', async () => {
    const { user } = renderScreen();
    await screen.findByTitle('Placed');
    await pickCustomerAndService(user);
    const value = screen.getByRole('spinbutton', { name: T.discountValue });
    await user.tripleClick(value);
    await user.keyboard('900');
    await waitFor(() =>
      expect(cartPosts.at(-1)).toMatchObject({ type: 'PAYMENT', discount: { value: 900 } }),
    );
    await waitFor(() => expect(screen.getByTestId('discount-total')).toHaveTextContent(T.notApplied));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹930.00');
    // The field says why the discount is not applied.
    expect(
      screen.getByText(/^Not applied: the discount is more than the sub total \(₹[\d,.]+\)$/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: T.discountType }));
    await user.click(await screen.findByTitle(T.discountTypes.PERCENTAGE));
    // The 900 was rupees: switching the type clears it instead of making it 900%.
    await waitFor(() => expect(value).toHaveValue(''));
    await waitFor(() =>
      expect(cartPosts.at(-1)).toMatchObject({ discount: { type: 'PERCENTAGE', value: 0 } }),
    );
    await user.tripleClick(value);
    await user.keyboard('10');
    await waitFor(() =>
      expect(cartPosts.at(-1)).toMatchObject({ discount: { type: 'PERCENTAGE', value: 10 } }),
    );
    await waitFor(() => expect(screen.getByTestId('discount-total')).toHaveTextContent('₹80.00'));
  });

  it('forces unpaid and locks the toggle for request_customer_payment; other modes mark paid', async () => {
    const { user } = renderScreen();
    await screen.findByTitle('Placed');
    const paid = screen.getByRole('switch', { name: T.paid });
    expect(paid).not.toBeChecked();
    await user.click(screen.getByRole('combobox', { name: T.paymentMode }));
    await user.click(await screen.findByTitle('Cash'));
    await waitFor(() => expect(paid).toBeChecked());
    expect(paid).toBeEnabled();
    await user.click(screen.getByRole('combobox', { name: T.paymentMode }));
    await user.click(await screen.findByTitle('Request customer payment'));
    await waitFor(() => expect(paid).not.toBeChecked());
    expect(paid).toBeDisabled();
  });

  it("offers the weekday's active slots, and a custom start that ends after its duration", async () => {
    const { user } = renderScreen();
    expect(await screen.findByRole('radio', { name: '09:00 AM - 11:00 AM' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '12:00 PM - 02:00 PM' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: T.customSlot }));
    await user.click(screen.getByLabelText(T.startTime));
    await user.keyboard('10:15 AM{Enter}');
    const duration = screen.getByRole('spinbutton', { name: T.duration });
    await user.type(duration, '90');
    await waitFor(() => expect(screen.getByTestId('custom-end')).toHaveTextContent('11:45 AM'));
  });

  it("does not offer today's slots that are over, and refuses a custom time that is over", async () => {
    mockStoreTime = '21:56';
    const { user, toasts } = renderScreen();
    await screen.findByTitle('Placed');
    expect(await screen.findByText(T.noSlots)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '09:00 AM - 11:00 AM' })).not.toBeInTheDocument();
    await pickCustomerAndService(user);
    await user.click(screen.getByRole('button', { name: 'use address' }));
    await user.click(screen.getByRole('radio', { name: T.customSlot }));
    await user.click(screen.getByLabelText(T.startTime));
    await user.keyboard('08:00 AM{Enter}');
    await user.type(screen.getByRole('spinbutton', { name: T.duration }), '120');
    await user.click(screen.getByRole('button', { name: T.create }));
    expect(toasts.error).toHaveBeenLastCalledWith(T.slotOverTitle, T.noSlot);
    expect(orderPosts).toHaveLength(0);
  });

  it('refuses a slot that ended while the form was open', async () => {
    const { user, toasts } = renderScreen();
    await screen.findByTitle('Placed');
    await pickCustomerAndService(user);
    await user.click(screen.getByRole('button', { name: 'use address' }));
    await user.click(await screen.findByRole('radio', { name: '09:00 AM - 11:00 AM' }));
    mockStoreTime = '11:00';
    await user.click(screen.getByRole('button', { name: T.create }));
    expect(toasts.error).toHaveBeenLastCalledWith(T.slotOverTitle, T.noSlot);
    expect(orderPosts).toHaveLength(0);
  });

  it('shows the points that apply when fewer apply than were entered', async () => {
    // This store's points rules let 50 points count on the booking.
    server.use(
      http.post(apiUrl('store/cart'), async ({ request }) => {
        const body = (await request.json()) as CartPayload;
        cartPosts.push(body);
        return HttpResponse.json({
          data: { ...pricedCart(body), points_used: Math.min(body.cart.points ?? 0, 50) },
        });
      }),
    );
    const { user } = renderScreen();
    await screen.findByTitle('Placed');
    await pickCustomerAndService(user);
    const points = screen.getByRole('spinbutton', { name: T.points });
    await user.clear(points);
    await user.type(points, '120');
    await user.tab();
    await waitFor(() => expect(points).toHaveValue('50'));
    expect(screen.getByText(T.pointsCapped(50, 120))).toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '30');
    await waitFor(() => expect(screen.queryByText(T.pointsCapped(50, 120))).not.toBeInTheDocument());
    await waitFor(() => expect(cartPosts.at(-1)?.cart.points).toBe(30));
    expect(points).toHaveValue('30');
  });

  it('has no slots on an inactive day', async () => {
    activeDays = false;
    renderScreen();
    expect(await screen.findByText(T.noSlots)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '09:00 AM - 11:00 AM' })).not.toBeInTheDocument();
  });

  it("loads the customer's abandoned cart with its totals and date when opened with their id", async () => {
    const date = storeDay().add(3, 'day');
    abandoned = pricedCart({
      customer_id: CUSTOMER._id,
      cart: {
        products: [{ ...SERVICE_LINE, selected_quantity: 2 }],
        delivery_date: date.format('YYYY/MM/DD'),
      },
      discount: { type: 'VALUE', value: 100 },
    });
    const { toasts } = renderScreen(`/orders/new/${CUSTOMER._id}`);
    expect(await screen.findByText('Deep Home Cleaning')).toBeInTheDocument();
    expect(toasts.info).toHaveBeenCalledWith(T.abandonedCartLoaded);
    expect(screen.getByTestId('discount-total')).toHaveTextContent('₹100.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent(
      `₹${abandoned.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(screen.getByDisplayValue(date.format('DD/MM/YYYY dddd'))).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: T.discountValue })).toHaveValue('100.00');
  });

  it('creates the booking once, resets the form and reloads after 200 ms', async () => {
    const { user, toasts } = renderScreen();
    await screen.findByTitle('Placed');
    await pickCustomerAndService(user);
    await user.click(screen.getByRole('button', { name: 'use address' }));
    await user.type(screen.getByLabelText(T.notes), 'Ring the bell');
    await user.click(await screen.findByRole('radio', { name: '09:00 AM - 11:00 AM' }));
    const create = screen.getByRole('button', { name: T.create });
    await user.dblClick(create);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Booking Created', expect.anything()));
    // The toast names the new booking with a link that opens it.
    const toastBody = render(<>{toasts.success.mock.calls.at(-1)![1]}</>);
    expect(toastBody.container).toHaveTextContent('Booking created successfully: Booking #1001.');
    expect(toastBody.getByRole('link', { name: bookingLinkText(1001) })).toHaveAttribute(
      'href',
      '/orders/90000000-0000-4000-8000-000000000001',
    );
    toastBody.unmount();
    const keys = new Set(orderPosts.map((body) => body.idempotency_key));
    expect(keys.size).toBe(1);
    const sent = orderPosts[0];
    expect(sent.order).toMatchObject({
      customer_id: CUSTOMER._id,
      order_type: 'CSC',
      products: [SERVICE_LINE],
      shipping_address: ADDRESS,
      delivery_date: storeDay().format('YYYY/MM/DD'),
      delivery_data: { start_time: '09:00', end_time: '11:00', cutoff_time: '08:00', type: 'SCHEDULED' },
      delivery_mode: 'SCHEDULED',
      current_status: { status_id: STATUSES[0]._id },
      customer_notes: 'Ring the bell',
      send_mail: true,
    });
    expect(sent.discount).toEqual({ type: 'VALUE', value: 0 });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    // The slot pick's cart save was still waiting when Create was clicked: it must not write the cart again.
    const postsAfterBooking = cartPosts.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(cartPosts).toHaveLength(postsAfterBooking);
    expect(JSON.parse(sessionStorage.getItem('new_booking_flash') ?? '{}')).toEqual({
      title: 'Booking Created',
      message: 'Booking created successfully',
      booking: { _id: '90000000-0000-4000-8000-000000000001', order_number: 1001 },
    });
    expect(screen.queryByText('Deep Home Cleaning')).not.toBeInTheDocument();
    expect(screen.getByLabelText(T.notes)).toHaveValue('');
  });

  it('shows the success again after the reload, once', async () => {
    sessionStorage.setItem(
      'new_booking_flash',
      JSON.stringify({
        title: 'Booking Created',
        message: 'Booking created successfully',
        booking: { _id: '90000000-0000-4000-8000-000000000001', order_number: 1001 },
      }),
    );
    const first = renderScreen();
    await screen.findByTitle('Placed');
    expect(first.toasts.success).toHaveBeenCalledWith('Booking Created', expect.anything());
    const kept = render(<>{first.toasts.success.mock.calls[0][1]}</>);
    expect(kept.getByRole('link', { name: bookingLinkText(1001) })).toHaveAttribute(
      'href',
      '/orders/90000000-0000-4000-8000-000000000001',
    );
    kept.unmount();
    expect(sessionStorage.getItem('new_booking_flash')).toBeNull();
    first.unmount();
    jest.restoreAllMocks();
    const second = renderScreen();
    await screen.findByTitle('Placed');
    expect(second.toasts.success).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps everything for another try", async () => {
    orderFail = { status: 400, message: 'Please fill all the mandatory fields', title: 'Missing Fields' };
    const { user, toasts } = renderScreen();
    await screen.findByTitle('Placed');
    await pickCustomerAndService(user);
    await user.click(screen.getByRole('button', { name: 'use address' }));
    await user.click(await screen.findByRole('radio', { name: '09:00 AM - 11:00 AM' }));
    await user.click(screen.getByRole('button', { name: T.create }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Missing Fields', 'Please fill all the mandatory fields'),
    );
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByText('Deep Home Cleaning')).toBeInTheDocument();
  });

  it('asks before leaving with a customer and services chosen; Stay keeps everything', async () => {
    const { user } = renderScreen();
    await screen.findByTitle('Placed');
    await pickCustomerAndService(user);
    await user.click(screen.getByRole('link', { name: 'Bookings' }));
    expect((await screen.findAllByText(UNSAVED_CHANGES_TEXTS.title)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: UNSAVED_CHANGES_TEXTS.stay }));
    expect(screen.queryByText('Bookings list')).not.toBeInTheDocument();
    expect(screen.getByText('Deep Home Cleaning')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Bookings' }));
    await user.click(await screen.findByRole('button', { name: UNSAVED_CHANGES_TEXTS.leave }));
    expect(await screen.findByText('Bookings list')).toBeInTheDocument();
  });

  it('leaves at once when nothing was chosen', async () => {
    const { user } = renderScreen();
    await screen.findByTitle('Placed');
    await user.click(screen.getByRole('link', { name: 'Bookings' }));
    expect(await screen.findByText('Bookings list')).toBeInTheDocument();
    expect(screen.queryByText(UNSAVED_CHANGES_TEXTS.title)).not.toBeInTheDocument();
  });
});
