import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney, toast, todayInZone } from '@storedesk/shared';
import {
  makeDashboardData,
  makeEmptyDashboardData,
  makeStore,
  renderWithProviders,
} from '@storedesk/shared/testing';
import { TYPED_DATE_TEXTS } from '@storedesk/shared/ui';
import DashboardContainer from '../dashboard-container';
import { DASHBOARD_TEXTS as T } from '../dashboard-texts';
import { setupDashboardServer } from '../../../testing/dashboard-server';

const api = setupDashboardServer();
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api.server.resetHandlers();
  api.reset();
  jest.restoreAllMocks();
});
afterAll(() => api.server.close());

const store = makeStore({ currency: 'INR', store_timezone: 'Asia/Kolkata' });
const today = () => todayInZone('Asia/Kolkata');

function renderDashboard(route = '/dashboard') {
  return renderWithProviders(<DashboardContainer />, { route, session: { store } });
}

describe('dashboard container', () => {
  it("asks for today in the store's time zone and shows the summary tiles", async () => {
    renderDashboard();

    const sales = await screen.findByText(formatMoney(108000.5, 'INR'));
    expect(sales).toHaveTextContent('₹108,000.50');
    expect(api.requestedDates).toEqual([today().format('YYYY/MM/DD')]);
    expect(screen.getByText(T.subtitle(today().format('DD/MM/YYYY')))).toBeInTheDocument();
    expect(screen.getByText(T.totalBookings).closest('.ant-card')).toHaveTextContent('42');
    // 108000.5 over 42 bookings
    expect(screen.getByText(T.averageValue).closest('.ant-card')).toHaveTextContent('₹2,571.44');
    // web 42000.5 + apps 33000 of 108000.5
    expect(screen.getByText(T.onlineShare).closest('.ant-card')).toHaveTextContent('69.4%');
  });

  it("shows each channel's share of total sales, largest first", async () => {
    renderDashboard();

    const list = await screen.findByRole('list', { name: T.channelShares });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Web App',
      'POS',
      'Android App',
      'iOS App',
      'Admin Web App',
      'Mobile App',
    ]);
    expect(within(list).getByRole('listitem', { name: 'Web App' })).toHaveTextContent('38.9%');
    expect(within(list).getByRole('listitem', { name: 'POS' })).toHaveTextContent('23.1%');
    expect(within(list).getByRole('listitem', { name: 'Admin Web App' })).toHaveTextContent('₹8,000.00');
  });

  it('names every progress bar (channel shares and top services) for screen readers', async () => {
    renderDashboard();
    await screen.findByRole('list', { name: T.channelShares });
    const bars = await screen.findAllByRole('progressbar');
    expect(bars.length).toBeGreaterThan(6);
    for (const bar of bars) expect(bar).toHaveAccessibleName();
    expect(screen.getByRole('progressbar', { name: T.channelShareLabel('Web App') })).toBeInTheDocument();
  });

  it('shows booking counts by status', async () => {
    renderDashboard();

    const list = await screen.findByRole('list', { name: T.statusCounts });
    expect(within(list).getByRole('listitem', { name: 'Completed' })).toHaveTextContent('24');
    expect(within(list).getByRole('listitem', { name: 'Cancelled' })).toHaveTextContent('2');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('draws at most 7 top categories, the biggest ones', async () => {
    const nine = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((category, i) => ({
      category,
      count: 20 - i,
    }));
    api.answerWith(() => makeDashboardData({ sales_by_categories: [...nine].reverse() }));
    renderDashboard();

    const pie = await screen.findByRole('figure', { name: 'Pie' });
    const slices = within(pie)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(slices).toEqual(['A | 20', 'B | 19', 'C | 18', 'D | 17', 'E | 16', 'F | 15', 'G | 14']);
  });

  it('draws hourly sales per channel for 05AM to 10PM and lists the top services', async () => {
    renderDashboard();

    const chart = await screen.findByRole('figure', { name: 'Column' });
    const bars = within(chart)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(bars).toHaveLength(18 * 4);
    expect(bars.slice(0, 4).map((bar) => bar?.split(' | ').slice(0, 2).join(' | '))).toEqual([
      '05AM | Web',
      '05AM | In-store POS',
      '05AM | Mobile App',
      '05AM | Customer Support',
    ]);
    expect(bars[bars.length - 1]).toMatch(/^10PM \| Customer Support \| /);

    const products = screen.getByText(T.topProducts).closest('.ant-card') as HTMLElement;
    const rows = within(products).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Deep Home Cleaning');
    expect(rows[0]).toHaveTextContent('14');
    expect(rows).toHaveLength(5);
  });

  it('draws the four tile graphs from the day', async () => {
    renderDashboard();

    expect(await screen.findByRole('figure', { name: 'TinyArea' })).toBeInTheDocument();
    expect(within(screen.getByRole('figure', { name: 'TinyColumn' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    expect(screen.getByRole('figure', { name: 'TinyLine' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'TinyRing' })).toHaveTextContent(/^percent 0\.694/);
  });

  it('asks for the picked day as YYYY/MM/DD when the date changes', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('list', { name: T.channelShares });

    const picked = today().subtract(3, 'day');
    const input = screen.getByLabelText(T.datePickerLabel);
    await user.click(input);
    await user.clear(input);
    await user.type(input, `${picked.format('DD/MM/YYYY')}{Enter}`);

    await waitFor(() => expect(api.requestedDates).toContain(picked.format('YYYY/MM/DD')));
    expect(await screen.findByText(T.subtitle(picked.format('DD/MM/YYYY')))).toBeInTheDocument();
  });

  it('says why a typed future day is not taken, and keeps the day shown', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('list', { name: T.channelShares });
    const input = screen.getByLabelText(T.datePickerLabel);
    await user.click(input);
    await user.clear(input);
    await user.type(input, `${today().add(1, 'day').format('DD/MM/YYYY')}{Enter}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(TYPED_DATE_TEXTS.upToToday);
    expect(api.requestedDates).toEqual([today().format('YYYY/MM/DD')]);
    expect(screen.getByText(T.subtitle(today().format('DD/MM/YYYY')))).toBeInTheDocument();

    // A day that can be taken clears the words.
    await user.clear(input);
    await user.type(input, `${today().subtract(1, 'day').format('DD/MM/YYYY')}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('opens the day named in the URL', async () => {
    renderDashboard('/dashboard?date=2025-01-05');
    await waitFor(() => expect(api.requestedDates).toEqual(['2025/01/05']));
    expect(await screen.findByText(T.subtitle('05/01/2025'))).toBeInTheDocument();
  });

  it('refuses a future day in the URL', async () => {
    renderDashboard(`/dashboard?date=${today().add(2, 'day').format('YYYY-MM-DD')}`);
    await waitFor(() => expect(api.requestedDates).toEqual([today().format('YYYY/MM/DD')]));
  });

  it('shows the empty state for a day without bookings', async () => {
    api.answerWith(() => makeEmptyDashboardData());
    renderDashboard('/dashboard?date=2025-03-02');

    expect(await screen.findByText(T.emptyDay('02/03/2025'))).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText(T.totalSales).closest('.ant-card')).toHaveTextContent('₹0.00');
  });

  it("shows and toasts the server's message when the call fails, and Retry loads again", async () => {
    const toastError = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    api.answerWith(() => ({
      status: 500,
      body: { message: 'Analytics are being rebuilt.', title: 'Try later', code: 'SERVER_ERROR' },
    }));
    const { user } = renderDashboard();

    expect(await screen.findByText('Analytics are being rebuilt.')).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Try later', 'Analytics are being rebuilt.');

    api.answerWith(() => makeDashboardData());
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('list', { name: T.channelShares })).toBeInTheDocument();
    expect(screen.queryByText('Analytics are being rebuilt.')).not.toBeInTheDocument();
  });

  it('leaves a 401 to the host (no toast of its own)', async () => {
    const toastError = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    api.answerWith(() => ({
      status: 401,
      body: { message: 'Token expired', title: 'Unauthorized', code: 'UNAUTHORIZED' },
    }));
    renderDashboard();

    expect(await screen.findByText('Token expired')).toBeInTheDocument();
    expect(toastError).not.toHaveBeenCalled();
  });
});
