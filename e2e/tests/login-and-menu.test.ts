import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROLES } from '@storedesk/shared/auth/permissions';
import { expectedMenu, useBrowser, loginThroughForm, LOGINS, newPage, PASSWORD, screenshot } from './helpers';

const browser = useBrowser();

for (const role of ROLES) {
  test(`${role} logs in and sees the menu of that role`, async () => {
    const { context, page } = await newPage(browser());
    await loginThroughForm(page, role);
    const menu = page.getByRole('menu', { name: 'Main menu' });
    await menu.waitFor();
    const labels = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(labels, await expectedMenu(role));
    assert.equal(await page.title(), 'Storedesk | Dashboard');
    assert.ok(await page.evaluate(() => localStorage.getItem('auth_token')), 'token kept under auth_token');
    await screenshot(page, `menu-${role}`);
    await context.close();
  });
}

test('a wrong password is refused with the server message and no session', async () => {
  const { context, page } = await newPage(browser());
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill('csc@demo.storedesk.test');
  await page.getByRole('button', { name: /continue/i }).click();
  await page.getByLabel(/password/i).fill('not-the-password');
  await page.getByRole('button', { name: /log ?in/i }).click();
  await page.getByText('Invalid e-mail or password').waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('auth_token')), null);
  assert.match(page.url(), /\/login$/);
  await context.close();
});

test("a malformed e-mail is refused in plain words, never the validator's text", async () => {
  const { context, page } = await newPage(browser());
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill('csc@demo');
  await page.getByRole('button', { name: /continue/i }).click();
  await page.getByText('Please enter a valid e-mail address').waitFor();
  assert.equal(await page.getByText('must be a valid').count(), 0);
  assert.equal(await page.getByLabel(/password/i).count(), 0);
  await screenshot(page, 'login-malformed-email');
  await context.close();
});

test('a failed-login toast does not follow the user to the dashboard after the right password', async () => {
  const { context, page } = await newPage(browser());
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(LOGINS.FINANCE);
  await page.getByRole('button', { name: /continue/i }).click();
  await page.getByLabel(/password/i).fill('not-the-password');
  await page.getByRole('button', { name: /log ?in/i }).click();
  const failure = page.getByText('Invalid e-mail or password');
  await failure.waitFor();
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await page.waitForURL('**/dashboard');
  // The toast would stay 4 s; closed by the sign-in it is gone at once (after its closing animation).
  await failure.waitFor({ state: 'hidden', timeout: 1500 });
  await context.close();
});

test("signing in leaves a device cookie the browser sends with that account's next login only", async () => {
  const { context, page } = await newPage(browser());
  await loginThroughForm(page, 'SITEADMIN');
  const [device] = (await context.cookies()).filter((cookie) => cookie.name.startsWith('sd_device_'));
  assert.ok(device, 'a device cookie after signing in');
  assert.equal(device.httpOnly, true);
  assert.equal(device.sameSite, 'Strict');
  assert.equal(device.path, '/api/employee/login');
  assert.equal(await page.evaluate(() => document.cookie.includes('sd_device_')), false);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  const nextLogin = page.waitForRequest('**/api/employee/login');
  await loginThroughForm(page, 'SITEADMIN');
  const sent = await (await nextLogin).allHeaders();
  assert.match(sent.cookie ?? '', new RegExp(`${device.name}=`));
  await context.close();
});
