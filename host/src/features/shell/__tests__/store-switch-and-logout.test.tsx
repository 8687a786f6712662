import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { queryClient, toast, useSession } from '@storedesk/shared';
import { reloadPage } from '../../../app/reload-page';
import { employeeFixture, STORE_ACCESS, STORE_B, storeFixture } from '../../../testing/fixtures';
import { deploy, renderHost, resetHost, signIn } from '../../../testing/render-host';

jest.mock('../../remotes/mf-runtime');
jest.mock('../../../app/reload-page', () => ({ reloadPage: jest.fn() }));

const calls: string[] = [];
const server = setupServer(
  http.get('*/api/employee/store_access', ({ request }) => {
    calls.push(`store_access ${request.headers.get('x-auth-token')}`);
    return HttpResponse.json({ data: STORE_ACCESS });
  }),
  http.get('*/api/employee/switch_store', ({ request }) => {
    calls.push(
      `switch_store ${new URL(request.url).searchParams.get('new_store_id')} ${request.headers.get('x-auth-token')}`,
    );
    return HttpResponse.json({ token: 'token-store-b', employee: employeeFixture('ADMIN', STORE_B) });
  }),
  http.get('*/api/store/details', ({ request }) => {
    calls.push(`store/details ${request.headers.get('x-auth-token')}`);
    return HttpResponse.json({ data: storeFixture(STORE_B) });
  }),
  http.post('*/api/employee/logout', ({ request }) => {
    calls.push(`logout ${request.headers.get('x-auth-token')}`);
    return HttpResponse.json({ message: 'Logged out', title: 'Logout' });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('../shell');
});
afterAll(() => server.close());
beforeEach(() => {
  resetHost();
  deploy('mfe_bookings');
  calls.length = 0;
  jest.mocked(reloadPage).mockClear();
  jest.spyOn(toast, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('the top bar shows the store; switching stores saves the new session and store, clears the cache and reloads', async () => {
  signIn('ADMIN');
  renderHost('/dashboard');
  expect(await screen.findByTestId('store-name', undefined, { timeout: 4000 })).toHaveTextContent(
    'Indiranagar Studio',
  );
  queryClient.setQueryData(['orders'], ['store A order']);

  fireEvent.click(screen.getByRole('button', { name: /Switch Store/ }));
  const list = await screen.findByRole('list', { name: 'Stores' });
  const rows = await within(list).findAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'Indiranagar StudioCurrent',
    'Koramangala StudioSwitch',
  ]);

  fireEvent.click(within(list).getByRole('button', { name: 'Switch to Koramangala Studio' }));
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  // (The open modal's list may refetch once the cache is cleared; only the switch calls matter here.)
  expect(calls.filter((call) => !call.startsWith('store_access'))).toEqual([
    `switch_store ${STORE_B} token-ADMIN`,
    'store/details token-store-b',
  ]);
  expect(localStorage.getItem('auth_token')).toBe('token-store-b');
  expect(JSON.parse(localStorage.getItem('store') ?? 'null')).toMatchObject({ _id: STORE_B });
  expect(JSON.parse(localStorage.getItem('employee') ?? 'null')).toMatchObject({
    store_data: { _id: STORE_B },
  });
  expect(queryClient.getQueryData(['orders'])).toBeUndefined();
});

test('logout revokes the token on the server, clears the cache and the booking, service and customer filters', async () => {
  signIn('CSC');
  sessionStorage.setItem('booking_filter', '{}');
  localStorage.setItem('product_filter', '{}');
  sessionStorage.setItem('customer_filter', '{}');
  sessionStorage.setItem('blog_filter', '{"keep":true}');
  renderHost('/dashboard');
  await screen.findByText('Fake dashboard', undefined, { timeout: 4000 });
  queryClient.setQueryData(['orders'], ['cached']);

  fireEvent.click(screen.getByRole('button', { name: /Logout/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(calls).toEqual(['logout token-CSC']);
  expect(localStorage.getItem('auth_token')).toBeNull();
  expect(sessionStorage.getItem('booking_filter')).toBeNull();
  expect(localStorage.getItem('product_filter')).toBeNull();
  expect(sessionStorage.getItem('customer_filter')).toBeNull();
  expect(sessionStorage.getItem('blog_filter')).toBe('{"keep":true}');
  expect(useSession.getState().employee).toBeNull();
  expect(queryClient.getQueryData(['orders'])).toBeUndefined();
  expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
});
