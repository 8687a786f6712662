import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@storedesk/shared/testing';
import App from '../app';
import { handlers } from '../dev/mocks/handlers';
import { CUSTOMERS_TEXTS as T } from '../features/customers/customers-texts';

jest.setTimeout(120_000);

// The standalone mocks answer the list, so this also shows the dev page's data reaching the screen.
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('App (the exposed ./App)', () => {
  it("mounts the customer list at 'customers' under basename '/', as the host does", async () => {
    renderWithProviders(<App basename="/" />, { route: '/customers' });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(await screen.findAllByText(/^Meera /)).not.toHaveLength(0);
  });

  it('resolves its routes relative to another basename', async () => {
    renderWithProviders(<App basename="/area" />, { route: '/area/customers' });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
  });

  it('renders nothing for paths it does not own', () => {
    const unknown = renderWithProviders(<App basename="/" />, { route: '/customers/unknown_area' });
    expect(unknown.container.querySelector('.ant-app')).toBeEmptyDOMElement();
  });
});
