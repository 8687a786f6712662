import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { describeRemoteApp, renderWithProviders } from '@storedesk/shared/testing';
import App from '../app';
import { handlers } from '../dev/mocks/handlers';
import { CUSTOMERS_TEXTS as T } from '../features/customers/customers-texts';

jest.setTimeout(120_000);

describeRemoteApp({ name: 'mfe_customers_marketing', App, handlers });

describe('the customer list, the first screen', () => {
  // The standalone mocks answer the list, so this also shows the dev page's data reaching the screen.
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it("mounts at 'customers' under basename '/', as the host does", async () => {
    renderWithProviders(<App basename="/" />, { route: '/customers' });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(await screen.findAllByText(/^Meera /)).not.toHaveLength(0);
  });
});
