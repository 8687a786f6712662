import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { login, newPage, screenshot, useBrowser } from './helpers';

/** The report screen in Chromium: Enter in a date field, validation before every download, unknown reports. */
const browser = useBrowser();

/** A store-local (Asia/Kolkata, the demo stores' zone) day `daysAgo` before today, as DD/MM/YYYY and YYYY-MM-DD. */
function dayAgo(daysAgo: number) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
  const [y, m, d] = iso.split('-');
  return { shown: `${d}/${m}/${y}`, iso };
}

async function typeInto(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(value);
}

test('Enter in a date field downloads the report of the dates just typed', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  await page.goto('/reports/sales/daily');
  await page.getByRole('heading', { name: 'Sales by day' }).waitFor();
  await page.waitForFunction(() => document.title === 'Storedesk | Sales by day');

  const from = dayAgo(20);
  const to = dayAgo(10);
  await typeInto(page, 'From date', from.shown);
  await page.keyboard.press('Tab');
  await typeInto(page, 'To date', to.shown);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const expected = `sales_daily_${from.iso}_${to.iso}.xlsx`;
  assert.equal(download.suggestedFilename(), expected);
  await page.getByText(`Saved ${expected}`).waitFor();
  await screenshot(page, 'report-saved');
  await context.close();
});

test('a to date before the from date shows the error, downloads nothing and no Saved line', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  await page.goto('/reports/sales/channel');
  await page.getByRole('heading', { name: 'Sales by channel' }).waitFor();
  let downloads = 0;
  page.on('download', () => downloads++);

  await page.getByRole('button', { name: 'Generate Report' }).click();
  await page.getByText(/^Saved /).waitFor();
  await typeInto(page, 'From date', dayAgo(5).shown);
  await page.keyboard.press('Tab');
  await typeInto(page, 'To date', dayAgo(8).shown);
  await page.keyboard.press('Enter');
  await page.getByText('The to date must be on or after the from date').waitFor();
  await page.waitForTimeout(1000);
  assert.equal(await page.getByText(/^Saved /).count(), 0);
  assert.equal(downloads, 1);
  await context.close();
});

test("an unknown report says 'Invalid URL' and offers no form", async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  await page.goto('/reports/foo/bar');
  await page.getByText('Invalid URL').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Generate Report' }).count(), 0);
  assert.equal(await page.getByText('foo bar').count(), 0);
  await context.close();
});
