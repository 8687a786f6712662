import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { toast, type Order, type OrderDetailsReply } from '@storedesk/shared';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, makeEmployee, makeStore, renderWithProviders } from '@storedesk/shared/testing';
import OrderDetailsContainer from '../details/order-details-container';
import { DETAILS_TEXTS as T } from '../details/order-details-texts';
import { COMPLETED_MASTER_ID, STATUSES, makeOrder } from '../testing/order-factories';
import { DELIVERY_TYPES, METHODS, slotDays } from '../../new-booking/__tests__/new-booking-fixtures';

jest.setTimeout(240_000);

const LOCATION_ID = '00000000-0000-4000-8000-000000007001';
type Fail = { status: number; message: string; title: string } | null;
let order: Order = makeOrder();
let fail: Fail = null;
let paymentsAvailable = true;
const writes: { path: string; body: Record<string, unknown> }[] = [];

const server = setupServer(
  http.get(apiUrl('store/order/details'), () => {
    const reply: OrderDetailsReply = {
      data: order,
      total: {
        items: 2,
        quantity: 3,
        sub_total: order.sub_total,
        discount_value: 0,
        discount_by_points: 0,
        taxes: [],
        tax: 0,
        delivery_cost: 0,
        total: order.total,
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
    if (!paymentsAvailable)
      return HttpResponse.json({ message: 'Not Found', title: 'Error' }, { status: 404 });
    const params = new URL(request.url).searchParams;
    return HttpResponse.json({
      data: [
        {
          _id: `p-${params.get('offset')}`,
          amount: 250,
          status: `PENDING ${params.get('filter.order_id')?.slice(-1)}`,
          due_date: '2026-12-01',
        },
      ],
      pages: 2,
      total: 11,
    });
  }),
  http.put(apiUrl('store/order/:what'), async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    writes.push({ path: String(params.what), body });
    if (fail) return HttpResponse.json({ message: fail.message, title: fail.title }, { status: fail.status });
    order = { ...order, version: order.version + 1 };
    if (params.what === 'payment')
      order = { ...order, payment: { ...order.payment, ...(body.payment as Order['payment']) } };
    if (params.what === 'date')
      order = {
        ...order,
        delivery_date: body.delivery_date as string,
        delivery_data: { ...order.delivery_data!, ...(body.delivery_data as object) },
      };
    if (params.what === 'tags') order = { ...order, order_tags: body.order_tags as string[] };
    return HttpResponse.json({ message: 'ok', title: 'ok', data: order });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  order = makeOrder();
  fail = null;
  paymentsAvailable = true;
  writes.length = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function renderDetails() {
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:id" element={<OrderDetailsContainer />} />
    </Routes>,
    {
      route: `/orders/${order._id}`,
      session: { store: makeStore({ store_timezone: 'Asia/Kolkata', currency: 'INR' }) },
    },
  );
}

/** The open modal with this title (antd's dialog has no accessible name in jsdom). */
async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

/** Opens the status pick and chooses an option (the chosen one also carries its name as a title). */
async function pickStatus(user: ReturnType<typeof renderDetails>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: T.status }));
  const options = await screen.findAllByTitle(name);
  await user.click(options[options.length - 1]);
}

function spies() {
  return {
    success: jest.spyOn(toast, 'success').mockImplementation(() => undefined),
    error: jest.spyOn(toast, 'error').mockImplementation(() => undefined),
  };
}

describe('booking details', () => {
  it('shows the booking: summary, address, services with request fields, notes by author, tags, discounts, payments', async () => {
    renderDetails();
    expect(await screen.findByText(T.title(1001))).toBeInTheDocument();
    expect(screen.getByText('22/11/2026 10:00 AM')).toBeInTheDocument();
    expect(within(screen.getByLabelText(T.address)).getByText('12 Lake Road')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: `${T.requestFields} Deep Home Cleaning` })).getByText(
        'Pets at home: Yes',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Call before arriving')).toBeInTheDocument();
    const note = screen.getByText('Call before arriving').closest('li') as HTMLElement;
    expect(note).toHaveTextContent(T.byCustomer);
    expect(note).toHaveTextContent('Meera Kapoor');
    expect(screen.getAllByText('vip').length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('list', { name: T.discounts })).getByText('Amount: ₹100.00'),
    ).toBeInTheDocument();
    expect(await screen.findByText('PENDING 1')).toBeInTheDocument();
  });

  it('hides the payment requests when that call is not available', async () => {
    paymentsAvailable = false;
    renderDetails();
    await screen.findByText(T.title(1001));
    await waitFor(() => expect(screen.queryByText(T.paymentRequests)).not.toBeInTheDocument());
    expect(screen.getByText(T.services)).toBeInTheDocument();
  });

  it('changes the status with the version it read, and says when it fails', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await user.click(screen.getByRole('combobox', { name: T.status }));
    await user.click(await screen.findByTitle('Confirmed'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.statusUpdated));
    expect(writes[0]).toEqual({
      path: 'status',
      body: { _id: order._id, version: 1, current_status: { status_id: STATUSES[1]._id } },
    });

    fail = { status: 500, message: 'db down', title: 'Error' };
    await pickStatus(user, 'Confirmed');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.statusError, 'db down'));
  });

  it('updates a quantity and removes a service, with their success and error texts', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    const qty = screen.getByRole('spinbutton', { name: `${T.quantity} Deep Home Cleaning` });
    await user.tripleClick(qty);
    await user.keyboard('3');
    await user.click(screen.getByRole('button', { name: `${T.updateQuantity} Deep Home Cleaning` }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.quantityUpdated));
    expect(writes[0].path).toBe('products');
    expect(writes[0].body.products).toEqual([
      { _id: order.products[0]._id, selected_quantity: 3, request_fields: order.products[0].request_fields },
      { _id: order.products[1]._id, selected_quantity: 1, request_fields: [] },
    ]);

    await user.click(screen.getByRole('button', { name: `${T.remove} Balcony wash` }));
    await user.click(await screen.findByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.serviceRemoved));
    expect(writes[1].body.products).toEqual([
      { _id: order.products[0]._id, selected_quantity: 2, request_fields: order.products[0].request_fields },
    ]);

    fail = { status: 500, message: 'nope', title: 'Error' };
    await user.click(screen.getByRole('button', { name: `${T.remove} Balcony wash` }));
    await user.click(await screen.findByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.removeError, 'nope'));
    const qtyAgain = screen.getByRole('spinbutton', { name: `${T.quantity} Balcony wash` });
    await user.tripleClick(qtyAgain);
    await user.keyboard('4');
    await user.click(screen.getByRole('button', { name: `${T.updateQuantity} Balcony wash` }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.quantityError, 'nope'));
  });

  it('adds a note and saves tags, with their success and error texts', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await user.type(screen.getByRole('textbox', { name: T.notePlaceholder }), 'Bring ladder');
    await user.click(screen.getByRole('button', { name: T.addNote }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.notesUpdated));
    expect(writes[0]).toEqual({ path: 'notes', body: { _id: order._id, version: 1, note: 'Bring ladder' } });

    await user.type(screen.getByRole('combobox', { name: T.tags }), 'urgent{Enter}');
    await user.click(screen.getByRole('button', { name: T.saveTags }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.tagsUpdated));
    expect(writes[1].body.order_tags).toEqual(['vip', 'urgent']);

    fail = { status: 500, message: 'nope', title: 'Error' };
    await user.type(screen.getByRole('textbox', { name: T.notePlaceholder }), 'Again');
    await user.click(screen.getByRole('button', { name: T.addNote }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.notesError, 'nope'));
    await user.type(screen.getByRole('combobox', { name: T.tags }), 'late{Enter}');
    await user.click(screen.getByRole('button', { name: T.saveTags }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.tagsError, 'nope'));
  });

  it('edits the address, with its success and error texts', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await user.click(screen.getByRole('button', { name: T.editAddress }));
    const dialog = await screen.findByRole('dialog');
    const street = within(dialog).getByLabelText(T.addressFields.street);
    await user.clear(street);
    await user.type(street, '99 Hill Street');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.addressUpdated));
    expect((writes[0].body.shipping_address as { street: string }).street).toBe('99 Hill Street');
    expect(writes[0].body.version).toBe(1);

    fail = { status: 500, message: 'nope', title: 'Error' };
    await user.click(screen.getByRole('button', { name: T.editAddress }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.addressError, 'nope'));
  });

  it("shows the server's conflict message on a stale version and reloads the booking", async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    fail = { status: 409, message: 'This booking was changed by someone else.', title: 'Booking Changed' };
    order = {
      ...order,
      version: 7,
      customer_notes: [
        ...order.customer_notes,
        { ...order.customer_notes[0], _id: '00000000-0000-4000-8000-000000009999', note: 'Their note' },
      ],
    };
    await user.type(screen.getByRole('textbox', { name: T.notePlaceholder }), 'Mine');
    await user.click(screen.getByRole('button', { name: T.addNote }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(
        'Booking Changed',
        'This booking was changed by someone else.',
      ),
    );
    expect(await screen.findByText('Their note')).toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalledWith(T.notesError, expect.anything());
    // The typed note stays, so nothing of the user's is lost; the next save sends the new version.
    fail = null;
    await user.click(screen.getByRole('button', { name: T.addNote }));
    await waitFor(() => expect(writes[1].body).toEqual({ _id: order._id, version: 7, note: 'Mine' }));
  });

  it('locks every edit of a completed booking, with a note', async () => {
    order = makeOrder({
      is_completed: true,
      current_status: {
        status_name: 'Completed',
        status_id: STATUSES[2]._id,
        master_order_status_id: COMPLETED_MASTER_ID,
        updated_by: null,
      },
      payment: { is_paid: true, payment_method: 'CASH', transaction_id: null },
    });
    renderDetails();
    expect(await screen.findByText(T.completedNote)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: T.status })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.editAddress })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: `${T.quantity} Deep Home Cleaning` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${T.remove} Deep Home Cleaning` })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: T.notePlaceholder })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.addNote })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.saveTags })).toBeDisabled();
    // Prints stay available.
    expect(screen.getByRole('button', { name: T.printInvoice })).toBeEnabled();
  });

  it('asks before completing, saying it marks the booking paid and locks it; Keep Booking changes nothing', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await pickStatus(user, 'Completed');
    const dialog = await dialogTitled(T.completeTitle);
    expect(dialog).toHaveTextContent('This marks the booking paid and locks it');
    await user.click(within(dialog).getByRole('button', { name: T.keepBooking }));
    expect(writes).toHaveLength(0);

    await pickStatus(user, 'Completed');
    await user.click(
      within(await dialogTitled(T.completeTitle)).getByRole('button', {
        name: T.completeOk,
      }),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.statusUpdated));
    expect(writes[0].body).toEqual({
      _id: order._id,
      version: 1,
      current_status: { status_id: STATUSES[2]._id },
    });
  });

  it('cancelling asks for a reason and sends it with the status', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await pickStatus(user, 'Cancelled');
    const dialog = await dialogTitled(T.cancelTitle);
    await user.click(within(dialog).getByRole('button', { name: T.cancelOk }));
    expect(await within(dialog).findByText(T.cancelReasonRequired)).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(T.cancelReason), 'Customer travelling');
    await user.click(within(dialog).getByRole('button', { name: T.cancelOk }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.statusUpdated));
    expect(writes[0].body).toEqual({
      _id: order._id,
      version: 1,
      current_status: { status_id: STATUSES[3]._id },
      reason: 'Customer travelling',
    });
  });

  it('shows labels, not codes, and links the customer with phone, e-mail and the store location', async () => {
    order = makeOrder({
      payment: { is_paid: false, payment_method: 'request_customer_payment', transaction_id: null },
      discount: { type: 'PERCENTAGE', value: 10 },
      discounts: [{ type: 'PERCENTAGE', discount_value: 244.85 }],
      store_location_id: LOCATION_ID,
    });
    renderDetails();
    await screen.findByText(T.title(1001));
    expect(await screen.findByText('Request customer payment')).toBeInTheDocument();
    expect(await screen.findByText('Scheduled')).toBeInTheDocument();
    expect(screen.queryByText('request_customer_payment')).not.toBeInTheDocument();
    expect(screen.queryByText('SCHEDULED')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: T.discounts })).getByText('10% (₹244.85)'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Meera Kapoor 1' });
    expect(link).toHaveAttribute('href', `/customers/detail?customer_id=${order.customer._id}`);
    expect(screen.getByRole('link', { name: order.customer.phone_no! })).toHaveAttribute(
      'href',
      `tel:${order.customer.phone_no}`,
    );
    expect(await screen.findByText('Koramangala Hub')).toBeInTheDocument();
  });

  it('edits the summary: reschedules to a custom window and marks it paid by cash, one success toast', async () => {
    order = makeOrder({ delivery_date: '2099-01-05' });
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await user.click(screen.getByRole('button', { name: T.editSummary }));
    const dialog = await dialogTitled(T.editSummary);
    await user.click(within(dialog).getByRole('radio', { name: 'Custom time' }));
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByText(T.slotRequired)).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    const duration = within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' });
    await user.type(duration, '90');
    const start = within(dialog).getByLabelText('Start Time');
    await user.click(start);
    await user.type(start, '10:15 AM{Enter}');
    await user.click(within(dialog).getByRole('combobox', { name: T.paymentMethod }));
    await user.click(await screen.findByTitle('Cash'));
    await user.click(within(dialog).getByRole('switch', { name: T.paid }));
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.summaryUpdated));
    expect(toasts.success).toHaveBeenCalledTimes(1);
    expect(writes.map((w) => w.path)).toEqual(['date', 'payment']);
    expect(writes[0].body).toMatchObject({
      version: 1,
      delivery_date: order.delivery_date,
      delivery_data: { start_time: '10:15', duration: 90, end_time: '11:45' },
    });
    expect(writes[1].body).toEqual({
      _id: order._id,
      version: 2,
      payment: { is_paid: true, payment_method: 'cash' },
    });
    expect(await screen.findByText('10:15 AM - 11:45 AM')).toBeInTheDocument();
    expect(screen.getByText('Cash')).toBeInTheDocument();
  });

  it('FINANCE edits only the payment; a pay-later method keeps it unpaid', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/orders/:id" element={<OrderDetailsContainer />} />
      </Routes>,
      {
        route: `/orders/${order._id}`,
        session: {
          store: makeStore({ store_timezone: 'Asia/Kolkata', currency: 'INR' }),
          employee: makeEmployee({ employee_type: 'FINANCE' }),
        },
      },
    );
    await screen.findByText(T.title(1001));
    await user.click(screen.getByRole('button', { name: T.editSummary }));
    const dialog = await dialogTitled(T.editSummary);
    expect(within(dialog).queryByText('Delivery Date')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: T.paymentMethod }));
    await user.click(await screen.findByTitle('Request customer payment'));
    expect(within(dialog).getByRole('switch', { name: T.paid })).toBeDisabled();
    expect(within(dialog).getByText(T.paidLocked)).toBeInTheDocument();
  });

  it('prints the invoice and the address label the server renders, in a frame of this page', async () => {
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await user.click(screen.getByRole('button', { name: T.printInvoice }));
    const frame = await screen.findByTitle(T.invoiceTitle(1001));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `/api/store/order/print?id=${order._id}&kind=invoice&token=t0k`);
    await user.click(screen.getByRole('button', { name: T.printAddress }));
    expect(await screen.findByTitle(T.addressTitle(1001))).toHaveAttribute(
      'src',
      `/api/store/order/print?id=${order._id}&kind=label&token=t0k`,
    );
  });
});
