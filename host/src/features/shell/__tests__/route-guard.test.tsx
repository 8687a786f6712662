import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast, useSession } from '@storedesk/shared';
import {
  ACCESS_DENIED_TITLE,
  ACCESS_DENIED_TOAST_KEY,
  PAGE_ACCESS_DENIED_MESSAGE,
} from '../../../app/access-texts';
import { employeeFixture } from '../../../testing/fixtures';
import { deploy, renderHost, resetHost, signIn, visited } from '../../../testing/render-host';
import { setDeployedRemotesFailed } from '../../remotes/deployed-remotes';
import { REMOTES_LIST_FAILED_MESSAGE } from '../../remotes/start-remotes';
import { decideRoute } from '../route-decision';
import {
  AREA_UNAVAILABLE_TITLE,
  areaUnavailableMessage,
  BACK_HOME_LABEL,
  PAGE_NOT_FOUND_TITLE,
  RELOAD_LABEL,
} from '../route-result-texts';
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
  test('without a session, an unknown URL or a route of a remote that is not deployed is unknown (-> /login)', () => {
    expect(decideRoute('/nowhere', null, 'ready', [...all]).kind).toBe('unknown');
    expect(decideRoute('/customers', null, 'ready', [...all]).kind).toBe('unknown');
  });
  test('signed in, a route of a registry area this deployment lacks is unavailable, whatever the role', () => {
    expect(decideRoute('/customers', employeeFixture('ADMIN'), 'ready', [...all])).toMatchObject({
      kind: 'unavailable',
      match: { remote: { name: 'mfe_customers_marketing' }, route: { title: 'Customers' } },
    });
    expect(decideRoute('/payments/new', employeeFixture('CSC'), 'ready', [...all])).toMatchObject({
      kind: 'unavailable',
      match: { route: { title: 'New Payment Request' } },
    });
    // FINANCE may not open settings, but there is nothing here to deny: no Access Denied, no end of session.
    expect(decideRoute('/settings/tax', employeeFixture('FINANCE'), 'ready', ['mfe_bookings']).kind).toBe(
      'unavailable',
    );
    // remotes.json could not be read: every area is unavailable (the screen offers a reload).
    expect(decideRoute('/dashboard', employeeFixture('ADMIN'), 'failed', []).kind).toBe('unavailable');
  });
  test('signed in, a URL no area has is not found', () => {
    expect(decideRoute('/nowhere', employeeFixture('ADMIN'), 'ready', [...all])).toEqual({
      kind: 'not-found',
    });
    expect(decideRoute('/dashboard/extra', employeeFixture('CSC'), 'ready', [...all]).kind).toBe('not-found');
  });
  test('signed out, a guarded screen is the login screen, quietly (Back after logout lands there)', () => {
    expect(decideRoute('/dashboard', null, 'ready', [...all]).kind).toBe('unknown');
    expect(decideRoute('/settings/tax', null, 'ready', [...all]).kind).toBe('unknown');
  });
  test('a token without its employee, or a role without the route permission, is denied', () => {
    expect(decideRoute('/dashboard', null, 'ready', [...all], true).kind).toBe('deny');
    expect(decideRoute('/settings/tax', employeeFixture('FINANCE'), 'ready', [...all]).kind).toBe('deny');
    expect(decideRoute('/settings/tax', employeeFixture('ADMIN'), 'ready', [...all])).toMatchObject({
      kind: 'allow',
      match: { remote: { name: 'mfe_settings' }, route: { title: 'Taxes' } },
    });
  });
});

test('a token without its employee: Access Denied after the 100 ms delay, storage cleared, /login', async () => {
  localStorage.setItem('auth_token', 'token-without-employee');
  useSession.setState({ token: 'token-without-employee', employee: null, store: null });
  localStorage.setItem('filter:booking', '{"status":"NEW"}');
  const start = Date.now();
  renderHost('/dashboard');
  await waitFor(() => expect(location()).toBe('/login'), { timeout: 4000 });
  expect(Date.now() - start).toBeGreaterThanOrEqual(GUARD_DELAY_MS);
  expect(toast.error).toHaveBeenCalledTimes(1);
  expect(toast.error).toHaveBeenCalledWith(ACCESS_DENIED_TITLE, PAGE_ACCESS_DENIED_MESSAGE, {
    key: ACCESS_DENIED_TOAST_KEY,
  });
  expect(localStorage.length).toBe(0);
  expect(screen.queryByText('Fake dashboard')).not.toBeInTheDocument();
});

test('signed out (as after logout, pressing Back): a guarded screen goes to /login with no toast', async () => {
  renderHost('/orders');
  await waitFor(() => expect(location()).toBe('/login'), { timeout: 4000 });
  expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, GUARD_DELAY_MS * 2));
  expect(toast.error).not.toHaveBeenCalled();
});

test('a role without the route permission: Access Denied, token and storage cleared, /login', async () => {
  signIn('FINANCE');
  renderHost('/settings/store');
  await waitFor(() => expect(location()).toBe('/login'), { timeout: 4000 });
  expect(toast.error).toHaveBeenCalledTimes(1);
  expect(toast.error).toHaveBeenCalledWith(ACCESS_DENIED_TITLE, PAGE_ACCESS_DENIED_MESSAGE, {
    key: ACCESS_DENIED_TOAST_KEY,
  });
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

test("a report screen is titled with the report's name, an unknown report with the route's title", async () => {
  signIn('FINANCE');
  const { unmount } = renderHost('/reports/Sales/channel');
  await waitFor(() => expect(document.title).toBe('Storedesk | Sales by channel'), { timeout: 4000 });
  unmount();
  renderHost('/reports/foo/bar');
  await waitFor(() => expect(document.title).toBe('Storedesk | Report'), { timeout: 4000 });
});

test('without a session, an unknown URL goes to /login', async () => {
  renderHost('/no/such/page');
  await waitFor(() => expect(location()).toBe('/login'), { timeout: 4000 });
  expect(toast.error).not.toHaveBeenCalled();
});

test('signed in, an unknown URL says the page is not found and links back to the dashboard', async () => {
  signIn('CSC');
  renderHost('/no/such/page');
  expect(await screen.findByText(PAGE_NOT_FOUND_TITLE, undefined, { timeout: 4000 })).toBeInTheDocument();
  expect(document.title).toBe(`Storedesk | ${PAGE_NOT_FOUND_TITLE}`);
  await new Promise((resolve) => setTimeout(resolve, GUARD_DELAY_MS * 2));
  expect(visited).toEqual(['/no/such/page']);
  const back = screen.getByRole('link', { name: BACK_HOME_LABEL });
  expect(back).toHaveAttribute('href', '/dashboard');
  fireEvent.click(back);
  expect(await screen.findByText('Fake dashboard', undefined, { timeout: 4000 })).toBeInTheDocument();
  expect(location()).toBe('/dashboard');
  expect(useSession.getState().token).toBe('token-CSC');
});

test('a route of a remote this deployment does not list says the area is not available here', async () => {
  signIn('ADMIN');
  renderHost('/customers');
  expect(await screen.findByText(AREA_UNAVAILABLE_TITLE, undefined, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.getByText(areaUnavailableMessage('Customers'))).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, GUARD_DELAY_MS * 2));
  expect(visited).toEqual(['/customers']);
  expect(toast.error).not.toHaveBeenCalled();
  expect(useSession.getState().token).toBe('token-ADMIN');
  fireEvent.click(screen.getByRole('link', { name: BACK_HOME_LABEL }));
  await waitFor(() => expect(location()).toBe('/dashboard'));
});

test('when remotes.json could not be read, an area is unavailable with a reload offered', async () => {
  setDeployedRemotesFailed();
  signIn('ADMIN');
  renderHost('/dashboard');
  expect(await screen.findByText(AREA_UNAVAILABLE_TITLE, undefined, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.getByText(REMOTES_LIST_FAILED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: RELOAD_LABEL })).toBeInTheDocument();
});

test("'/' opens the dashboard", async () => {
  signIn('SITEADMIN');
  renderHost('/');
  await waitFor(() => expect(location()).toBe('/dashboard'), { timeout: 4000 });
});
