import assert from 'node:assert/strict';
import { test } from 'node:test';
import { STORAGE_KEYS } from '@storedesk/shared/session/storage-keys';
import { BASE, useBrowser, login, newPage, screenshot } from './helpers';

const browser = useBrowser();

test('an admin with two stores switches store: new token, new store name, old token revoked', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  const storeName = page.getByTestId('store-name');
  const before = (await storeName.innerText()).trim();
  const oldToken = await page.evaluate(() => localStorage.getItem('auth_token'));
  await page.getByRole('button', { name: 'Switch Store' }).click();
  const choice = page.getByRole('button', { name: /^Switch to / }).first();
  await choice.waitFor();
  await screenshot(page, 'switch-store-modal');
  const target = ((await choice.getAttribute('aria-label')) ?? '').replace(/^Switch to /, '');
  assert.notEqual(target, before);
  await Promise.all([page.waitForEvent('load'), choice.click()]);
  await page.getByTestId('store-name').filter({ hasText: target }).waitFor();
  const newToken = await page.evaluate(() => localStorage.getItem('auth_token'));
  assert.ok(newToken && newToken !== oldToken);
  const old = await fetch(`${BASE}/api/store/details`, { headers: { 'x-auth-token': oldToken ?? '' } });
  assert.equal(old.status, 401);
  const current = await fetch(`${BASE}/api/store/details`, { headers: { 'x-auth-token': newToken } });
  assert.equal(((await current.json()) as { data: { name: string } }).data.name, target);
  await context.close();
});

test('logout revokes the token on the server, clears every saved list filter and returns to /login', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'CSC');
  // Switch Store is for people with more than one store; this one has a single store.
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.getByRole('button', { name: 'Switch Store' }).count(), 0);
  const token = await page.evaluate((keys) => {
    sessionStorage.setItem(keys.bookingFilter, '{"keyword":"abc"}');
    sessionStorage.setItem(keys.customerFilter, '{"keyword":"abc"}');
    sessionStorage.setItem(keys.blogFilter, '{"keyword":"abc"}');
    localStorage.setItem(keys.productFilter, '{"keyword":"abc"}');
    localStorage.setItem(keys.cartFilter, '{"channel":"WEB_APP"}');
    localStorage.setItem(keys.pushFilter, '{"keyword":"abc"}');
    return localStorage.getItem('auth_token');
  }, STORAGE_KEYS);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  const left = await page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    filters: [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
      key.startsWith('filter:'),
    ),
  }));
  assert.deepEqual(left, { token: null, filters: [] });
  const after = await fetch(`${BASE}/api/store/details`, { headers: { 'x-auth-token': token ?? '' } });
  assert.equal(after.status, 401);
  await context.close();
});

test('Back after logout lands on the login screen quietly, with no Access Denied', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'CSC');
  await page
    .getByRole('menu', { name: 'Main menu' })
    .getByRole('link', { name: 'Customers', exact: true })
    .click();
  await page.waitForURL('**/customers');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await page.goBack();
  await page.waitForURL('**/login');
  await page.getByLabel(/e-?mail/i).waitFor();
  await page.waitForTimeout(1500);
  assert.equal(await page.getByText(/You don't have access to this page/).count(), 0);
  assert.equal(await page.getByText('Access Denied').count(), 0);
  assert.ok(page.url().endsWith('/login'), page.url());
  await context.close();
});
