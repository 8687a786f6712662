import assert from 'node:assert/strict';
import { test } from 'node:test';
import { login, newPage, pickInDialog as pick, screenshot, scrollsSideways, useBrowser } from './helpers';

const browser = useBrowser();

test('bookings: two filters show as two tags; closing one asks the list again without it', async () => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: 1280, height: 720 });
  await login(page, 'ADMIN');
  await page.goto('/orders');
  await page.locator('table tbody tr.ant-table-row').first().waitFor();
  await page.getByRole('button', { name: /^Filter/ }).click();
  await pick(page, 'Payment', 'Not Paid');
  await pick(page, 'Booking Type', 'Web App');
  const filtered = page.waitForRequest((r) => r.url().includes('filter.is_paid=NOT_PAID'));
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await filtered;

  const tags = page.getByRole('group', { name: 'Active filters' });
  await tags.getByText('Payment: Not Paid').waitFor();
  await tags.getByText('Booking Type: Web App').waitFor();
  assert.equal(await tags.locator('.ant-tag').count(), 2);
  assert.ok(await tags.getByRole('button', { name: 'Clear all' }).isVisible());
  assert.equal(await scrollsSideways(page), false, 'the page scrolls sideways at 1280x720');
  await screenshot(page, 'filter-tags-bookings-1280');

  const again = page.waitForRequest(
    (r) => r.url().includes('store/order/all') && !r.url().includes('filter.is_paid'),
  );
  await tags.getByLabel('Remove filter Payment').click();
  const request = await again;
  assert.match(request.url(), /filter\.order_type=WEB_APP/);
  assert.match(request.url(), /offset=1\b/);
  assert.equal(await tags.locator('.ant-tag').count(), 1);
  assert.equal(await tags.getByRole('button', { name: 'Clear all' }).count(), 0);
  assert.equal(await scrollsSideways(page), false, 'the page scrolls sideways at 1280x720');
  await context.close();
});
