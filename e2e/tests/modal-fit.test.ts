import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { callApi, login, newPage, useBrowser } from './helpers';

// Issue 21 §2: every modal fits 1280x720. Its body scrolls; its title and its OK / Save / Apply button stay in
// the window, whatever the modal holds. Each modal of the registry's screens that asks for input is opened here.
const browser = useBrowser();
const WIDTH = 1280;
const HEIGHT = 720;

async function assertInView(what: string, element: Locator) {
  await element.waitFor();
  const box = await element.boundingBox();
  assert.ok(box, `${what} is shown`);
  assert.ok(
    box.y >= 0 && box.y + box.height <= HEIGHT,
    `${what} is inside the window (y=${box.y}, h=${box.height})`,
  );
}

/** The open modal's title and its primary button are both in view. */
async function assertModalFits(page: Page, name: string, title: string, primary: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await assertInView(`${name}: title`, dialog.locator('.ant-modal-title'));
  await assertInView(`${name}: ${primary}`, dialog.getByRole('button', { name: primary, exact: true }));
}

async function filterFits(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.getByRole('button', { name: /^Filter/ }).click();
  await assertModalFits(page, name, 'Filter', 'Apply');
}

test('filter, address and edit modals keep their title and primary button in view at 1280x720', async () => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  await login(page, 'ADMIN');

  await filterFits(page, '/orders', 'bookings filter');
  await filterFits(page, '/customers/abandoned_carts', 'carts filter');
  await filterFits(page, '/customers', 'customers filter');
  await filterFits(page, '/payments', 'payment requests filter');
  await filterFits(page, '/blog/posts', 'blog filter');
  await filterFits(page, '/push-notification', 'push notifications filter');

  await page.goto('/orders/new');
  await page.getByRole('button', { name: 'New customer' }).click();
  await assertModalFits(page, 'new booking: new customer', 'New customer', 'Create');

  await page.goto('/customers/new');
  await page.getByRole('button', { name: 'New Address' }).click();
  await assertModalFits(page, 'address modal', 'New Address', 'Save');
  // With an edit, Esc and a click outside ask before dropping it.
  const address = page.getByRole('dialog', { name: 'New Address' });
  await address.getByLabel('Street').fill('7 Hill Road');
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Close without saving?' });
  await question.getByRole('button', { name: 'Stay' }).click();
  await question.waitFor({ state: 'hidden' });
  assert.equal(await address.getByLabel('Street').inputValue(), '7 Hill Road');
  await page.mouse.click(10, HEIGHT - 10);
  await question.getByRole('button', { name: 'Close' }).click();
  await address.waitFor({ state: 'hidden' });

  const orders = await callApi<{ data: { _id: string; is_completed: boolean }[] }>(
    page,
    'GET',
    'store/order/all?limit=20',
  );
  const open = orders.data.find((row) => !row.is_completed);
  assert.ok(open, 'a booking that still takes edits');
  await page.goto(`/orders/${open._id}`);
  await page.getByRole('button', { name: 'Edit Summary' }).click();
  await assertModalFits(page, 'Edit Summary', 'Edit Summary', 'Save');
  // The body is what scrolls, not the page.
  const summary = page.getByRole('dialog', { name: 'Edit Summary' });
  assert.equal(
    await summary.locator('.ant-modal-body').evaluate((el) => getComputedStyle(el).overflowY),
    'auto',
  );
  await summary.getByRole('button', { name: 'Cancel' }).click();
  await summary.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Edit Address' }).click();
  await assertModalFits(page, 'booking address', 'Edit Address', 'Save');
  await context.close();
});
