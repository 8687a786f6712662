import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useBrowser, login, newPage, screenshot } from './helpers';

const browser = useBrowser();

test('the dashboard shows charts drawn from the seeded bookings of today', async () => {
  const { context, page } = await newPage(browser());
  const dashboardCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/analytics/dashboard')) dashboardCalls.push(request.url());
  });
  await login(page, 'ADMIN');
  // Charts render to canvas once their chunk and the data have arrived.
  await page.locator('canvas').nth(2).waitFor({ timeout: 60_000 });
  assert.ok((await page.locator('canvas').count()) >= 3, 'at least three charts drawn');
  assert.match(dashboardCalls[0] ?? '', /date=\d{4}%2F\d{2}%2F\d{2}|date=\d{4}\/\d{2}\/\d{2}/);
  const body = await page.locator('main, .ant-layout-content').first().innerText();
  assert.match(body, /Sales by hour/i);
  assert.match(body, /Top categories/i);
  assert.doesNotMatch(body, /No bookings/i, 'the seeded day has bookings');
  await screenshot(page, 'dashboard');
  await context.close();
});
