import assert from 'node:assert/strict';
import { test } from 'node:test';
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

test('logout revokes the token on the server, clears the saved filters and returns to /login', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'CSC');
  const token = await page.evaluate(() => {
    sessionStorage.setItem('booking_filter', '{"keyword":"abc"}');
    sessionStorage.setItem('product_filter', '{"keyword":"abc"}');
    sessionStorage.setItem('customer_filter', '{"keyword":"abc"}');
    return localStorage.getItem('auth_token');
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  const left = await page.evaluate(() => [
    localStorage.getItem('auth_token'),
    sessionStorage.getItem('booking_filter'),
    sessionStorage.getItem('product_filter'),
    sessionStorage.getItem('customer_filter'),
  ]);
  assert.deepEqual(left, [null, null, null, null]);
  const after = await fetch(`${BASE}/api/store/details`, { headers: { 'x-auth-token': token ?? '' } });
  assert.equal(after.status, 401);
  await context.close();
});
