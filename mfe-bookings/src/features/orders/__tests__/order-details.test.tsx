import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { toast, type Order, type OrderDetailsReply } from '@storedesk/shared';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, makeStore, renderWithProviders } from '@storedesk/shared/testing';
import OrderDetailsContainer from '../details/order-details-container';
import { DETAILS_TEXTS as T } from '../details/order-details-texts';
import { COMPLETED_MASTER_ID, STATUSES, makeOrder } from '../testing/order-factories';

jest.setTimeout(240_000);

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
  http.get(apiUrl('store/order_status/all'), () => HttpResponse.json({ data: STATUSES, pages: 1, total: 3 })),
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
      within(screen.getByRole('list', { name: T.discounts })).getByText('VALUE: ₹100.00'),
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
    await user.click(screen.getByRole('combobox', { name: T.status }));
    await user.click(await screen.findByTitle('Completed'));
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
});
