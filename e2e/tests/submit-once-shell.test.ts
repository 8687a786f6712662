import { LOGINS, PASSWORD, useBrowser } from './helpers';
import { onceTests, type OnceCase } from './submit-once';

/** Submit-once (issue 21 §1) in the host: sign-in, Switch Store and Logout (they answer by moving on, no toast). */
const browser = useBrowser();

const cases: OnceCase<string>[] = [
  {
    name: 'Sign in: a double click on Sign in signs in once',
    open: async (page) => {
      await page.evaluate(() => localStorage.clear());
      await page.goto('/login');
      await page.getByLabel(/e-?mail/i).fill(LOGINS.ADMIN);
      await page.getByRole('button', { name: /continue|next/i }).click();
      await page.getByLabel(/password/i).fill(PASSWORD);
      return '';
    },
    act: (page) => page.getByRole('button', { name: /sign in|log ?in/i }).dblclick(),
    done: (page) => page.waitForURL('**/dashboard'),
    sends: 'POST employee/login',
    successToasts: 0,
  },
  {
    name: 'Switch Store: a double click on a store switches once',
    open: async (page) => {
      await page.getByRole('button', { name: 'Switch Store' }).click();
      const choice = page.getByRole('button', { name: /^Switch to / }).first();
      await choice.waitFor();
      return ((await choice.getAttribute('aria-label')) ?? '').replace(/^Switch to /, '');
    },
    act: (page, store) => page.getByRole('button', { name: `Switch to ${store}` }).dblclick(),
    done: (page, store) => page.getByTestId('store-name').filter({ hasText: store }).waitFor(),
    sends: 'GET employee/switch_store',
    successToasts: 0,
  },
  {
    name: 'Logout: a double click logs out once',
    open: async (page) => {
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      return '';
    },
    act: (page) => page.getByRole('button', { name: 'Logout' }).dblclick(),
    done: (page) => page.waitForURL('**/login'),
    sends: 'POST employee/logout',
    successToasts: 0,
  },
];

onceTests(browser, cases);
