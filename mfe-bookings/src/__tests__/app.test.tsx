import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storedesk/shared/testing';
import App from '../app';
import { DASHBOARD_TEXTS as T } from '../features/dashboard/dashboard-texts';
import { setupDashboardServer } from '../testing/dashboard-server';

const api = setupDashboardServer();
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => api.server.resetHandlers());
afterAll(() => api.server.close());

describe('App (the exposed ./App)', () => {
  it("mounts the dashboard at 'dashboard' under basename '/', as the host does", async () => {
    renderWithProviders(<App basename="/" />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
  });

  it('resolves its routes relative to another basename', async () => {
    renderWithProviders(<App basename="/bookings" />, { route: '/bookings/dashboard' });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
  });

  it('renders nothing outside its basename or for paths it does not own', () => {
    const outside = renderWithProviders(<App basename="/bookings" />, { route: '/dashboard' });
    expect(outside.container.querySelector('.ant-app')).toBeEmptyDOMElement();
    outside.unmount();

    const unknown = renderWithProviders(<App basename="/" />, { route: '/customers' });
    expect(unknown.container.querySelector('.ant-app')).toBeEmptyDOMElement();
  });
});
