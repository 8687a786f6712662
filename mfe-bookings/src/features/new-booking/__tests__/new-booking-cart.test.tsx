// First: the set-up's jest.mock calls must be in place before this file loads the modules they replace.
import {
  cartPosts,
  pickCustomerAndService,
  renderScreen,
  scenario,
  server,
  setUpNewBookingTests,
  storeDay,
} from './new-booking-screen';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type CartPayload } from '@storedesk/shared';
import { apiUrl } from '@storedesk/shared/testing';
import { NEW_BOOKING_TEXTS as T } from '../new-booking-texts';
import { ADDRESS, CUSTOMER, SERVICE_LINE, pricedCart } from './new-booking-fixtures';

/** New booking screen: the cart posted on each change, discounts and points as the server prices them, an abandoned cart. */
setUpNewBookingTests();

describe('new booking', () => {
  it('posts the whole cart on each change and shows only the server totals', async () => {
    const { user, toasts } = renderScreen();
    await screen.findByTitle('Placed');
    await pickCustomerAndService(user);
    expect(toasts.success).toHaveBeenCalledWith(T.serviceAdded);
    expect(cartPosts[0]).toMatchObject({
      order_type: 'CSC',
      type: 'PRODUCT',
      customer_id: CUSTOMER._id,
      cart: { products: [SERVICE_LINE], delivery_data: { delivery_type: 'SCHEDULED' } },
      discount: { type: 'VALUE', value: 0 },
    });
    expect(cartPosts[0].cart.delivery_date).toBe(storeDay().format('YYYY/MM/DD'));
    // 800 + 10% tax 80 + booking charge 50
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹930.00');

    await user.click(screen.getByRole('button', { name: 'use address' }));
    await waitFor(() =>
      expect(cartPosts.at(-1)).toMatchObject({ type: 'ADDRESS', cart: { shipping_address: ADDRESS } }),
    );

    const qty = screen.getByRole('spinbutton', { name: `${T.quantity} Deep Home Cleaning` });
    await user.tripleClick(qty);
    await user.keyboard('2');
    await waitFor(() => expect(cartPosts.at(-1)).toMatchObject({ type: 'PRODUCTS' }));
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('₹1,810.00'));

    await user.click(screen.getByRole('button', { name: T.remove }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(T.serviceRemoved));
    expect(cartPosts.at(-1)?.cart.products).toEqual([]);
  });

  it('shows no cart error when an older save fails after a newer one succeeded (the latest answer wins)', async () => {
    server.use(
      http.post(apiUrl('store/cart'), async ({ request }) => {
        const body = (await request.json()) as CartPayload;
        cartPosts.push(body);
        if (body.type !== 'ADDRESS') return HttpResponse.json({ data: pricedCart(body) });
        // The address save answers after the quantity save that follows it, and fails.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return HttpResponse.json({ message: 'Try again', title: 'Cart Busy' }, { status: 409 });
      }),
    );
    const { user, toasts } = renderScreen();
    await screen.findByTitle('Placed');
    await pickCustomerAndService(user);
    await user.click(screen.getByRole('button', { name: 'use address' }));
    // While the address save is out, a discount typed is saved too (the services table waits, the form does not).
    await user.type(screen.getByRole('spinbutton', { name: T.discountValue }), '100');
    await waitFor(() =>
      expect(cartPosts.map((post) => post.type)).toEqual(['PRODUCT', 'ADDRESS', 'PAYMENT']),
    );
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('shows a discount over its limit as --- and does not apply it', async () => {
    const { user } = renderScreen();
    await screen.findByTitle('Placed');
    await pickCustomerAndService(user);
    const value = screen.getByRole('spinbutton', { name: T.discountValue });
    await user.tripleClick(value);
    await user.keyboard('900');
    await waitFor(() =>
      expect(cartPosts.at(-1)).toMatchObject({ type: 'PAYMENT', discount: { value: 900 } }),
    );
    await waitFor(() => expect(screen.getByTestId('discount-total')).toHaveTextContent(T.notApplied));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹930.00');
    // The field says why the discount is not applied.
    expect(
      screen.getByText(/^Not applied: the discount is more than the sub total \(₹[\d,.]+\)$/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: T.discountType }));
    await user.click(await screen.findByTitle(T.discountTypes.PERCENTAGE));
    // The 900 was rupees: switching the type clears it instead of making it 900%.
    await waitFor(() => expect(value).toHaveValue(''));
    await waitFor(() =>
      expect(cartPosts.at(-1)).toMatchObject({ discount: { type: 'PERCENTAGE', value: 0 } }),
    );
    await user.tripleClick(value);
    await user.keyboard('10');
    await waitFor(() =>
      expect(cartPosts.at(-1)).toMatchObject({ discount: { type: 'PERCENTAGE', value: 10 } }),
    );
    await waitFor(() => expect(screen.getByTestId('discount-total')).toHaveTextContent('₹80.00'));
  });

  it('shows the points that apply when fewer apply than were entered', async () => {
    // This store's points rules let 50 points count on the booking.
    server.use(
      http.post(apiUrl('store/cart'), async ({ request }) => {
        const body = (await request.json()) as CartPayload;
        cartPosts.push(body);
        return HttpResponse.json({
          data: { ...pricedCart(body), points_used: Math.min(body.cart.points ?? 0, 50) },
        });
      }),
    );
    const { user } = renderScreen();
    await screen.findByTitle('Placed');
    await pickCustomerAndService(user);
    const points = screen.getByRole('spinbutton', { name: T.points });
    await user.clear(points);
    await user.type(points, '120');
    await user.tab();
    await waitFor(() => expect(points).toHaveValue('50'));
    expect(screen.getByText(T.pointsCapped(50, 120))).toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '30');
    await waitFor(() => expect(screen.queryByText(T.pointsCapped(50, 120))).not.toBeInTheDocument());
    await waitFor(() => expect(cartPosts.at(-1)?.cart.points).toBe(30));
    expect(points).toHaveValue('30');
  });

  it("loads the customer's abandoned cart with its totals and date when opened with their id", async () => {
    const date = storeDay().add(3, 'day');
    scenario.abandoned = pricedCart({
      customer_id: CUSTOMER._id,
      cart: {
        products: [{ ...SERVICE_LINE, selected_quantity: 2 }],
        delivery_date: date.format('YYYY/MM/DD'),
      },
      discount: { type: 'VALUE', value: 100 },
    });
    const { toasts } = renderScreen(`/orders/new/${CUSTOMER._id}`);
    expect(await screen.findByText('Deep Home Cleaning')).toBeInTheDocument();
    expect(toasts.info).toHaveBeenCalledWith(T.abandonedCartLoaded);
    expect(screen.getByTestId('discount-total')).toHaveTextContent('₹100.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent(
      `₹${scenario.abandoned.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(screen.getByDisplayValue(date.format('DD/MM/YYYY dddd'))).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: T.discountValue })).toHaveValue('100.00');
  });
});
