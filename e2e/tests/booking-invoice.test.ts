import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { useBrowser, login, newPage, screenshot, callApi } from './helpers';

const browser = useBrowser();

/** Opens the first booking of the list that is not completed (those are locked). */
async function openOpenBooking(page: import('playwright-core').Page): Promise<string> {
  const list = await callApi<{
    data: {
      _id: string;
      order_number: number;
      is_completed?: boolean;
      current_status?: { status_name: string };
    }[];
  }>(page, 'GET', 'store/order/all?limit=50&offset=1');
  const row =
    list.data.find((r) => !r.is_completed && !/cancel/i.test(r.current_status?.status_name ?? '')) ??
    list.data[0];
  await page.goto(`/orders/${row._id}`);
  await page.getByText(`Booking #${row.order_number}`).waitFor({ timeout: 60_000 });
  return row._id;
}

test('the invoice is a real document: rendered by the server, framed by the app, printed by Chromium', async () => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: 1280, height: 720 });
  await login(page, 'ADMIN');
  const id = await openOpenBooking(page);

  // The screen's button loads the server's page in a frame of the app (allowed same-origin only).
  await page.getByRole('button', { name: 'Print Invoice' }).click();
  const frame = page.frameLocator('iframe[title^="Invoice for booking"]');
  // The frame is there only to print from (no size on screen): its page is attached, not shown.
  await frame.locator('h1').waitFor({ state: 'attached', timeout: 30_000 });
  assert.equal(await frame.locator('h1').textContent(), 'TAX INVOICE');
  assert.match((await frame.locator('.meta').textContent()) ?? '', /Invoice Number: INV-\d+/);

  // The same page on its own, in print media: what the printer gets.
  const link = await callApi<{ url: string }>(page, 'GET', `store/order/print_token?id=${id}&kind=invoice`);
  const print = await context.newPage();
  await print.setViewportSize({ width: 1280, height: 720 });
  const answer = await print.goto(link.url);
  assert.equal(answer?.status(), 200);
  assert.equal(answer?.headers()['x-frame-options'], 'SAMEORIGIN');
  await print.emulateMedia({ media: 'print' });
  const text = await print.locator('body').innerText();
  for (const expected of [
    /TAX INVOICE/,
    /Tax Number \(GSTIN\): \w+/,
    /Invoice Number: INV-\d+/,
    /Invoice Date: \d{2}\/\d{2}\/\d{4}/,
    /Bill To/i,
    /Delivery Date: \d{2}\/\d{2}\/\d{4}/,
    /Slot: \d{2}:\d{2} [AP]M - \d{2}:\d{2} [AP]M/,
    /Taxable Amount/,
    /Total/,
    /Payment Status: (Paid|Not Paid)/,
  ])
    assert.match(text, expected);
  // Tax by place of supply: the store's GSTIN is in Karnataka (29); a service in another state is IGST at the whole
  // rate, one in the same state (or with no known state) CGST + SGST.
  if (/Place of Supply: (?!Karnataka)[A-Za-z ]+ \(\d{2}\)/.test(text)) {
    assert.match(text, /IGST \(18%\)/);
    assert.doesNotMatch(text, /CGST|SGST/);
  } else {
    assert.match(text, /CGST \(9%\)/);
    assert.match(text, /SGST \(9%\)/);
    assert.doesNotMatch(text, /IGST/);
  }
  await screenshot(print, 'invoice-print-1280x720');
  const pdf = await print.pdf({ format: 'A4', printBackground: true });
  assert.ok(pdf.length > 5_000, 'the PDF has content');
  if (process.env.E2E_SCREENSHOTS) writeFileSync(`${process.env.E2E_SCREENSHOTS}/invoice.pdf`, pdf);

  // A token is for one booking and ends; the page without it is refused.
  const refused = await print.goto(link.url.replace(/token=[^&]+/, 'token=forged'));
  assert.equal(refused?.status(), 403);
  await context.close();
});

test('the summary edit: a role may change what it may, and the screen says so', async () => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: 1280, height: 720 });
  await login(page, 'ADMIN');
  await openOpenBooking(page);
  await page.getByRole('button', { name: 'Edit Summary' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Edit Summary' });
  await dialog.getByText('Delivery Date').waitFor();
  await dialog.getByText('Payment Method', { exact: true }).waitFor();
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? '/tmp'}/summary-edit-1280x720.png` });
  await dialog.getByRole('combobox', { name: 'Payment Method' }).click();
  // A method other than the booking's own (an unchanged summary closes without saving).
  const other = page.locator('.ant-select-item-option:not(.ant-select-item-option-selected)').first();
  const chosen = (await other.getAttribute('title')) ?? '';
  assert.ok(chosen, 'the other method has a name');
  await other.click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Successfully Updated Summary').waitFor({ timeout: 30_000 });
  await page.locator('.ant-descriptions').getByText(chosen, { exact: true }).first().waitFor();
  await context.close();

  // FINANCE sees only the payment.
  const finance = await newPage(browser());
  await login(finance.page, 'FINANCE');
  await openOpenBooking(finance.page);
  await finance.page.getByRole('button', { name: 'Edit Summary' }).click();
  const financeDialog = finance.page.locator('.ant-modal').filter({ hasText: 'Edit Summary' });
  await financeDialog.getByText('Payment Method', { exact: true }).waitFor();
  assert.equal(await financeDialog.getByText('Delivery Date').count(), 0);
  await finance.context.close();
});
