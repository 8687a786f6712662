// First: the set-up's jest.mock calls must be in place before this file loads the modules they replace.
import { cartPosts, orderPosts, renderScreen, setUpNewBookingTests, today } from './new-booking-screen';
import { screen, waitFor } from '@testing-library/react';
import { NEW_BOOKING_TEXTS as T } from '../new-booking-texts';

/** New booking screen: the first state, the checks in order, the address, paid by payment method. */
setUpNewBookingTests();

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
});
