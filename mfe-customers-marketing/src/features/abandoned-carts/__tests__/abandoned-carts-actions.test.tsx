import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from '@storedesk/shared';
import { CONFIRM_TEXTS } from '@storedesk/shared/ui';
import { apiUrl, renderWithProviders } from '@storedesk/shared/testing';
import App from '../../../app';
import { CARTS_TEXTS as T } from '../abandoned-carts-texts';
import {
  confirmDialog,
  customerId,
  D,
  DEFAULT_QUERY,
  deleteQueries,
  detailQueries,
  listQueries,
  renderCarts,
  server,
  setUpAbandonedCartsTests,
} from './abandoned-carts-setup';

// antd tables, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);
setUpAbandonedCartsTests();

describe('abandoned carts: detail, delete and links', () => {
  it("shows a cart's lines and money in the detail modal", async () => {
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.view} Customer2 Test`));
    const title = await screen.findByText(`${D.title}: Customer2 Test`);
    const dialog = title.closest('[role="dialog"]') as HTMLElement;
    await within(dialog).findByText('Deep Home Cleaning');
    expect(detailQueries).toEqual([{ customer_id: customerId(2) }]);
    const head = dialog.querySelector('thead') as HTMLElement;
    for (const header of [D.product, D.quantity, D.price, D.lineTotal])
      expect(within(head).getByText(header)).toBeInTheDocument();
    const line = (name: string) => within(dialog).getByText(name).closest('tr') as HTMLElement;
    for (const text of ['2', '₹2,499.00', '₹4,998.00'])
      expect(within(line('Deep Home Cleaning')).getByText(text)).toBeInTheDocument();
    for (const text of ['3', '₹899.50', '₹2,698.50'])
      expect(within(line('Sofa Shampoo')).getByText(text)).toBeInTheDocument();
    const money = (label: string) => within(dialog).getByText(label).closest('tr') as HTMLElement;
    expect(within(money(D.subTotal)).getByText('₹7,696.50')).toBeInTheDocument();
    expect(within(money(D.tax)).getByText('₹1,385.37')).toBeInTheDocument();
    expect(within(money(D.total)).getByText('₹9,081.87')).toBeInTheDocument();
    expect(within(dialog).queryByText(D.discount)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Web App')).toBeInTheDocument();
    // The footer button (the corner X is also named Close).
    await user.click(within(dialog).getByText(D.close));
    await waitFor(() => expect(screen.queryByText(`${D.title}: Customer2 Test`)).not.toBeInTheDocument());
  });

  it("toasts the server's words when a cart cannot be loaded", async () => {
    server.use(
      http.get(apiUrl('store/cart/details'), () =>
        HttpResponse.json({ message: 'This customer has no cart', title: 'Cart Not Found' }, { status: 404 }),
      ),
    );
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.view} Customer4 Test`));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Cart Not Found', 'This customer has no cart'));
    expect(await screen.findByText(D.failed)).toBeInTheDocument();
  });

  it('deletes a cart only after the confirmation, says so with the server texts and asks for the list again', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderCarts();
    await screen.findByText('Customer1 Test');
    await user.click(screen.getByLabelText(`${T.delete} Customer3 Test`));
    const asked = await confirmDialog();
    expect(T.deleteConfirm).toBe('Are you sure you want to delete this cart?');
    expect(within(asked).getByText('Customer3 Test')).toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryAllByText(T.deleteConfirm)).toHaveLength(0));
    expect(deleteQueries).toEqual([]);

    const before = listQueries.length;
    await user.click(screen.getByLabelText(`${T.delete} Customer3 Test`));
    await user.click(within(await confirmDialog()).getByRole('button', { name: CONFIRM_TEXTS.ok }));
    await waitFor(() => expect(deleteQueries).toEqual([{ id: customerId(3) }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Cart Deleted', 'Cart Successfully Deleted'));
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
  });

  it("links each cart to the customer's new booking, and shows delete and convert only with their permission", async () => {
    const csc = renderCarts('CSC');
    await screen.findByText('Customer1 Test');
    const convert = screen.getByLabelText(`${T.convert} Customer5 Test`);
    expect(convert.tagName).toBe('A');
    expect(convert).toHaveAttribute('href', `/orders/new/${customerId(5)}`);
    expect(screen.getByLabelText(`${T.delete} Customer5 Test`)).toBeInTheDocument();
    csc.unmount();

    // FINANCE has neither delete_abandoned_cart nor create_order (nor the list: the host would not open it).
    renderCarts('FINANCE');
    await screen.findByText('Customer1 Test');
    expect(screen.getByLabelText(`${T.view} Customer5 Test`)).toBeInTheDocument();
    expect(screen.queryByText(T.delete)).not.toBeInTheDocument();
    expect(screen.queryByText(T.convert)).not.toBeInTheDocument();
  });

  it("is mounted by the remote's App at customers/abandoned_carts, not taken for the customer list", async () => {
    renderWithProviders(<App basename="/" />, { route: '/customers/abandoned_carts' });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    await waitFor(() => expect(listQueries[0]).toEqual(DEFAULT_QUERY));
  });
});
