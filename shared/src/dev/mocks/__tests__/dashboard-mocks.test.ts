import { callApi, ApiError, DASHBOARD_HOURS, DASHBOARD_MAX_CATEGORIES, useSession } from '../../../index';
import { makeStore } from '../../../testing';
import { generateDashboardData } from '../db/dashboard';
import { useMockScenario } from '../mock-scenario';
import { setUpMocks } from './mock-server';
import { getDashboardOperation } from '../../../index';

describe('standalone dashboard data', () => {
  it('is the same for the same day and consistent in itself', () => {
    const day = generateDashboardData('2026/11/20', '2026/11/22');
    expect(generateDashboardData('2026/11/20', '2026/11/22')).toEqual(day);
    expect(day.stats.total_orders).toBeGreaterThan(0);
    expect(day.stats.order_by_status.reduce((sum, s) => sum + s.count, 0)).toBe(day.stats.total_orders);
    expect(day.sales_by_categories.reduce((sum, c) => sum + c.count, 0)).toBeLessThanOrEqual(
      day.stats.total_orders,
    );
    expect(day.sales_by_categories.length).toBeLessThanOrEqual(DASHBOARD_MAX_CATEGORIES);
    expect(day.sales_by_hour.map((row) => row.hour)).toEqual(DASHBOARD_HOURS);
    const channels = Object.values(day.sales_by_channel).reduce((a, b) => a + b, 0);
    expect(day.stats.total_sales).toBeCloseTo(channels, 2);
    const hourly = day.sales_by_hour.reduce(
      (sum, r) => sum + r.web + r.pos + r.mobile_app + r.customer_support,
      0,
    );
    expect(hourly).toBeCloseTo(channels, 1);
  });

  it('is empty before the 90-day window and for future days', () => {
    expect(generateDashboardData('2026/01/01', '2026/11/22').stats.total_orders).toBe(0);
    expect(generateDashboardData('2026/11/23', '2026/11/22').stats.total_orders).toBe(0);
  });
});

describe('standalone MSW handlers', () => {
  setUpMocks();
  beforeEach(() => {
    useSession.setState({ token: 'dev-token', store: makeStore() });
    useMockScenario.setState({ scenario: 'normal' });
  });

  it('answers GET analytics/dashboard with a day of data', async () => {
    const reply = await callApi<{ data: { sales_by_hour: unknown[] } }>(getDashboardOperation, {
      date: '2025/01/05',
    });
    expect(reply.data.sales_by_hour).toHaveLength(DASHBOARD_HOURS.length);
  });

  it('refuses a malformed date with 400 {message, title}, like the API', async () => {
    await expect(callApi(getDashboardOperation, { date: '05/01/2025' })).rejects.toMatchObject({
      status: 400,
      title: 'Invalid request',
    });
  });

  it('answers 401 without a token and 503 in the error scenario', async () => {
    useSession.setState({ token: null });
    await expect(callApi(getDashboardOperation, { date: '2025/01/05' })).rejects.toBeInstanceOf(ApiError);
    useSession.setState({ token: 'dev-token' });
    useMockScenario.setState({ scenario: 'error' });
    await expect(callApi(getDashboardOperation, { date: '2025/01/05' })).rejects.toMatchObject({
      status: 503,
    });
  });
});
