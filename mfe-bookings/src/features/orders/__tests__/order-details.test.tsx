import { screen, waitFor, within } from '@testing-library/react';
import {
  ADDRESS_PART_LABELS,
  CONFIRM_TEXTS,
  PAGE_TEST_IDS,
  PAYMENT_REQUEST_TEXTS,
} from '@storedesk/shared/ui';
import { DETAILS_TEXTS as T } from '../details/order-details-texts';
import { makeOrder } from '../testing/order-factories';
import { LOCATION_ID, details, renderDetails, setUpOrderDetails, spies } from './order-details-setup';

jest.setTimeout(240_000);

describe('booking details: what it shows and the section edits', () => {
  setUpOrderDetails();

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

  it('offers the field-service job only when a field-service system is configured', async () => {
    const on = renderDetails();
    expect(await screen.findByText(T.title(1001))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.jobLink })).toBeInTheDocument();
    on.unmount();
    renderDetails({ field_service: false });
    expect(await screen.findByText(T.title(1001))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.jobLink })).not.toBeInTheDocument();
  });

  it('a malformed or unknown booking id shows "not found" under the page header, with a way back', async () => {
    details.missing = true;
    renderDetails({}, '/orders/not-a-booking');
    expect(await screen.findByText(T.notFound)).toBeInTheDocument();
    const header = screen.getByTestId(PAGE_TEST_IDS.header);
    expect(within(header).getByRole('heading', { name: T.pageTitle })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: T.back })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('button', { name: T.back })).toBeInTheDocument();
    expect(document.querySelector('.ant-skeleton')).not.toBeInTheDocument();
  });

  it("lists the booking's payment requests with the payments list's columns and look", async () => {
    renderDetails();
    const table = await screen.findByRole('table', { name: T.paymentRequests });
    const row = (await within(table).findByText('#7001')).closest('tr') as HTMLElement;
    const C = PAYMENT_REQUEST_TEXTS.columns;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([C.number, C.amount, C.received, C.dueDate, C.status, C.link, C.paid, C.actions]);
    expect(within(row).getByText('₹250.00')).toBeInTheDocument();
    expect(within(row).getByText('01/12/2026')).toBeInTheDocument();
    expect(within(row).getByText('Sent, awaiting payment')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `${PAYMENT_REQUEST_TEXTS.view} #7001` })).toHaveAttribute(
      'href',
      '/payments/p-1/details',
    );
  });

  it('hides the payment requests when that call is not available', async () => {
    details.paymentsAvailable = false;
    renderDetails();
    await screen.findByText(T.title(1001));
    await waitFor(() => expect(screen.queryByText(T.paymentRequests)).not.toBeInTheDocument());
    expect(screen.getByText(T.services)).toBeInTheDocument();
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
    expect(details.writes[0].path).toBe('products');
    expect(details.writes[0].body.products).toEqual([
      {
        _id: details.order.products[0]._id,
        selected_quantity: 3,
        request_fields: details.order.products[0].request_fields,
      },
      { _id: details.order.products[1]._id, selected_quantity: 1, request_fields: [] },
    ]);

    await user.click(screen.getByRole('button', { name: `${T.remove} Balcony wash` }));
    await user.click(await screen.findByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.serviceRemoved));
    expect(details.writes[1].body.products).toEqual([
      {
        _id: details.order.products[0]._id,
        selected_quantity: 2,
        request_fields: details.order.products[0].request_fields,
      },
    ]);

    details.fail = { status: 500, message: 'nope', title: 'Error' };
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
    expect(details.writes[0]).toEqual({
      path: 'notes',
      body: { _id: details.order._id, version: 1, note: 'Bring ladder' },
    });

    await user.type(screen.getByRole('combobox', { name: T.tags }), 'urgent{Enter}');
    await user.click(screen.getByRole('button', { name: T.saveTags }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.tagsUpdated));
    expect(details.writes[1].body.order_tags).toEqual(['vip', 'urgent']);

    details.fail = { status: 500, message: 'nope', title: 'Error' };
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
    const street = within(dialog).getByLabelText(ADDRESS_PART_LABELS.street);
    await user.clear(street);
    await user.type(street, '99 Hill Street');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.addressUpdated));
    expect((details.writes[0].body.shipping_address as { street: string }).street).toBe('99 Hill Street');
    expect(details.writes[0].body.version).toBe(1);

    details.fail = { status: 500, message: 'nope', title: 'Error' };
    await user.click(screen.getByRole('button', { name: T.editAddress }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.addressError, 'nope'));
  });

  it("shows the server's conflict message on a stale version and reloads the booking", async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    details.fail = {
      status: 409,
      message: 'This booking was changed by someone else.',
      title: 'Booking Changed',
      code: 'CHANGED_ELSEWHERE',
    };
    details.order = {
      ...details.order,
      version: 7,
      customer_notes: [
        ...details.order.customer_notes,
        {
          ...details.order.customer_notes[0],
          _id: '00000000-0000-4000-8000-000000009999',
          note: 'Their note',
        },
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
    details.fail = null;
    await user.click(screen.getByRole('button', { name: T.addNote }));
    await waitFor(() =>
      expect(details.writes[1].body).toEqual({ _id: details.order._id, version: 7, note: 'Mine' }),
    );
  });

  it('shows labels, not codes, and links the customer with phone, e-mail and the store location', async () => {
    details.order = makeOrder({
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
    expect(link).toHaveAttribute('href', `/customers/detail?customer_id=${details.order.customer._id}`);
    expect(screen.getByRole('link', { name: details.order.customer.phone_no! })).toHaveAttribute(
      'href',
      `tel:${details.order.customer.phone_no}`,
    );
    expect(await screen.findByText('Koramangala Hub')).toBeInTheDocument();
  });
});
