import { useSession } from '@storedesk/shared';
import { employeeFixture } from '../../../testing/fixtures';
import { deploy, resetHost, signIn } from '../../../testing/render-host';
import { loadRemote } from '../mf-runtime';
import { preloadRouteRemote } from '../preload-route-remote';
import { resetRemote } from '../remote-loader';

jest.mock('../mf-runtime');

const load = jest.mocked(loadRemote);
let stop: () => void = () => undefined;

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  stop = preloadRouteRemote();
}

beforeEach(() => {
  resetHost();
  resetRemote('mfe_bookings');
  resetRemote('mfe_customers_marketing');
  deploy('mfe_bookings', 'mfe_customers_marketing');
  load.mockClear();
});
afterEach(() => stop());

test('a signed-in page load starts the remote of the screen it opens, at once', () => {
  signIn('ADMIN');
  openAt('/customers');
  expect(load.mock.calls).toEqual([['mfe_customers_marketing/App']]);
});

test('signing in starts the remote of the home screen the login is about to open', () => {
  openAt('/login');
  expect(load).not.toHaveBeenCalled();
  signIn('ADMIN');
  expect(load.mock.calls).toEqual([['mfe_bookings/App']]);
  // A store switch or a refreshed session later does not start anything again.
  useSession.getState().setSession('another-token', employeeFixture('ADMIN'));
  expect(load).toHaveBeenCalledTimes(1);
});

test('nothing is fetched for a screen the role may not open, an area not deployed, or an unknown path', () => {
  signIn('FINANCE');
  openAt('/customers/new');
  stop();
  deploy('mfe_customers_marketing');
  openAt('/dashboard');
  stop();
  openAt('/no/such/screen');
  expect(load).not.toHaveBeenCalled();
});
