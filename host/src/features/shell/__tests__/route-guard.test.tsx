import { screen, waitFor } from '@testing-library/react';
import { toast, useSession } from '@storedesk/shared';
import { ACCESS_DENIED_TITLE, PAGE_ACCESS_DENIED_MESSAGE } from '../../../app/access-texts';
import { employeeFixture } from '../../../testing/fixtures';
import { deploy, renderHost, resetHost, signIn, visited } from '../../../testing/render-host';
import { decideRoute } from '../route-decision';
import { GUARD_DELAY_MS } from '../use-route-guard';

jest.mock('../../remotes/mf-runtime');

const location = () => screen.getByTestId('location').textContent;

beforeAll(async () => {
  await import('../shell');
});
beforeEach(() => {
  resetHost();
  deploy('mfe_bookings', 'mfe_settings', 'mfe_contracts_payments');
  jest.spyOn(toast, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('decideRoute', () => {
  const all = ['mfe_bookings', 'mfe_settings'] as const;
  test('waits for remotes.json', () => {
    expect(decideRoute('/dashboard', null, 'loading', [])).toEqual({ kind: 'wait' });
  });
  test("'/' opens the dashboard, or login without a session", () => {
    expect(decideRoute('/', employeeFixture('CSC'), 'ready', [...all])).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decideRoute('/', null, 'ready', [...all])).toEqual({ kind: 'redirect', to: '/login' });
  });
  test('an unknown URL, or a route of a remote that is not deployed, is unknown', () => {
    expect(decideRoute('/nowhere', employeeFixture('ADMIN'), 'ready', [...all]).kind).toBe('unknown');
    expect(decideRoute('/customers', employeeFixture('ADMIN'), 'ready', [...all]).kind).toBe('unknown');
  });
  test('no employee, or a role without the route permission, is denied', () => {
    expect(decideRoute('/dashboard', null, 'ready', [...all]).kind).toBe('deny');
    expect(decideRoute('/settings/tax', employeeFixture('FINANCE'), 'ready', [...all]).kind).toBe('deny');
    expect(decideRoute('/settings/tax', employeeFixture('ADMIN'), 'ready', [...all])).toMatchObject({
      kind: 'allow',
      match: { remote: { name: 'mfe_settings' }, route: { title: 'Taxes' } },
    });
  });
});

test('no employee: Access Denied after the 100 ms delay, storage cleared, /login', async () => {
  localStorage.setItem('booking_filter', '{"status":"NEW"}');
  const start = Date.now();
  renderHost('/dashboard');
  await waitFor(() => expect(location()).toBe('/login'), { timeout: 4000 });
  expect(Date.now() - start).toBeGreaterThanOrEqual(GUARD_DELAY_MS);
  expect(toast.error).toHaveBeenCalledWith(ACCESS_DENIED_TITLE, PAGE_ACCESS_DENIED_MESSAGE);
  expect(localStorage.length).toBe(0);
  expect(screen.queryByText('Fake dashboard')).not.toBeInTheDocument();
});

test('a role without the route permission: Access Denied, token and storage cleared, /login', async () => {
  signIn('FINANCE');
  renderHost('/settings/store');
  await waitFor(() => expect(location()).toBe('/login'), { timeout: 4000 });
  expect(toast.error).toHaveBeenCalledWith(ACCESS_DENIED_TITLE, PAGE_ACCESS_DENIED_MESSAGE);
  expect(localStorage.getItem('auth_token')).toBeNull();
  expect(useSession.getState().employee).toBeNull();
  expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
});

test('a role with the permission sees the screen, titled from the registry', async () => {
  signIn('FINANCE');
  renderHost('/dashboard');
  expect(await screen.findByText('Fake dashboard', undefined, { timeout: 4000 })).toBeInTheDocument();
  expect(document.title).toBe('Storedesk | Dashboard');
  await new Promise((resolve) => setTimeout(resolve, GUARD_DELAY_MS * 2));
  expect(location()).toBe('/dashboard');
  expect(toast.error).not.toHaveBeenCalled();
});

test('an unknown URL goes to /login (and a signed-in user on to the dashboard)', async () => {
  const anonymous = renderHost('/no/such/page');
  await waitFor(() => expect(location()).toBe('/login'), { timeout: 4000 });
  expect(toast.error).not.toHaveBeenCalled();
  anonymous.unmount();

  signIn('CSC');
  renderHost('/no/such/page');
  await waitFor(() => expect(location()).toBe('/dashboard'), { timeout: 4000 });
  expect(visited).toEqual(['/no/such/page', '/login', '/dashboard']);
  expect(useSession.getState().token).toBe('token-CSC');
});

test('a route of a remote this deployment does not list goes to /login', async () => {
  signIn('ADMIN');
  renderHost('/customers');
  await waitFor(() => expect(visited).toContain('/login'), { timeout: 4000 });
  expect(toast.error).not.toHaveBeenCalled();
});

test("'/' opens the dashboard", async () => {
  signIn('SITEADMIN');
  renderHost('/');
  await waitFor(() => expect(location()).toBe('/dashboard'), { timeout: 4000 });
});
