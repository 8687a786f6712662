import { act, screen } from '@testing-library/react';
import { callApi, queryClient, toast } from '@storedesk/shared';
import {
  ACCESS_DENIED_TITLE,
  ACCESS_DENIED_TOAST_KEY,
  OPERATION_ACCESS_DENIED_MESSAGE,
} from '../../../app/access-texts';
import { UNAUTHORIZED_DELAY_MS } from '../../../app/use-unauthorized-redirect';
import { deploy, renderHost, resetHost, signIn } from '../../../testing/render-host';
import { getDashboardOperation, listOrdersOperation, loginOperation } from '@storedesk/shared';

jest.mock('../../remotes/mf-runtime');

const realFetch = globalThis.fetch;
beforeAll(async () => {
  await import('../shell');
});
beforeEach(() => {
  resetHost();
  deploy('mfe_bookings');
  jest.spyOn(toast, 'error').mockImplementation(() => undefined);
  jest.spyOn(toast, 'warning').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('any 401: one toast, then after 1 s cache, token and all storage cleared and the user at /login', async () => {
  signIn('ADMIN');
  sessionStorage.setItem('customer_filter', '{}');
  renderHost('/dashboard');
  expect(await screen.findByText('Fake dashboard', undefined, { timeout: 4000 })).toBeInTheDocument();
  queryClient.setQueryData(['orders'], ['cached']);

  jest.useFakeTimers();
  globalThis.fetch = jest.fn(async () =>
    Response.json({ message: 'Token revoked.', title: 'Unauthorized' }, { status: 401 }),
  ) as typeof fetch;
  await act(async () => {
    const results = await Promise.allSettled([callApi(listOrdersOperation), callApi(getDashboardOperation)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  expect(toast.error).toHaveBeenCalledTimes(1);
  expect(toast.error).toHaveBeenCalledWith(ACCESS_DENIED_TITLE, OPERATION_ACCESS_DENIED_MESSAGE, {
    key: ACCESS_DENIED_TOAST_KEY,
  });
  act(() => jest.advanceTimersByTime(UNAUTHORIZED_DELAY_MS - 1));
  expect(localStorage.getItem('auth_token')).toBe('token-ADMIN');
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');

  act(() => jest.advanceTimersByTime(1));
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(queryClient.getQueryData(['orders'])).toBeUndefined();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  // The route guard does not add its own "Access Denied" on top.
  act(() => jest.advanceTimersByTime(500));
  expect(toast.error).toHaveBeenCalledTimes(1);
});

test('a 401 on an anonymous call (login) is not a session expiry', async () => {
  renderHost('/login');
  globalThis.fetch = jest.fn(async () =>
    Response.json({ message: 'Wrong.', title: 'Login Failed' }, { status: 401 }),
  ) as typeof fetch;
  await expect(callApi(loginOperation, {}, { anonymous: true })).rejects.toThrow('Wrong.');
  expect(toast.error).not.toHaveBeenCalled();
});
