// First: the set-up's jest.mock calls must be in place before this file loads the modules they replace.
import {
  cartPosts,
  orderPosts,
  pickCustomerAndService,
  renderScreen,
  scenario,
  setUpNewBookingTests,
  storeDay,
} from './new-booking-screen';
import { render } from '@testing-library/react';
import { screen, waitFor } from '@testing-library/react';
import { UNSAVED_CHANGES_TEXTS } from '@storedesk/shared/ui';
import { NEW_BOOKING_TEXTS as T } from '../new-booking-texts';
import { reloadPage } from '../reload-page';
import { bookingLinkText } from '../booking-flash';
import { ADDRESS, CUSTOMER, SERVICE_LINE, STATUSES } from './new-booking-fixtures';

/** New booking screen: creating once, the success after the reload, a refusal, and leaving with unsaved choices. */
setUpNewBookingTests();

describe('new booking', () => {
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
    scenario.orderFail = {
      status: 400,
      message: 'Please fill all the mandatory fields',
      title: 'Missing Fields',
    };
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
