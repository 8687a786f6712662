import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callApi, login, newPage, screenshot, useBrowser } from './helpers';

const browser = useBrowser();

test('a push notification to filtered customers is scheduled with exclusions, then cancelled', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  const title = `Diwali offer ${Date.now().toString().slice(-6)}`;
  await page.goto('/push-notification');
  await page.getByRole('button', { name: 'New Notification' }).click();
  await page.waitForURL('**/push-notification/new');

  await page.getByRole('radio', { name: 'Multiple customers' }).check();
  await page.getByLabel('Order Count From').fill('2');
  await page.getByRole('button', { name: 'Continue' }).click();
  const modal = page.getByRole('dialog');
  await modal.locator('.ant-table-row').first().waitFor();
  const matched = await callApi<{ total: number }>(
    page,
    'GET',
    'customer/all?limit=1&offset=1&filter.push_notification=true&filter.order_count_from=2',
  );
  // Everyone starts ticked; unticking one leaves the rest.
  await modal.locator('.ant-table-row .ant-checkbox-input').first().uncheck();
  await modal.getByRole('button', { name: 'Done' }).click();
  await page.getByText(`${matched.total - 1} recipients selected`).waitFor();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('20% off deep cleaning this week.');
  await page.getByRole('combobox', { name: 'Opens' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Payment Request' })
    .click();

  await page.getByRole('radio', { name: 'Scheduled' }).check();
  await page.getByLabel('Delivery Date').click();
  const tomorrow = page.locator('.ant-picker-dropdown:visible td.ant-picker-cell-today + td');
  const nextRow = page
    .locator('.ant-picker-dropdown:visible tr:has(td.ant-picker-cell-today) + tr td')
    .first();
  await ((await tomorrow.count()) ? tomorrow : nextRow).click();
  await page.getByLabel('Delivery Time').click();
  const times = page.locator('.ant-picker-dropdown:visible .ant-picker-time-panel-column');
  await times.nth(0).locator('.ant-picker-time-panel-cell').filter({ hasText: '10' }).first().click();
  await times.nth(1).locator('.ant-picker-time-panel-cell').filter({ hasText: '30' }).first().click();
  await times.nth(2).locator('.ant-picker-time-panel-cell').filter({ hasText: 'AM' }).first().click();
  const ok = page.locator('.ant-picker-dropdown:visible .ant-picker-ok button');
  if (await ok.count()) await ok.click();
  else await page.getByRole('heading', { name: 'New Push Notification' }).click();
  await screenshot(page, 'push-new-scheduled');

  let sent: { exclude_customer_ids: string[]; delivery_type: string; delivery_time: string } | undefined;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/store/push_notification'))
      sent = (request.postDataJSON() as { notification_details: typeof sent }).notification_details;
  });
  await page.getByRole('button', { name: 'Schedule Notification' }).click();
  // Sending asks first, naming how many customers receive it.
  const question = page.getByRole('dialog', {
    name: `Schedule this notification for ${matched.total - 1} customers?`,
  });
  await question.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByText('Successfully created a new notification').first().waitFor();
  await page.waitForURL('**/push-notification');
  assert.equal(sent?.exclude_customer_ids.length, 1);
  assert.equal(sent?.delivery_type, 'SCHEDULED');
  assert.equal(sent?.delivery_time, '10:30');

  const row = page.locator('.ant-table-row').filter({ hasText: title });
  await row.waitFor();
  assert.match(await row.innerText(), /Scheduled/);
  assert.match(await row.innerText(), new RegExp(`${matched.total - 1} recipients`));
  await row.getByRole('button', { name: `Cancel ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Successfully cancelled the notification').first().waitFor();
  await page.locator('.ant-table-row').filter({ hasText: title }).filter({ hasText: 'Cancelled' }).waitFor();
  assert.equal(await row.getByRole('button', { name: `Cancel ${title}` }).count(), 0);
  await screenshot(page, 'push-history-cancelled');
  await context.close();
});
