import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast, useSession } from '@storedesk/shared';
import { deploy, renderHost, resetHost, signIn } from '../../../testing/render-host';
import { employeeFixture, STORE_A, STORE_ACCESS, STORE_B, storeFixture } from '../../../testing/fixtures';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_LOOKUP_FAILED_MESSAGE,
  EMAIL_LOOKUP_FAILED_TITLE,
  LOGIN_TOAST_KEY,
  NO_STORES_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
} from '../login-texts';

jest.mock('../../remotes/mf-runtime');

const logins: unknown[] = [];
const lookups: string[] = [];
const server = setupServer(
  http.get('*/api/employee/store_access/byEmail', ({ request }) => {
    const email = new URL(request.url).searchParams.get('email') ?? '';
    lookups.push(email);
    if (email === 'two@demo.test') return HttpResponse.json({ data: STORE_ACCESS });
    if (email === 'none@demo.test') return HttpResponse.json({ data: [] });
    return HttpResponse.json({ data: STORE_ACCESS.slice(0, 1) });
  }),
  http.post('*/api/employee/login', async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string; store_id: string };
    logins.push(body);
    if (body.password !== 'right') {
      return HttpResponse.json(
        { message: 'E-mail or password is wrong.', title: 'Login Failed' },
        { status: 401 },
      );
    }
    return HttpResponse.json({ token: 'new-token', employee: employeeFixture('ADMIN', body.store_id) });
  }),
  http.get('*/api/store/details', ({ request }) =>
    HttpResponse.json({
      data: storeFixture(request.headers.get('x-auth-token') === 'new-token' ? STORE_A : STORE_B),
    }),
  ),
);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await import('../../shell/shell');
});
afterAll(() => server.close());
beforeEach(() => {
  resetHost();
  deploy('mfe_bookings');
  logins.length = 0;
  lookups.length = 0;
  jest.spyOn(toast, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});

const location = () => screen.getByTestId('location').textContent;

async function enterEmail(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

test('logs in in two steps: e-mail lookup selects the first store, then the password', async () => {
  renderHost('/login');
  expect(document.title).toBe('Storedesk | Login');
  await enterEmail('one@demo.test');
  const password = await screen.findByLabelText('Password');
  expect(lookups).toEqual(['one@demo.test']);
  expect(screen.queryByLabelText('Store')).not.toBeInTheDocument();
  expect(screen.getByText('Store: Indiranagar Studio')).toBeInTheDocument();

  fireEvent.change(password, { target: { value: 'right' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));

  await waitFor(() => expect(location()).toBe('/dashboard'), { timeout: 4000 });
  expect(logins).toEqual([{ email: 'one@demo.test', password: 'right', store_id: STORE_A }]);
  expect(localStorage.getItem('auth_token')).toBe('new-token');
  expect(JSON.parse(localStorage.getItem('employee') ?? 'null')).toMatchObject({ employee_type: 'ADMIN' });
  expect(JSON.parse(localStorage.getItem('store') ?? 'null')).toMatchObject({
    _id: STORE_A,
    name: 'Indiranagar Studio',
  });
  expect(useSession.getState().store?.name).toBe('Indiranagar Studio');
  expect(await screen.findByText('Fake dashboard', undefined, { timeout: 4000 })).toBeInTheDocument();
});

test('shows a store picker with the first store selected when the e-mail has several stores', async () => {
  renderHost('/forgot_password');
  await enterEmail('two@demo.test');
  const picker = (await screen.findByLabelText('Store')) as HTMLSelectElement;
  expect(picker.value).toBe(STORE_A);
  expect([...picker.options].map((option) => option.textContent)).toEqual([
    'Indiranagar Studio',
    'Koramangala Studio',
  ]);

  fireEvent.change(picker, { target: { value: STORE_B } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(location()).toBe('/dashboard'), { timeout: 4000 });
  expect(logins).toEqual([{ email: 'two@demo.test', password: 'right', store_id: STORE_B }]);
});

test("a login failure shows the server's message and title and keeps the user at /login", async () => {
  renderHost('/login');
  await enterEmail('one@demo.test');
  fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
  expect(screen.getByText(PASSWORD_REQUIRED_MESSAGE)).toBeInTheDocument();
  expect(logins).toEqual([]);

  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith('Login Failed', 'E-mail or password is wrong.', {
      key: LOGIN_TOAST_KEY,
    }),
  );
  expect(localStorage.getItem('auth_token')).toBeNull();
  expect(location()).toBe('/login');
});

test('a failed-login toast is closed by the sign-in that then succeeds', async () => {
  const dismiss = jest.spyOn(toast, 'dismiss').mockImplementation(() => undefined);
  renderHost('/login');
  await enterEmail('one@demo.test');
  fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'wrong' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
  expect(dismiss).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(location()).toBe('/dashboard'), { timeout: 4000 });
  expect(dismiss).toHaveBeenCalledWith(LOGIN_TOAST_KEY);
  expect(jest.mocked(toast.error).mock.calls[0][2]).toEqual({ key: LOGIN_TOAST_KEY });
});

test('a malformed e-mail is refused on the screen in plain words, without asking the server', async () => {
  renderHost('/login');
  await enterEmail('csc@demo');
  expect(await screen.findByText(EMAIL_INVALID_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(lookups).toEqual([]);
  await enterEmail('csc@demo.test');
  expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  expect(lookups).toEqual(['csc@demo.test']);
});

test("the server's refusal of an e-mail's shape is shown in plain words, never the validator's text", async () => {
  server.use(
    http.get('*/api/employee/store_access/byEmail', () =>
      HttpResponse.json(
        { message: '"email" must be a valid e-mail address', title: 'Invalid Request' },
        { status: 400 },
      ),
    ),
  );
  renderHost('/login');
  await enterEmail('one@demo.test');
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(EMAIL_LOOKUP_FAILED_TITLE, EMAIL_INVALID_MESSAGE, {
      key: LOGIN_TOAST_KEY,
    }),
  );
});

test("an e-mail lookup that gets no answer shows the spec's default message and title", async () => {
  server.use(http.get('*/api/employee/store_access/byEmail', () => HttpResponse.error()));
  renderHost('/login');
  await enterEmail('one@demo.test');
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(EMAIL_LOOKUP_FAILED_TITLE, EMAIL_LOOKUP_FAILED_MESSAGE, {
      key: LOGIN_TOAST_KEY,
    }),
  );
  expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
});

test("an e-mail lookup the server refuses shows the server's message under the spec's title", async () => {
  server.use(
    http.get('*/api/employee/store_access/byEmail', () =>
      HttpResponse.json({ message: 'Too many attempts.', title: 'Slow down' }, { status: 429 }),
    ),
  );
  renderHost('/login');
  await enterEmail('one@demo.test');
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith(EMAIL_LOOKUP_FAILED_TITLE, 'Too many attempts.', {
      key: LOGIN_TOAST_KEY,
    }),
  );
});

test('an e-mail with no stores shows a plain message and stays on the e-mail step', async () => {
  renderHost('/login');
  await enterEmail('none@demo.test');
  expect(await screen.findByText(NO_STORES_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  expect(toast.error).not.toHaveBeenCalled();
});

test('a user who already holds token and employee is sent from /login to /dashboard', async () => {
  signIn('CSC');
  renderHost('/login');
  await waitFor(() => expect(location()).toBe('/dashboard'), { timeout: 4000 });
  expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
});
