import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@storedesk/shared';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { CUSTOMER_DETAIL_TEXTS as T } from '../customer-detail-texts';
import { MEERA, calls, cartMock, renderDetail, setUpCustomerDetailTests } from './customer-detail-setup';

/** The customer detail screen's abandoned cart: shown in the cart details modal, deleted after a confirmation. */
setUpCustomerDetailTests();

describe('customer detail: abandoned cart', () => {
  it('opens the cart and deletes it only after the confirmation, with the server texts', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: T.abandonedCart }));
    expect(await screen.findByText('Deep Home Cleaning')).toBeInTheDocument();
    expect(calls.cart).toEqual([{ customer_id: MEERA }]);

    const confirmDialog = async () => {
      const [title] = await screen.findAllByText(T.cart.deleteConfirm);
      return title.closest('[role="dialog"]') as HTMLElement;
    };
    await user.click(screen.getByRole('button', { name: T.cart.delete }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    expect(calls.deleteCart).toBeUndefined();

    await user.click(screen.getByRole('button', { name: T.cart.delete }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Cart Deleted', 'Cart Successfully Deleted'));
    expect(calls.deleteCart).toEqual([{ id: MEERA }]);
  });

  it('shows no Abandoned Cart button when the customer has no cart, and never asks for its details', async () => {
    cartMock.exists = false;
    renderDetail();
    await waitFor(() =>
      expect(calls.cartList).toEqual([{ 'filter.customer_id': MEERA, limit: '1', offset: '1' }]),
    );
    expect(await screen.findByRole('button', { name: 'Edit Customer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.abandonedCart })).toBeNull();
    expect(calls.cart).toBeUndefined();
  });

  it('offers Convert to Booking in the cart modal, opening the new booking for the customer', async () => {
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: T.abandonedCart }));
    const convert = await screen.findByRole('link', { name: 'Convert to Booking' });
    expect(convert).toHaveAttribute('href', `/orders/new/${MEERA}`);
  });

  it('calls the booking counts Bookings, not Orders', async () => {
    renderDetail();
    const label = (await screen.findAllByText('Bookings')).find((e) => e.closest('.ant-descriptions'));
    expect(label).toBeDefined();
    expect(screen.queryByText('Orders')).toBeNull();
    expect(T.info.orderCount).toBe('Bookings');
  });
});
