import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, useBrowser, login, newPage } from './helpers';

const browser = useBrowser();

test('a route the role may not open gives Access Denied, clears storage and goes to /login', async () => {
  const { context, page } = await newPage(browser());
  // Deploy the settings area for this browser only (its routes need ADMIN); the guard decides before loading it.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = { ...(await response.json()), mfe_settings: '/remotes/mfe_settings/mf-manifest.json' };
    await route.fulfill({ response, json: remotes });
  });
  await login(page, 'CSC');
  await page.evaluate(() => sessionStorage.setItem('filter:booking', '{"keyword":"x"}'));
  await page.goto('/settings/store');
  await page.getByText("You don't have access to this page. Please Contact Adminstrator").waitFor();
  await page.waitForURL('**/login');
  // One toast, not two.
  await page.waitForTimeout(500);
  assert.equal(await page.getByText('Access Denied', { exact: true }).count(), 1);
  assert.equal(await page.evaluate(() => localStorage.getItem('auth_token')), null);
  assert.equal(await page.evaluate(() => localStorage.length + sessionStorage.length), 0);
  await context.close();
});

// Signed in, an unknown URL says 'Page not found' instead (shell-layout.test.ts).
test('without a session, an unknown URL goes to /login', async () => {
  const { context, page } = await newPage(browser());
  await page.goto('/no/such/screen');
  await page.waitForURL('**/login');
  await context.close();
});

test('a 401 from the API shows Access Denied and, after a second, sends the user to /login', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'SITEADMIN');
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  assert.ok(token);
  // Revoke the token behind the page's back, then let the page call the API again.
  const revoked = await fetch(`${BASE}/api/employee/logout`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
  });
  assert.equal(revoked.status, 200);
  await page.reload();
  await page
    .getByText("You don't have permission to do this operation. Please Contact Administrator")
    .waitFor();
  await page.waitForURL('**/login');
  assert.equal(await page.evaluate(() => localStorage.getItem('auth_token')), null);
  await context.close();
});
