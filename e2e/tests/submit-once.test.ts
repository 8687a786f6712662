import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { callApi, login, newPage, useBrowser } from './helpers';

// Issue 21 §1: one submit, one truthful answer. Each create, save and confirm is hit with a double click and with
// Enter pressed four times; the test counts the writes the page sends, the rows made (through the API) and the
// toasts. Forms that new areas add join this file as they are built.
const browser = useBrowser();
const stamp = Date.now().toString().slice(-6);
/** Long enough for any second answer to have come back and shown itself. */
const SETTLE_MS = 1500;

/** Every write the page sends to the API, as 'METHOD /api/path'. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname.startsWith('/api/'))
      writes.push(`${request.method()} ${url.pathname}`);
  });
  return writes;
}
const sent = (writes: string[], method: string, path: string) =>
  writes.filter((write) => write === `${method} /api/${path}`).length;

const toasts = (page: Page, kind: 'success' | 'error', text?: string) =>
  page
    .locator(`.ant-notification-notice-${kind}`)
    .filter(text ? { hasText: text } : {})
    .count();

/** Four quick Enters from the field, each going wherever the focus is by then (as a person's would). */
async function pressEnterFourTimes(field: Locator) {
  await field.focus();
  for (let i = 0; i < 4; i++) await field.page().keyboard.press('Enter');
}

interface OrderRow {
  _id: string;
  order_number: number;
  current_status: { status_name: string };
  is_completed: boolean;
}

/** Bookings neither completed nor cancelled: they still take edits. */
async function openBookings(page: Page): Promise<OrderRow[]> {
  const reply = await callApi<{ data: OrderRow[] }>(page, 'GET', 'store/order/all?limit=50');
  return reply.data.filter(
    (row) => !row.is_completed && !/completed|cancel/i.test(row.current_status.status_name),
  );
}

/** Open bookings with more than `amount` still unpaid, so a request for it is made without the question. */
async function unpaidBookings(page: Page, amount: number): Promise<OrderRow[]> {
  const found: OrderRow[] = [];
  for (const row of await openBookings(page)) {
    const target = await callApi<{ data: { unpaid: string } }>(
      page,
      'GET',
      `store/payment/target?order_id=${row._id}`,
    );
    if (Number(target.data.unpaid) > amount) found.push(row);
    if (found.length === 2) break;
  }
  return found;
}

async function signedIn(width = 1280, height = 720) {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width, height });
  await login(page, 'ADMIN');
  return { context, page, writes: recordWrites(page) };
}

test('New Payment Request: four Enters in Amount make one request, one row and one toast', async () => {
  const { context, page, writes } = await signedIn();
  const [booking] = await unpaidBookings(page, 5);
  const before = await callApi<{ total: number }>(
    page,
    'GET',
    `store/payment/all?limit=1&filter.order_id=${booking._id}`,
  );
  await page.goto(`/payments/new?order=${booking._id}`);
  await page.getByText(/^Still unpaid:/).waitFor({ timeout: 60_000 });
  await page.getByLabel('Due Date').click();
  await page.locator('.ant-picker-dropdown').getByText('Today').click();
  const amount = page.getByRole('spinbutton', { name: 'Amount' });
  await amount.fill('1.25');
  await pressEnterFourTimes(amount);
  await page.waitForURL('**/payments');
  await page.waitForTimeout(SETTLE_MS);

  const after = await callApi<{ total: number }>(
    page,
    'GET',
    `store/payment/all?limit=1&filter.order_id=${booking._id}`,
  );
  assert.equal(after.total - before.total, 1, 'one payment request made');
  assert.equal(sent(writes, 'POST', 'store/payment'), 1);
  assert.equal(await toasts(page, 'success'), 1);
  assert.equal(await toasts(page, 'error'), 0);
  await context.close();
});

test('New Payment Request: a double click on Create makes one request and one toast', async () => {
  const { context, page, writes } = await signedIn();
  const [, booking] = await unpaidBookings(page, 5);
  const before = await callApi<{ total: number }>(
    page,
    'GET',
    `store/payment/all?limit=1&filter.order_id=${booking._id}`,
  );
  await page.goto(`/payments/new?order=${booking._id}`);
  await page.getByText(/^Still unpaid:/).waitFor({ timeout: 60_000 });
  await page.getByLabel('Amount').fill('1.50');
  await page.getByLabel('Due Date').click();
  await page.locator('.ant-picker-dropdown').getByText('Today').click();
  await page.getByRole('button', { name: 'Create Payment Request' }).dblclick();
  await page.waitForURL('**/payments');
  await page.waitForTimeout(SETTLE_MS);

  const after = await callApi<{ total: number }>(
    page,
    'GET',
    `store/payment/all?limit=1&filter.order_id=${booking._id}`,
  );
  assert.equal(after.total - before.total, 1);
  assert.equal(sent(writes, 'POST', 'store/payment'), 1);
  assert.equal(await toasts(page, 'success'), 1);
  assert.equal(await toasts(page, 'error'), 0);
  await context.close();
});

test('Edit Summary: a double click on Save saves once, closes, and says nothing about someone else', async () => {
  const { context, page, writes } = await signedIn();
  const [, , booking] = await openBookings(page);
  await page.goto(`/orders/${booking._id}`);
  await page.getByRole('button', { name: 'Edit Summary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Summary' });
  await dialog.waitFor();
  const paid = dialog.getByRole('switch', { name: 'Paid' });
  if (await paid.isDisabled()) {
    await dialog.getByRole('combobox', { name: 'Payment Method' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-selected)')
      .first()
      .click();
  } else await paid.click();
  await dialog.getByRole('button', { name: 'Save' }).dblclick();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('.ant-notification-notice-success').first().waitFor();
  await page.waitForTimeout(SETTLE_MS);

  assert.equal(sent(writes, 'PUT', 'store/order/payment'), 1);
  assert.equal(await toasts(page, 'success', 'Successfully Updated Summary'), 1);
  assert.equal(await toasts(page, 'error'), 0);
  await context.close();
});

test('Mark Completed: a double click on the confirmation changes the status once, with no false conflict', async () => {
  const { context, page, writes } = await signedIn();
  const bookings = await openBookings(page);
  const booking = bookings[bookings.length - 1];
  await page.goto(`/orders/${booking._id}`);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^Completed$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Mark this booking completed?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Mark Completed' }).dblclick();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('.ant-notification-notice-success').first().waitFor();
  await page.waitForTimeout(SETTLE_MS);

  assert.equal(sent(writes, 'PUT', 'store/order/status'), 1, 'one status change sent');
  assert.equal(await toasts(page, 'success', 'Booking Status updated'), 1, 'one success toast');
  assert.equal(await toasts(page, 'error'), 0, 'no error toast');
  await context.close();
});

test('New booking: a double click on the inline New customer makes one customer and picks them', async () => {
  const { context, page, writes } = await signedIn();
  await page.goto('/orders/new');
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByLabel('First Name').fill(`Inline${stamp}`);
  await dialog.getByLabel('Phone Number').fill(`97${stamp}21`);
  await dialog.getByRole('button', { name: 'Create' }).dblclick();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(`Inline${stamp}`).first().waitFor();
  await page.waitForTimeout(SETTLE_MS);

  assert.equal(sent(writes, 'POST', 'customer'), 1);
  assert.equal(await toasts(page, 'success'), 1);
  assert.equal(await toasts(page, 'error'), 0);
  const found = await callApi<{ data: unknown[] }>(
    page,
    'GET',
    `customer/search?limit=15&offset=1&filter.keyword=Inline${stamp}`,
  );
  assert.equal(found.data.length, 1);
  await context.close();
});

test('New Customer: four Enters make one customer and one toast', async () => {
  const { context, page, writes } = await signedIn();
  await page.goto('/customers/new');
  const first = page.getByLabel('First Name', { exact: true });
  await first.fill(`Enter${stamp}`);
  await page.getByLabel('Phone Number', { exact: true }).fill(`96${stamp}31`);
  await pressEnterFourTimes(first);
  // Enter in a text field submits only where the form says so; the button is then double clicked too.
  if ((await sent(writes, 'POST', 'customer')) === 0)
    await page.getByRole('button', { name: 'Create Customer' }).dblclick();
  await page.waitForURL('**/customers');
  await page.waitForTimeout(SETTLE_MS);

  assert.equal(sent(writes, 'POST', 'customer'), 1);
  assert.equal(await toasts(page, 'success', 'Customer created successfully'), 1);
  assert.equal(await toasts(page, 'error'), 0);
  await context.close();
});

test('Blog: New Post (four Enters), Edit Post (double click) and Delete (double clicks) each act once', async () => {
  const { context, page, writes } = await signedIn();
  const title = `Once only ${stamp}`;
  await page.goto('/blog/posts/new');
  const titleField = page.getByLabel('Post Title');
  await titleField.fill(title);
  await pressEnterFourTimes(titleField);
  await page.waitForURL(/\/blog\/posts\/[0-9a-f-]{36}$/);
  await page.waitForTimeout(SETTLE_MS);
  assert.equal(sent(writes, 'POST', 'store/blog'), 1);
  assert.equal(await toasts(page, 'success'), 1);
  assert.equal(await toasts(page, 'error'), 0, 'no "Duplicate URL Slug" after the save');
  const listed = await callApi<{ data: { title: string }[] }>(
    page,
    'GET',
    `store/blog/all?limit=10&offset=1&filter.keyword=${encodeURIComponent(title)}`,
  );
  assert.equal(listed.data.filter((post) => post.title === title).length, 1);

  const detail = page.url();
  await page.goto(`${detail}/edit`);
  await page.getByLabel('Post Title').fill(`${title} edited`);
  await page.getByRole('button', { name: 'Save' }).dblclick();
  await page.waitForURL(detail);
  await page.waitForTimeout(SETTLE_MS);
  assert.equal(sent(writes, 'PUT', 'store/blog'), 1);
  assert.equal(await toasts(page, 'error'), 0, 'no false "changed by someone else"');

  await page.getByRole('button', { name: 'Delete' }).dblclick();
  assert.equal(await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).count(), 1);
  await page.getByRole('button', { name: 'Yes' }).dblclick();
  await page.waitForURL('**/blog/posts');
  await page.waitForTimeout(SETTLE_MS);
  assert.equal(sent(writes, 'DELETE', 'store/blog/delete'), 1);
  assert.equal(await toasts(page, 'error'), 0);
  await context.close();
});

test('New customer group: a double click on Create Group asks once; a double click on Yes makes one group', async () => {
  const { context, page, writes } = await signedIn();
  const name = `Once group ${stamp}`;
  await page.goto('/customers/groups/new');
  await page.getByLabel('Group Name').fill(name);
  await page.getByRole('button', { name: 'Add Customers' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('Search Customers').fill('Meera');
  await picker.locator('.ant-table-row').first().waitFor();
  await picker.locator('.ant-table-row .ant-checkbox-input').first().check();
  await picker.getByRole('button', { name: 'Add Selected' }).click();
  await picker.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Create Group' }).dblclick();
  const question = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to create' });
  await question.waitFor();
  assert.equal(await question.count(), 1, 'asked once');
  await question.getByRole('button', { name: 'Yes' }).dblclick();
  await page.waitForURL('**/customers/groups');
  await page.locator('.ant-notification-notice-success').first().waitFor();
  await page.waitForTimeout(SETTLE_MS);

  assert.equal(sent(writes, 'POST', 'store/customer/group'), 1);
  assert.equal(await toasts(page, 'success'), 1);
  assert.equal(await toasts(page, 'error'), 0);
  assert.equal(await page.locator('.ant-table-row').filter({ hasText: name }).count(), 1);
  await context.close();
});

test('Delete Payment Request: double clicks on Delete and on Yes delete once, with one toast', async () => {
  const { context, page, writes } = await signedIn();
  const list = await callApi<{ data: { _id: string }[] }>(page, 'GET', 'store/payment/all?limit=1');
  const [request] = list.data;
  await page.goto(`/payments/${request._id}/details`);
  await page.getByRole('button', { name: 'Delete' }).dblclick();
  const question = page.getByRole('dialog').filter({ hasText: 'Are you sure want to delete' });
  await question.waitFor();
  assert.equal(await question.count(), 1, 'asked once');
  await question.getByRole('button', { name: 'Yes' }).dblclick();
  await page.waitForURL('**/payments');
  await page.locator('.ant-notification-notice-success').first().waitFor();
  await page.waitForTimeout(SETTLE_MS);

  assert.equal(sent(writes, 'DELETE', 'store/payment/delete'), 1);
  assert.equal(await toasts(page, 'success'), 1);
  assert.equal(await toasts(page, 'error'), 0);
  await context.close();
});
