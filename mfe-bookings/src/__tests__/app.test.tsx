import { screen } from '@testing-library/react';
import { describeRemoteApp, renderWithProviders } from '@storedesk/shared/testing';
import App from '../app';
import { handlers } from '../dev/mocks/handlers';
import { DASHBOARD_TEXTS as T } from '../features/dashboard/dashboard-texts';
import { setupDashboardServer } from '../testing/dashboard-server';

describeRemoteApp({ name: 'mfe_bookings', App, handlers });

describe('the dashboard, the first screen', () => {
  const api = setupDashboardServer();
  beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => api.server.resetHandlers());
  afterAll(() => api.server.close());

  it("mounts at 'dashboard' under basename '/', as the host does", async () => {
    renderWithProviders(<App basename="/" />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
  });
});
