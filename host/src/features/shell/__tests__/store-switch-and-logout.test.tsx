import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { filterKey, queryClient, STORAGE_KEYS, toast, useSession } from '@storedesk/shared';
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

  // Offered once the store list says there is another store.
  fireEvent.click(await screen.findByRole('button', { name: /Switch Store/ }));
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

test('logout revokes the token on the server, clears the cache and every list filter, keeps other storage', async () => {
  signIn('CSC');
  sessionStorage.setItem(STORAGE_KEYS.bookingFilter, '{}');
  localStorage.setItem(STORAGE_KEYS.productFilter, '{}');
  sessionStorage.setItem(STORAGE_KEYS.customerFilter, '{}');
  sessionStorage.setItem(STORAGE_KEYS.blogFilter, '{"keyword":"spring"}');
  localStorage.setItem(STORAGE_KEYS.cartFilter, '{"channel":"WEB_APP"}');
  localStorage.setItem(STORAGE_KEYS.pushFilter, '{"keyword":"offer"}');
  localStorage.setItem(filterKey('a_list_added_later'), '{}');
  localStorage.setItem('unrelated_setting', 'kept');
  renderHost('/dashboard');
  await screen.findByText('Fake dashboard', undefined, { timeout: 4000 });
  queryClient.setQueryData(['orders'], ['cached']);

  fireEvent.click(screen.getByRole('button', { name: /Logout/ }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(calls.filter((call) => !call.startsWith('store_access'))).toEqual(['logout token-CSC']);
  expect(localStorage.getItem('auth_token')).toBeNull();
  const filtersLeft = [localStorage, sessionStorage].flatMap((storage) =>
    Object.keys(storage).filter((key) => key.startsWith('filter:')),
  );
  expect(filtersLeft).toEqual([]);
  expect(localStorage.getItem('unrelated_setting')).toBe('kept');
  expect(useSession.getState().employee).toBeNull();
  expect(queryClient.getQueryData(['orders'])).toBeUndefined();
  expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
});

test('Switch Store is offered only to someone with more than one store', async () => {
  server.use(http.get('*/api/employee/store_access', () => HttpResponse.json({ data: [STORE_ACCESS[0]] })));
  signIn('CSC');
  renderHost('/dashboard');
  await screen.findByText('Fake dashboard', undefined, { timeout: 4000 });
  await waitFor(() => expect(queryClient.getQueryData(['employee', 'store_access'])).toBeDefined());
  expect(screen.getByRole('button', { name: /Logout/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Switch Store/ })).not.toBeInTheDocument();
});
