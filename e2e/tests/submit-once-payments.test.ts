import type { Page } from 'playwright-core';
import assert from 'node:assert/strict';
import { callApi, useBrowser } from './helpers';
import { FAIL_ONCE_AMOUNT, linkOf, sendPaid } from './payment-provider';
import {
  confirmHurriedly,
  onceTests,
  pressEnterFourTimes,
  stamp,
  successShown,
  total,
  unpaidBookings,
  type OnceCase,
} from './submit-once';

/** Submit-once (issue 21 §1) on the contracts-payments remote: payment requests and master contracts. */
const browser = useBrowser();
const planName = `Once plan ${stamp}`;

const requestsOf = (page: Page, orderId: string) =>
  total(page, `store/payment/all?limit=1&filter.order_id=${orderId}`);

/** New Payment Request for the `nth` booking with something unpaid, filled with `amount` due today. */
async function openNewRequest(page: Page, nth: number, amount: string) {
  const booking = (await unpaidBookings(page, 5))[nth];
  await page.goto(`/payments/new?order=${booking._id}`);
  await page.getByText(/^Still unpaid:/).waitFor({ timeout: 60_000 });
  await page.getByLabel('Due Date').click();
  await page.locator('.ant-picker-dropdown').getByText('Today').click();
  await page.getByRole('spinbutton', { name: 'Amount' }).fill(amount);
  return booking._id;
}

/** A payment request that is still Pending, on its details screen. */
async function openPendingRequest(page: Page) {
  const list = await callApi<{ data: { _id: string; status: string }[] }>(
    page,
    'GET',
    'store/payment/all?limit=50',
  );
  const request = list.data.find((row) => row.status === 'PENDING') ?? list.data[0];
  await page.goto(`/payments/${request._id}/details`);
  await page.getByRole('button', { name: 'Delete' }).waitFor();
  return request._id;
}

/** A request of `amount` made through the API for a booking with more than that unpaid, on its details screen. */
async function openNewRequestDetails(page: Page, amount: number, key: string) {
  const [booking] = await unpaidBookings(page, amount);
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const created = await callApi<{ data: { _id: string } }>(page, 'POST', 'store/payment', {
    store_payment: { amount, due_date: due, customer_id: booking.customer_id, order_id: booking._id },
    idempotency_key: `once-${key}-${stamp}`,
  });
  await page.goto(`/payments/${created.data._id}/details`);
  await page.getByRole('button', { name: 'Delete' }).waitFor();
  return created.data._id;
}

/** A request whose link the provider refused at creation: it says so, with the way to try again. */
async function openFailedLinkRequest(page: Page, key: string) {
  const id = await openNewRequestDetails(page, FAIL_ONCE_AMOUNT, key);
  // The link is made after the request is saved; reload until its failure shows.
  const retry = page.getByRole('button', { name: 'Create the link again' });
  for (let i = 0; i < 20 && !(await retry.isVisible()); i++) {
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('button', { name: 'Delete' }).waitFor();
  }
  await retry.waitFor({ timeout: 1000 });
  return id;
}

const detailsOf = async (page: Page, id: string) =>
  (
    await callApi<{ data: { amount: string; needs_review: boolean; link_status: string } }>(
      page,
      'GET',
      `store/payment/details?store_payment_id=${id}`,
    )
  ).data;

const plans = (page: Page) => total(page, 'store/subscription/all?limit=1&offset=1');

const cases: OnceCase<string>[] = [
  {
    name: 'New Payment Request: four Enters in Amount make one request, one row and one toast',
    open: (page) => openNewRequest(page, 0, '1.25'),
    act: (page) => pressEnterFourTimes(page.getByRole('spinbutton', { name: 'Amount' })),
    done: (page) => page.waitForURL('**/payments'),
    sends: 'POST store/payment',
    rows: { count: requestsOf, change: 1 },
  },
  {
    name: 'New Payment Request: a double click on Create makes one request and one toast',
    open: (page) => openNewRequest(page, 1, '1.50'),
    act: (page) => page.getByRole('button', { name: 'Create Payment Request' }).dblclick(),
    done: (page) => page.waitForURL('**/payments'),
    sends: 'POST store/payment',
    rows: { count: requestsOf, change: 1 },
  },
  {
    name: 'Payment request status: a double click on Save changes the status once',
    open: async (page) => {
      const id = await openPendingRequest(page);
      await page.getByRole('combobox', { name: 'Change Status' }).click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: 'Cancelled' })
        .click();
      return id;
    },
    act: (page) => page.getByRole('button', { name: 'Save', exact: true }).dblclick(),
    done: (page) => successShown(page),
    sends: 'PUT store/payment',
  },
  {
    name: 'Delete Payment Request: double clicks on Delete and on Yes delete once, with one toast',
    open: openPendingRequest,
    act: (page) =>
      confirmHurriedly(page, page.getByRole('button', { name: 'Delete' }), 'Are you sure want to delete'),
    done: async (page) => {
      await page.waitForURL('**/payments');
      await successShown(page);
    },
    sends: 'DELETE store/payment/delete',
  },
  {
    name: 'Change Amount: a double click on Save Amount (a request without a live link) saves once',
    open: async (page) => {
      const id = await openFailedLinkRequest(page, 'amount');
      await page.getByRole('spinbutton', { name: 'Change Amount' }).fill('400');
      return id;
    },
    act: (page) => page.getByRole('button', { name: 'Save Amount' }).dblclick(),
    done: async (page, id) => {
      await successShown(page);
      assert.equal(Number((await detailsOf(page, id)).amount), 400);
    },
    sends: 'PUT store/payment',
  },
  {
    name: 'Failed link: a double click on "Create the link again" makes one link and says so once',
    open: (page) => openFailedLinkRequest(page, 'retry'),
    act: (page) => page.getByRole('button', { name: 'Create the link again' }).dblclick(),
    done: async (page, id) => {
      await successShown(page);
      assert.equal((await detailsOf(page, id)).link_status, 'CREATED');
    },
    sends: 'POST store/payment/link',
  },
  {
    name: 'Mark reviewed: a double click on an over-paid request clears its flag once',
    open: async (page) => {
      const id = await openNewRequestDetails(page, 5, 'review');
      // ₹100 arrives against ₹5 asked: Paid, flagged for review.
      await sendPaid(await linkOf(id), 10_000, `pay_e2e_once_${id}`);
      await page.reload();
      await page.getByRole('button', { name: 'Mark reviewed' }).waitFor();
      return id;
    },
    act: (page) => page.getByRole('button', { name: 'Mark reviewed' }).dblclick(),
    done: async (page, id) => {
      await successShown(page);
      assert.equal((await detailsOf(page, id)).needs_review, false);
    },
    sends: 'PUT store/payment',
  },
  {
    name: 'New Master Contract: a double click on Save makes one plan',
    open: async (page) => {
      await page.goto('/subscriptions/master/new');
      await page.getByLabel('Name', { exact: true }).fill(planName);
      await page.getByLabel('Parent SKU').fill(`ONCE-${stamp}`);
      const variant = page.getByRole('group', { name: 'Variant 1' });
      await variant.getByLabel('Variant name').fill('Basic');
      await variant.getByLabel('Price', { exact: true }).fill('999');
      return '';
    },
    act: (page) => page.getByRole('button', { name: 'Save' }).dblclick(),
    done: (page) => page.waitForURL(/\/subscriptions\/master$/),
    sends: 'POST store/subscription',
    toast: 'Master contract created successfully',
    rows: { count: plans, change: 1 },
  },
  {
    name: 'Edit Master Contract: four Enters in Name save once',
    open: async (page) => {
      await page.goto('/subscriptions/master');
      const row = page.locator('.ant-table-row').filter({ hasText: planName });
      await row.getByRole('link', { name: `Edit ${planName}` }).click();
      const name = page.getByLabel('Name', { exact: true });
      for (let i = 0; i < 100 && (await name.inputValue()) !== planName; i++) await page.waitForTimeout(100);
      await name.fill(`${planName} edited`);
      return '';
    },
    act: async (page, _, sent) => {
      await pressEnterFourTimes(page.getByLabel('Name', { exact: true }));
      if (sent() === 0) await page.getByRole('button', { name: 'Save' }).dblclick();
    },
    done: (page) => page.waitForURL(/\/subscriptions\/master(\/details\?id=.*)?$/),
    sends: 'PUT store/subscription',
    rows: { count: plans, change: 0 },
  },
  {
    name: 'Master contract switch: a double click turns it off once',
    open: async (page) => {
      await page.goto('/subscriptions/master');
      await page.getByRole('switch', { name: `Active: ${planName} edited` }).waitFor();
      return '';
    },
    act: (page) => page.getByRole('switch', { name: `Active: ${planName} edited` }).dblclick(),
    done: (page) => successShown(page),
    sends: 'PUT store/subscription/status',
  },
];

onceTests(browser, cases);
