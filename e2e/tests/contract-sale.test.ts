import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Role } from '@storedesk/shared';
import { addDaysToDay, addMonthsToDay } from '@storedesk/shared/contracts';
import { callApi, login, newPage, screenshot, scrollsSideways, useBrowser } from './helpers';
import { customerWithAddress, fillNewContract, shownDay } from './contract-sale-steps';
import { bookingLinkedToContract, requestServiceOnDetails } from './contract-request-steps';

/** Issue 23: selling a customer contract from a plan, approving it and renewing it, as staff do it. */
const browser = useBrowser();

interface Details {
  _id: string;
  subscription_number: number;
  start_date: string;
  end_date: string;
  is_paid: boolean;
  is_approved: string;
  request_customer_payment: boolean;
  renewed_from_contract: { _id: string } | null;
  renewed_by: { _id: string; subscription_number: number } | null;
}

const details = async (page: import('playwright-core').Page, id: string) =>
  (await callApi<{ data: Details }>(page, 'GET', `store/customer_subscription/details?id=${id}`)).data;

test('a contract sold with Request Customer Payment comes with one payment request; approved, it takes a service request against its visits and renews once with the right dates', async () => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: 1280, height: 720 });
  await login(page, 'ADMIN');
  const customer = await customerWithAddress(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/store/customer_subscription')) posts.push(r.url());
  });

  await page.goto('/subscriptions');
  await page.getByRole('button', { name: 'New Contract' }).click();
  await page.getByRole('heading', { name: 'New Contract' }).waitFor();
  const dates = await fillNewContract(page, customer);
  assert.equal(await scrollsSideways(page), false, 'no sideways scrolling at 1280x720');
  await screenshot(page, 'contract-new-filled');
  await page.getByRole('button', { name: 'Create Contract' }).dblclick();
  await page.waitForURL(/\/subscriptions\/details\?id=/);
  await page.getByText('New contract has been created successfully').first().waitFor();
  assert.equal(posts.length, 1, 'one contract for a double click');

  const id = new URL(page.url()).searchParams.get('id') ?? '';
  const sold = await details(page, id);
  assert.deepEqual(
    { start: shownDay(sold.start_date), end: shownDay(sold.end_date), paid: sold.is_paid },
    { start: dates.start, end: dates.end, paid: false },
  );
  assert.equal(sold.end_date, addMonthsToDay(sold.start_date, 12));
  const requests = await callApi<{ total: number; data: { amount: string }[] }>(
    page,
    'GET',
    `store/payment/all?limit=10&offset=1&filter.customer_subscription_id=${id}`,
  );
  assert.equal(requests.total, 1, 'one payment request raised with the contract');
  await page.getByRole('table', { name: 'Payment Requests' }).locator('tr.ant-table-row').first().waitFor();
  await screenshot(page, 'contract-sold-details');

  await page.getByRole('button', { name: 'Approval' }).click();
  const approval = page.getByRole('dialog', { name: 'Approval' });
  await approval.getByLabel('Approval Status').click();
  await page.locator('.ant-select-dropdown:visible [title="Approved"]').click();
  await approval.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Successfully updated the contract').first().waitFor();
  await approval.waitFor({ state: 'hidden' });

  // An approved, active contract opens the request form at once; the booking takes one visit and is linked.
  const booking = await requestServiceOnDetails(page, id);
  await bookingLinkedToContract(page, booking._id, id);
  await page
    .getByRole('link', { name: `#${booking.order_number}` })
    .first()
    .click();
  await page.waitForURL(`**/orders/${booking._id}`);
  await page.getByText(`${booking.order_number}`).first().waitFor();
  await page.goBack();
  await page.getByRole('button', { name: 'Renew', exact: true }).waitFor();

  // The contract ends a year ahead, so its successor starts the day after and runs the same 12 months.
  const start = addDaysToDay(sold.end_date);
  const end = addMonthsToDay(start, 12);
  await page.getByRole('button', { name: 'Renew', exact: true }).dblclick();
  const question = page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to renew this contract?' });
  await question.getByText(`from ${shownDay(start)} to ${shownDay(end)}`).waitFor();
  assert.equal(await question.count(), 1, 'asked once');
  await question.getByRole('button', { name: 'Yes', exact: true }).dblclick();
  await page.getByText('Successfully renewed the contract').first().waitFor();
  await page.waitForURL((url) => url.searchParams.get('id') !== id);
  assert.equal(posts.length, 2, 'one renewal for a double click');
  const successor = await details(page, new URL(page.url()).searchParams.get('id') ?? '');
  assert.deepEqual(
    {
      start: successor.start_date,
      end: successor.end_date,
      from: successor.renewed_from_contract?._id,
      approval: successor.is_approved,
    },
    { start, end, from: id, approval: 'PENDING_APPROVAL' },
  );
  await page.getByRole('heading', { name: `Contract #${successor.subscription_number}` }).waitFor();
  await screenshot(page, 'contract-renewed');

  // The old contract now leads to its successor instead of offering Renew again.
  await page.goto(`/subscriptions/details?id=${id}`);
  await page.getByRole('button', { name: `Renewed as #${successor.subscription_number}` }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Renew', exact: true }).count(), 0);
  await context.close();
});

test('Renew is offered to ADMIN, and not to FINANCE or CSC, who may open the contract (spec 2 §6)', async () => {
  const seen: Record<string, boolean> = {};
  for (const role of ['ADMIN', 'FINANCE', 'CSC'] as Role[]) {
    const { context, page } = await newPage(browser());
    await login(page, role);
    const list = await callApi<{ data: { _id: string; subscription_number: number }[] }>(
      page,
      'GET',
      'store/customer_subscription/all?limit=20&offset=1',
    );
    let open: Details | undefined;
    for (const row of list.data) {
      const k = await details(page, row._id);
      if (!k.renewed_by) {
        open = k;
        break;
      }
    }
    assert.ok(open, 'a contract not yet renewed');
    await page.goto(`/subscriptions/details?id=${open._id}`);
    await page.getByRole('heading', { name: `Contract #${open.subscription_number}` }).waitFor();
    await page.getByRole('table', { name: 'Services' }).waitFor();
    seen[role] = (await page.getByRole('button', { name: 'Renew', exact: true }).count()) === 1;
    await context.close();
  }
  assert.deepEqual(seen, { ADMIN: true, FINANCE: false, CSC: false });
});
