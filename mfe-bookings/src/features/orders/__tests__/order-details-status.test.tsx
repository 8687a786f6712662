import { screen, waitFor, within } from '@testing-library/react';
import { LOCKED_OPTION_MESSAGE } from '@storedesk/shared';
import { makeEmployee, makeStore, renderWithProviders } from '@storedesk/shared/testing';
import { Route, Routes } from 'react-router-dom';
import OrderDetailsContainer from '../details/order-details-container';
import { DETAILS_TEXTS as T } from '../details/order-details-texts';
import { COMPLETED_MASTER_ID, STATUSES, makeOrder } from '../testing/order-factories';
import {
  details,
  dialogTitled,
  pickStatus,
  renderDetails,
  setUpOrderDetails,
  spies,
} from './order-details-setup';

jest.setTimeout(240_000);

describe('booking details: status, lock, summary edit and prints', () => {
  setUpOrderDetails();

  it('changes the status with the version it read, and says when it fails', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await user.click(screen.getByRole('combobox', { name: T.status }));
    await user.click(await screen.findByTitle('Confirmed'));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.statusUpdated));
    expect(details.writes[0]).toEqual({
      path: 'status',
      body: { _id: details.order._id, version: 1, current_status: { status_id: STATUSES[1]._id } },
    });

    details.fail = { status: 500, message: 'db down', title: 'Error' };
    await pickStatus(user, 'Confirmed');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(T.statusError, 'db down'));
  });

  it('locks every edit of a completed booking, with a note', async () => {
    details.order = makeOrder({
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
    // Spec 2 §6: each locked control says to contact support (a tooltip on its wrapper); prints are not locked.
    const saysLocked = (control: HTMLElement) =>
      expect(control.closest(`[title="${LOCKED_OPTION_MESSAGE}"]`)).not.toBeNull();
    saysLocked(screen.getByRole('combobox', { name: T.status }));
    saysLocked(screen.getByRole('button', { name: T.editAddress }));
    saysLocked(screen.getByRole('button', { name: `${T.remove} Deep Home Cleaning` }));
    saysLocked(screen.getByRole('textbox', { name: T.notePlaceholder }));
    saysLocked(screen.getByRole('button', { name: T.saveTags }));
    expect(screen.getByRole('button', { name: T.printInvoice }).closest('[data-locked]')).toBeNull();
  });

  it('asks before completing, saying it marks the booking paid and locks it; Keep Booking changes nothing', async () => {
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await pickStatus(user, 'Completed');
    const dialog = await dialogTitled(T.completeTitle);
    expect(dialog).toHaveTextContent('This marks the booking paid and locks it');
    await user.click(within(dialog).getByRole('button', { name: T.keepBooking }));
    expect(details.writes).toHaveLength(0);

    await pickStatus(user, 'Completed');
    await user.click(
      within(await dialogTitled(T.completeTitle)).getByRole('button', {
        name: T.completeOk,
      }),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.statusUpdated));
    expect(details.writes[0].body).toEqual({
      _id: details.order._id,
      version: 1,
      current_status: { status_id: STATUSES[2]._id },
    });
  });

  it('offers Refunded only on a paid booking', async () => {
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await user.click(screen.getByRole('combobox', { name: T.status }));
    const refunded = await screen.findByTitle(`Refunded (${T.refundUnpaid})`);
    expect(refunded).toHaveAttribute('aria-disabled', 'true');
    await user.click(refunded);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(details.writes).toHaveLength(0);
  });

  it('asks before marking a paid booking refunded; Keep Booking changes nothing', async () => {
    details.order = makeOrder({ payment: { is_paid: true, payment_method: 'cash', transaction_id: null } });
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await pickStatus(user, 'Refunded');
    const dialog = await dialogTitled(T.refundTitle);
    expect(dialog).toHaveTextContent(T.refundContent);
    await user.click(within(dialog).getByRole('button', { name: T.keepBooking }));
    expect(details.writes).toHaveLength(0);

    await pickStatus(user, 'Refunded');
    await user.click(within(await dialogTitled(T.refundTitle)).getByRole('button', { name: T.refundOk }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.statusUpdated));
    expect(details.writes[0].body).toEqual({
      _id: details.order._id,
      version: 1,
      current_status: { status_id: STATUSES[4]._id },
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
    expect(details.writes).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(T.cancelReason), 'Customer travelling');
    await user.click(within(dialog).getByRole('button', { name: T.cancelOk }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.statusUpdated));
    expect(details.writes[0].body).toEqual({
      _id: details.order._id,
      version: 1,
      current_status: { status_id: STATUSES[3]._id },
      reason: 'Customer travelling',
    });
  });

  it('edits the summary: reschedules to a custom window and marks it paid by cash, one success toast', async () => {
    details.order = makeOrder({ delivery_date: '2099-01-05' });
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await user.click(screen.getByRole('button', { name: T.editSummary }));
    const dialog = await dialogTitled(T.editSummary);
    await user.click(within(dialog).getByRole('radio', { name: 'Custom time' }));
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByText(T.slotRequired)).toBeInTheDocument();
    expect(details.writes).toHaveLength(0);
    const duration = within(dialog).getByRole('spinbutton', { name: 'Duration (minutes)' });
    await user.type(duration, '90');
    const start = within(dialog).getByLabelText('Start Time');
    await user.click(start);
    await user.type(start, '10:15 AM{Enter}');
    const paid = within(dialog).getByRole('switch', { name: T.paid });
    expect(paid).not.toBeChecked();
    await user.click(within(dialog).getByRole('combobox', { name: T.paymentMethod }));
    await user.click(await screen.findByTitle('Cash'));
    // Spec 2 §4: a method other than asking the customer to pay turns Paid on by itself.
    await waitFor(() => expect(paid).toBeChecked());
    expect(paid).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.summaryUpdated));
    expect(toasts.success).toHaveBeenCalledTimes(1);
    expect(details.writes.map((w) => w.path)).toEqual(['date', 'payment']);
    expect(details.writes[0].body).toMatchObject({
      version: 1,
      delivery_date: details.order.delivery_date,
      delivery_data: { start_time: '10:15', duration: 90, end_time: '11:45' },
    });
    expect(details.writes[1].body).toEqual({
      _id: details.order._id,
      version: 2,
      payment: { is_paid: true, payment_method: 'cash' },
    });
    expect(await screen.findByText('10:15 AM - 11:45 AM')).toBeInTheDocument();
    expect(screen.getByText('Cash')).toBeInTheDocument();
  });

  it('a booking whose day has passed may still have only its payment changed (the schedule is not re-checked)', async () => {
    details.order = makeOrder({ delivery_date: '2020-01-05' });
    const toasts = spies();
    const { user } = renderDetails();
    await screen.findByText(T.title(1001));
    await user.click(screen.getByRole('button', { name: T.editSummary }));
    const dialog = await dialogTitled(T.editSummary);
    await user.click(within(dialog).getByRole('combobox', { name: T.paymentMethod }));
    await user.click(await screen.findByTitle('Cash'));
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.summaryUpdated));
    expect(details.writes.map((w) => w.path)).toEqual(['payment']);
    expect(within(dialog).queryByText(T.pastDate)).not.toBeInTheDocument();
  });

  it('FINANCE edits only the payment; a pay-later method keeps it unpaid', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/orders/:id" element={<OrderDetailsContainer />} />
      </Routes>,
      {
        route: `/orders/${details.order._id}`,
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
    expect(frame).toHaveAttribute(
      'src',
      `/api/store/order/print?id=${details.order._id}&kind=invoice&token=t0k`,
    );
    await user.click(screen.getByRole('button', { name: T.printAddress }));
    expect(await screen.findByTitle(T.addressTitle(1001))).toHaveAttribute(
      'src',
      `/api/store/order/print?id=${details.order._id}&kind=label&token=t0k`,
    );
  });
});
