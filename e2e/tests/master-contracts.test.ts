import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { login, newPage, screenshot, useBrowser } from './helpers';

const browser = useBrowser();

async function pick(page: Page, select: Locator, option: string) {
  await select.click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

test('a plan with two variants and a billing period is created, then deactivated from the list', async () => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: 1280, height: 720 });
  await login(page, 'ADMIN');
  const stamp = Date.now().toString().slice(-6);
  const name = `Water Purifier Care ${stamp}`;

  await page.goto('/subscriptions/master');
  await page.locator('.ant-table-row').first().waitFor();
  await screenshot(page, 'master-contracts-list');
  await page.getByRole('button', { name: 'New Master Contract' }).click();
  await page.waitForURL('**/subscriptions/master/new');

  await page.getByLabel('Name', { exact: true }).fill(`${name}!`);
  // The slug follows the name: lower case, punctuation gone, spaces to hyphens.
  assert.equal(await page.getByLabel('URL Slug').inputValue(), `water-purifier-care-${stamp}`);
  await page.getByLabel('Parent SKU').fill(`WPC-${stamp}`);
  await page.getByLabel('Name', { exact: true }).fill(name);
  const editor = page.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type('Two filter changes a year.');
  assert.equal(
    await page.locator('.ql-container').evaluate((el) => Math.round(el.getBoundingClientRect().height)),
    150,
  );
  await screenshot(page, 'master-contracts-form-top');

  const first = page.getByRole('group', { name: 'Variant 1' });
  await first.getByLabel('Variant name').fill('RO Basic');
  await first.getByLabel('Price', { exact: true }).fill('1499');
  await first.getByRole('button', { name: /Add billing period/ }).click();
  await pick(page, first.getByLabel('Billing period', { exact: true }), 'Yearly');
  await first.getByLabel('Period price').fill('1399');
  await first.getByLabel(/Services included/).fill('2');

  await page.getByRole('button', { name: /Add variant/ }).click();
  const second = page.getByRole('group', { name: 'Variant 2' });
  await second.getByLabel('Variant name').fill('RO Plus');
  await second.getByLabel('Price', { exact: true }).fill('2499');
  await screenshot(page, 'master-contracts-form');

  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Master contract created successfully').first().waitFor();
  await page.waitForURL(/\/subscriptions\/master$/);

  const row = page.locator('.ant-table-row').filter({ hasText: name });
  await row.waitFor();
  assert.match(await row.innerText(), /RO Basic, RO Plus/);
  const toggle = row.getByRole('switch', { name: `Active: ${name}` });
  assert.equal(await toggle.getAttribute('aria-checked'), 'true');
  await toggle.click();
  await page.getByText('Master contract is inactive and can no longer be sold').first().waitFor();
  await page.waitForFunction(
    (label) => document.querySelector(`[aria-label="${label}"]`)?.getAttribute('aria-checked') === 'false',
    `Active: ${name}`,
  );
  await page.reload();
  await row.waitFor();
  assert.equal(
    await row.getByRole('switch', { name: `Active: ${name}` }).getAttribute('aria-checked'),
    'false',
  );

  await row.getByRole('link', { name: `View ${name}` }).click();
  await page.waitForURL(/\/subscriptions\/master\/details\?id=/);
  await page.getByRole('heading', { name }).waitFor();
  await page.getByText('Yearly (12 months)').waitFor();
  await page.getByText('Two filter changes a year.').waitFor();
  assert.equal((await page.getByText('Inactive').count()) > 0, true);
  await screenshot(page, 'master-contracts-details');
  await context.close();
});
