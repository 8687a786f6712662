import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { login, newPage, screenshot, useBrowser } from './helpers';

const browser = useBrowser();

/** Picks an option of an antd select in the open filter modal. */
async function pick(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible [title="${option}"]`).click();
}

/** Whether the page or the shell's content area scrolls sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const doc = document.scrollingElement as HTMLElement;
    const content = document.querySelector<HTMLElement>('[data-testid="shell-content"]');
    return (
      doc.scrollWidth > doc.clientWidth || (content !== null && content.scrollWidth > content.clientWidth)
    );
  });

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
