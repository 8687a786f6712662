import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { PAGE_TEST_IDS } from '@storedesk/shared/ui';
import { makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import { resetMockDb } from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import PaymentDetailsContainer from '../payment-details-container';
import { DETAILS_TEXTS as T } from '../payment-texts';

jest.setTimeout(120_000);

/** Issue 21 §6: a malformed payment request id shows "not found" inside the page, not a skeleton for ever. */
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockDb());
afterAll(() => server.close());

it('a malformed payment request id shows "not found" under the page header, with a way back', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/payments/:payment_request_id/details" element={<PaymentDetailsContainer />} />
    </Routes>,
    { route: '/payments/not-an-id/details', session: { employee: makeEmployee({ employee_type: 'ADMIN' }) } },
  );
  expect(await screen.findByText(T.notFound)).toBeInTheDocument();
  const header = screen.getByTestId(PAGE_TEST_IDS.header);
  expect(within(header).getByRole('heading', { name: T.pageTitle })).toBeInTheDocument();
  expect(within(header).getByRole('link', { name: T.back })).toHaveAttribute('href', '/payments');
  expect(screen.getByRole('button', { name: T.back })).toBeInTheDocument();
});
