// First: the set-up's jest.mock calls must be in place before this file loads the modules they replace.
import {
  mockClock,
  orderPosts,
  pickCustomerAndService,
  renderScreen,
  scenario,
  setUpNewBookingTests,
} from './new-booking-screen';
import { screen, waitFor } from '@testing-library/react';
import { NEW_BOOKING_TEXTS as T } from '../new-booking-texts';

/** New booking screen: the day's slots, a custom start, and slots that are over. */
setUpNewBookingTests();

describe('new booking', () => {
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
    mockClock.time = '21:56';
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
    mockClock.time = '11:00';
    // The screen draws again before Create (as the cart's autosave makes it do): the choice is kept, and shown.
    await user.type(screen.getByLabelText(T.notes), 'x');
    expect(screen.getByRole('radio', { name: '09:00 AM - 11:00 AM' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: T.create }));
    expect(toasts.error).toHaveBeenLastCalledWith(T.slotOverTitle, T.noSlot);
    expect(orderPosts).toHaveLength(0);
  });

  it('has no slots on an inactive day', async () => {
    scenario.activeDays = false;
    renderScreen();
    expect(await screen.findByText(T.noSlots)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '09:00 AM - 11:00 AM' })).not.toBeInTheDocument();
  });
});
