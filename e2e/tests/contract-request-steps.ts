import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { callApi, screenshot } from './helpers';

interface LedgerItem {
  _id: string;
  total_quantity: number;
  available_quantity: number;
  visits: { _id: string; order_number: number }[];
}

const ledger = async (page: Page, id: string) =>
  (
    await callApi<{ data: { variant: { applicable_to: LedgerItem[] } } }>(
      page,
      'GET',
      `store/customer_subscription/details?id=${id}`,
    )
  ).data.variant.applicable_to;

/**
 * Requests a service on the open, approved contract's details screen (issue 23 "Request new service"): the form
 * opens without a question, tomorrow's first morning slot is booked with a double click on Request. Answers the
 * booking made, after checking that one visit was taken and that the ledger on the screen says so.
 */
export async function requestServiceOnDetails(page: Page, contractId: string) {
  const [before] = await ledger(page, contractId);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/store/customer_subscription/request_service'))
      posts.push(r.url());
  });
  await page.getByRole('button', { name: 'Request New Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request New Service' });
  await dialog.waitFor();
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + 24 * 60 * 60 * 1000),
  );
  await dialog.getByLabel('Date', { exact: true }).click();
  await page.locator(`.ant-picker-dropdown:visible .ant-picker-cell[title="${tomorrow}"]`).click();
  await dialog.getByRole('radio', { name: /AM - / }).first().check();
  // The demo AC service asks for the brand (a mandatory request field).
  await dialog.getByLabel('AC brand', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await screenshot(page, 'contract-request-service');
  await dialog.getByRole('button', { name: 'Request', exact: true }).dblclick();
  await page.getByText('Successfully Requested New Service').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(posts.length, 1, 'one request for a double click');

  const [after] = await ledger(page, contractId);
  assert.equal(after.available_quantity, before.available_quantity - 1, 'one visit taken');
  const used = after.total_quantity - after.available_quantity;
  await page.getByText(`${used} of ${after.total_quantity} visits used`).waitFor();
  const booking = after.visits[0];
  await page
    .getByRole('link', { name: `#${booking.order_number}` })
    .first()
    .waitFor();
  return booking;
}

/** The booking shows in the bookings list and its details, linked to the contract. */
export async function bookingLinkedToContract(page: Page, bookingId: string, contractId: string) {
  const list = await callApi<{ data: { _id: string; customer_subscription_id: string | null }[] }>(
    page,
    'GET',
    'store/order/all?limit=20&offset=1',
  );
  const row = list.data.find((r) => r._id === bookingId);
  assert.equal(row?.customer_subscription_id, contractId, 'in the bookings list, linked to the contract');
}
