import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROLE_PERMISSIONS, type Role } from '@storedesk/shared/auth/permissions';
import { REMOTES } from '@storedesk/shared/navigation/registry';
import { STORAGE_KEYS } from '@storedesk/shared/session/storage-keys';

export const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
export const PASSWORD = 'storedesk-demo';
export const LOGINS: Record<Role, string> = {
  ADMIN: 'admin@demo.storedesk.test',
  SITEADMIN: 'siteadmin@demo.storedesk.test',
  CSC: 'csc@demo.storedesk.test',
  FINANCE: 'finance@demo.storedesk.test',
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
}

/** One Chromium per test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not started yet');
    return browser;
  };
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

/** The two-step login as a person does it: e-mail, continue, password, sign in. For the tests of signing in. */
export async function loginThroughForm(page: Page, role: Role): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(LOGINS[role]);
  await page.getByRole('button', { name: /continue|next/i }).click();
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in|log ?in/i }).click();
  await page.waitForURL('**/dashboard');
}

async function apiJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}/api/${path}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Signed in as `role` on the dashboard, without the login screen (its tests use loginThroughForm): the API's own
 * login into the first store of the account, as the form picks it, then the session the form would have kept
 * (token, employee and store in localStorage). Saves every other test the screen's two steps.
 */
export async function login(page: Page, role: Role): Promise<void> {
  const email = LOGINS[role];
  const access = await apiJson<{ data: { store_id: { _id: string } }[] }>(
    `employee/store_access/byEmail?email=${encodeURIComponent(email)}`,
  );
  const { token, employee } = await apiJson<{ token: string; employee: unknown }>('employee/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, store_id: access.data[0].store_id._id }),
  });
  const store = await apiJson<{ data: unknown }>('store/details', { headers: { 'x-auth-token': token } });
  // Any page of the app's origin will do to reach its storage; the icon is the lightest.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([keys, values]) => {
      localStorage.setItem(keys.token, values.token);
      localStorage.setItem(keys.employee, values.employee);
      localStorage.setItem(keys.store, values.store);
    },
    [STORAGE_KEYS, { token, employee: JSON.stringify(employee), store: JSON.stringify(store.data) }] as const,
  );
  await page.goto('/dashboard');
  await page.waitForURL('**/dashboard');
}

/** Menu labels a role should see, from the registry and the permission table, for the deployed remotes. */
export async function expectedMenu(role: Role): Promise<string[]> {
  const deployed = Object.keys(
    (await (await fetch(`${BASE}/remotes.json`)).json()) as Record<string, string>,
  );
  return REMOTES.filter((remote) => deployed.includes(remote.name))
    .flatMap((remote) => remote.menu)
    .filter((item) => ROLE_PERMISSIONS[role].has(item.permission))
    .map((item) => item.label);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** A call to the API with the signed-in page's token (what a storefront or a second tab would do). */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/${path}`, {
        method,
        headers: {
          'x-auth-token': localStorage.getItem('auth_token') ?? '',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** Picks an option of an antd select in the open filter modal. */
export async function pickInDialog(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible [title="${option}"]`).click();
}

/** Whether the page or the shell's content area scrolls sideways. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const doc = document.scrollingElement as HTMLElement;
    const content = document.querySelector<HTMLElement>('[data-testid="shell-content"]');
    return (
      doc.scrollWidth > doc.clientWidth || (content !== null && content.scrollWidth > content.clientWidth)
    );
  });
