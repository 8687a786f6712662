import { screen, waitFor, within } from '@testing-library/react';
import { PAGE_TEST_IDS } from '@storedesk/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@storedesk/shared/testing';
import App from '../../../app';
import CustomerDetailContainer from '../customer-detail-container';
import { CUSTOMER_DETAIL_TEXTS as T } from '../customer-detail-texts';
import {
  MEERA,
  UNKNOWN,
  calls,
  renderDetail,
  section,
  setUpCustomerDetailTests,
} from './customer-detail-setup';

/** The customer detail screen's information, its edit button and permissions, and how it is reached. */
setUpCustomerDetailTests();

describe('customer detail: information and edit', () => {
  it("shows the customer's information in the store's zone", async () => {
    renderDetail();
    expect(await screen.findByText(`${T.title}: Meera Kapoor`)).toBeInTheDocument();
    expect(calls.customer).toEqual([{ customer_id: MEERA }]);
    for (const text of [
      'meera@example.test',
      '+91 9800000001',
      '17/05/1990',
      '120',
      '23',
      '₹45,678.50',
      '10/01/2026',
      'vip',
      T.info.defaultAddress,
      'One dog',
      'Meera Kapoor, 12 MG Road, Indiranagar, Bengaluru, Karnataka, 560038, India (9800000001)',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('offers edit, the cart and each list only with their permissions', async () => {
    const { user, unmount } = renderDetail('ADMIN');
    await user.click(await screen.findByRole('button', { name: T.edit }));
    expect(screen.getByLabelText('location')).toHaveTextContent(`/customers/edit?customer_id=${MEERA}`);
    unmount();

    // FINANCE holds detail_customer but neither edit_customer nor the cart permissions.
    const finance = renderDetail('FINANCE');
    await screen.findByText(`${T.title}: Meera Kapoor`);
    expect(screen.queryByRole('button', { name: T.edit })).toBeNull();
    expect(screen.queryByRole('button', { name: T.abandonedCart })).toBeNull();
    expect(section(T.payments.title)).not.toBeNull();
    finance.unmount();

    // CSC may edit and see the cart, but not list payment requests: that list is not shown (nor asked).
    for (const key of Object.keys(calls)) delete calls[key];
    renderDetail('CSC');
    expect(await screen.findByRole('button', { name: T.edit })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: T.abandonedCart })).toBeInTheDocument();
    await waitFor(() => expect(calls.contracts).toHaveLength(1));
    expect(section(T.payments.title)).toBeNull();
    expect(calls.payments).toBeUndefined();
  });

  it.each([
    ['an unknown', UNKNOWN],
    ['a malformed', 'not-a-customer'],
  ])(
    'says "not found" for %s customer under the page header, and asks for none of its lists',
    async (_, id) => {
      renderDetail('ADMIN', id);
      expect(await screen.findByText(T.notFound)).toBeInTheDocument();
      const header = screen.getByTestId(PAGE_TEST_IDS.header);
      expect(within(header).getByRole('heading', { name: T.title })).toBeInTheDocument();
      expect(within(header).getByRole('link', { name: T.backToList })).toHaveAttribute('href', '/customers');
      expect(calls.orders).toBeUndefined();
      expect(calls.payments).toBeUndefined();
      expect(calls.contracts).toBeUndefined();
    },
  );

  it('says so and asks nothing when no customer is chosen', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/customers/detail" element={<CustomerDetailContainer />} />
      </Routes>,
      { route: '/customers/detail' },
    );
    expect(await screen.findByText(T.missingId)).toBeInTheDocument();
    expect(calls).toEqual({});
  });

  it("is mounted by the remote's App at customers/detail", async () => {
    renderWithProviders(<App basename="/" />, { route: `/customers/detail?customer_id=${MEERA}` });
    expect(await screen.findByText(`${T.title}: Meera Kapoor`)).toBeInTheDocument();
  });
});
