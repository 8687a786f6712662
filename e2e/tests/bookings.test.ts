import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser, login, newPage, screenshot } from './helpers';

const browser = useBrowser();

test('the bookings list shows seeded bookings and a row opens its details', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'CSC');
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('link', { name: 'Bookings & Sales' }).click();
  await page.waitForURL('**/orders');
  const firstBooking = page.locator('table tbody tr a').first();
  await firstBooking.waitFor({ timeout: 60_000 });
  const number = (await firstBooking.innerText()).trim();
  assert.match(number, /^#\d+$/);
  await firstBooking.click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
  await page.getByText(`Booking ${number}`).waitFor({ timeout: 60_000 });
  assert.equal(await page.title(), 'Storedesk | Booking Details');
  await screenshot(page, 'booking-details');
  await context.close();
});

test('the day-wise view loads every booking of the day', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'SITEADMIN');
  await page.goto('/orders/daywise/view');
  const progress = page.getByText(/Loaded \d+ of \d+ bookings/);
  await progress.waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => {
    const match = /Loaded (\d+) of (\d+) bookings/.exec(document.body.innerText);
    return Boolean(match && match[1] === match[2]);
  });
  await screenshot(page, 'daywise');
  await context.close();
});
