import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callApi, login, newPage, screenshot, useBrowser } from './helpers';
import { linkOf, PROVIDER, SECRET, sendPaid } from './payment-provider';

const browser = useBrowser();

interface Row {
  _id: string;
  order_number: number;
  payment_number: number;
  status: string;
}

test('a payment request raised from a booking is listed for it and turns PAID with history on a signed webhook', async () => {
  assert.ok(PROVIDER && SECRET, 'run.mjs sets the payment provider environment');
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: 1280, height: 720 });
  await login(page, 'ADMIN');
  const bookings = await callApi<{ data: Row[] }>(page, 'GET', 'store/order/all?limit=1');
  const booking = bookings.data[0];

  await page.goto(`/orders/${booking._id}`);
  await page.getByRole('link', { name: 'New Payment Request' }).click();
  await page.waitForURL(`**/payments/new?order=${booking._id}`);
  await page.getByText(/^Still unpaid:/).waitFor({ timeout: 60_000 });
  await page.getByLabel('Amount').fill('1.25');
  await page.getByLabel('Due Date').click();
  await page.locator('.ant-picker-dropdown').getByText('Today').click();
  await screenshot(page, 'payments-new');
  await page.getByRole('button', { name: 'Create Payment Request' }).click();
  // A booking with nothing left unpaid asks first.
  const confirmAnyway = page.getByRole('button', { name: 'Create anyway' });
  await Promise.race([
    page.waitForURL('**/payments', { timeout: 60_000 }),
    confirmAnyway.waitFor({ timeout: 60_000 }).then(() => confirmAnyway.click()),
  ]);
  await page.waitForURL('**/payments');

  await page.goto(`/payments?order=${booking.order_number}`);
  await page.getByText(`Showing the payment requests of booking #${booking.order_number}`).waitFor();
  const mine = await callApi<{ data: Row[] }>(
    page,
    'GET',
    `store/payment/all?limit=1&filter.order_id=${booking._id}`,
  );
  const request = mine.data[0];
  const table = page.getByRole('table', { name: 'Payment Requests' });
  await table.getByRole('link', { name: `#${request.payment_number}`, exact: true }).waitFor();
  await screenshot(page, 'payments-list');

  const link = await linkOf(request._id);
  assert.equal(link.amount, 125);
  await sendPaid(link, 125, 'pay_e2e1');

  await page
    .getByRole('link', { name: `#${request.payment_number}`, exact: true })
    .first()
    .click();
  await page.waitForURL(`**/payments/${request._id}/details`);
  await page.getByText(`Payment Request #${request.payment_number}`).waitFor();
  const history = page.getByRole('table', { name: 'Status History' });
  const providerRow = history.getByRole('row').filter({ hasText: 'Payment provider' });
  await providerRow.waitFor();
  assert.match(await providerRow.innerText(), /Pending\s+Paid/);
  await page
    .locator('.ant-tag', { hasText: /^Paid$/ })
    .first()
    .waitFor();
  await page.getByText('pay_e2e1').waitFor();
  await screenshot(page, 'payments-details');
  await context.close();
});

test('a payment for less than asked leaves the request Partially Paid, showing received and remaining', async () => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: 1280, height: 720 });
  await login(page, 'ADMIN');
  const bookings = await callApi<{ data: (Row & { customer_id: string })[] }>(
    page,
    'GET',
    'store/order/all?limit=1&offset=2',
  );
  const booking = bookings.data[0];
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const created = await callApi<{ data: { _id: string; payment_number: number } }>(
    page,
    'POST',
    'store/payment',
    {
      store_payment: { amount: 700, due_date: due, customer_id: booking.customer_id, order_id: booking._id },
      idempotency_key: `e2e-partial-${booking._id}`,
      confirm_over_unpaid: true,
    },
  );
  const request = created.data;
  // ₹100 arrives against ₹700 asked.
  await sendPaid(await linkOf(request._id), 10_000, `pay_e2e_partial_${request._id}`);

  await page.goto(`/payments?order=${booking._id}`);
  const table = page.getByRole('table', { name: 'Payment Requests' });
  const row = table.getByRole('row').filter({ hasText: `#${request.payment_number}` });
  await row.waitFor({ timeout: 60_000 });
  assert.match(await row.innerText(), /₹700\.00\s+₹100\.00/);
  assert.match(await row.innerText(), /Partially Paid/);
  await screenshot(page, 'payments-list-partial');

  await page.goto(`/payments/${request._id}/details`);
  await page.getByText(`Payment Request #${request.payment_number}`).waitFor({ timeout: 60_000 });
  const received = page.locator('.ant-descriptions-item-label', { hasText: /^Received$/ }).first();
  const remaining = page.locator('.ant-descriptions-item-label', { hasText: /^Remaining$/ }).first();
  assert.equal((await received.locator('xpath=following-sibling::td[1]').innerText()).trim(), '₹100.00');
  assert.equal((await remaining.locator('xpath=following-sibling::td[1]').innerText()).trim(), '₹600.00');
  assert.equal(await page.getByText('Review', { exact: true }).count(), 0);
  await screenshot(page, 'payments-details-partial');
  await context.close();
});
