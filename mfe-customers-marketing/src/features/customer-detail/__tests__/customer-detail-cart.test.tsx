import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from '@storedesk/shared';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { apiUrl } from '@storedesk/shared/testing';
import { CUSTOMER_DETAIL_TEXTS as T } from '../customer-detail-texts';
import { MEERA, calls, renderDetail, server, setUpCustomerDetailTests } from './customer-detail-setup';

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

  it("shows the server's words when the customer has no cart, with nothing to delete", async () => {
    server.use(
      http.get(apiUrl('store/cart/details'), () =>
        HttpResponse.json({ message: 'This customer has no cart', title: 'Cart Not Found' }, { status: 404 }),
      ),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: T.abandonedCart }));
    expect(await screen.findByText('This customer has no cart')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.cart.delete })).toBeNull();
  });
});
