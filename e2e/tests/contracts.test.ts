import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Role } from '@storedesk/shared';
import { callApi, login, newPage, pickInDialog, screenshot, scrollsSideways, useBrowser } from './helpers';

const browser = useBrowser();

interface ContractRow {
  _id: string;
  subscription_number: number;
  is_approved: string;
}

test('contracts: the menu opens the list, 10 a page; a filter shows as a tag and narrows the list', async () => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: 1280, height: 720 });
  await login(page, 'ADMIN');
  await page
    .getByRole('menu', { name: 'Main menu' })
    .getByRole('menuitem')
    .filter({ hasText: /^\s*Contracts\s*$/ })
    .click();
  await page.waitForURL(/\/subscriptions$/);
  const table = page.getByRole('table', { name: 'Contracts' });
  await table.locator('tr.ant-table-row').nth(9).waitFor();
  assert.equal(await table.locator('tr.ant-table-row').count(), 10);
  assert.equal(await scrollsSideways(page), false, 'no sideways scrolling at 1280x720');
  // Words, not codes.
  assert.doesNotMatch(await table.innerText(), /PENDING_APPROVAL|ON_HOLD/);
  await screenshot(page, 'contracts-list');

  const pending = await callApi<{ total: number }>(
    page,
    'GET',
    'store/customer_subscription/all?limit=1&filter.is_approved=PENDING_APPROVAL',
  );
  await page.getByRole('button', { name: /^Filter/ }).click();
  await pickInDialog(page, 'Approval', 'Pending Approval');
  const asked = page.waitForRequest((r) => r.url().includes('filter.is_approved=PENDING_APPROVAL'));
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await asked;
  await page.getByRole('group', { name: 'Active filters' }).getByText('Approval: Pending Approval').waitFor();
  await table.locator('tr.ant-table-row').first().waitFor();
  const shown = await table.locator('tr.ant-table-row').count();
  assert.equal(shown, Math.min(10, pending.total));
  assert.equal(await table.getByText('Pending Approval').count(), shown);
  await screenshot(page, 'contracts-list-filtered');

  // The filter is the session's: a new visit keeps it, and its tag clears it.
  await page.reload();
  await page.getByText('Approval: Pending Approval').waitFor();
  await page.getByLabel('Remove filter Approval').click();
  await page.getByText('Approval: Pending Approval').waitFor({ state: 'hidden' });
  await context.close();
});

test('contracts: a contract opens from the list with its services, visits, address and payment requests', async () => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: 1280, height: 720 });
  await login(page, 'ADMIN');
  await page.goto('/subscriptions?page=2');
  const table = page.getByRole('table', { name: 'Contracts' });
  const first = table.locator('tr.ant-table-row').first();
  await first.waitFor();
  const number = (await first.getByRole('link').first().innerText()).trim();
  await first.getByRole('link').first().click();
  await page.getByRole('heading', { name: `Contract ${number}` }).waitFor();
  await page
    .getByRole('table', { name: 'Services' })
    .getByText(/\d+ of \d+ visits used/)
    .first()
    .waitFor();
  await page.getByRole('table', { name: 'Payment Requests' }).waitFor();
  assert.equal(await scrollsSideways(page), false, 'no sideways scrolling at 1280x720');
  await screenshot(page, 'contract-details');
  // Back returns to the list page it came from.
  await page.getByRole('link', { name: 'Back to Contracts' }).click();
  await page.waitForURL(/\/subscriptions\?page=2$/);
  await context.close();
});

test('contracts: ADMIN approves a pending contract and moves its end date, each saved once', async () => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: 1280, height: 720 });
  await login(page, 'ADMIN');
  const [pending] = (
    await callApi<{ data: (ContractRow & { end_date: string })[] }>(
      page,
      'GET',
      'store/customer_subscription/all?limit=1&filter.is_approved=PENDING_APPROVAL',
    )
  ).data;
  await page.goto(`/subscriptions/details?id=${pending._id}`);
  await page.getByRole('heading', { name: `Contract #${pending.subscription_number}` }).waitFor();
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/store/customer_subscription')) puts.push(r.url());
  });

  await page.getByRole('button', { name: 'Approval' }).click();
  const approval = page.getByRole('dialog', { name: 'Approval' });
  await approval.getByLabel('Approval Status').click();
  await page.locator('.ant-select-dropdown:visible [title="Approved"]').click();
  await screenshot(page, 'contract-approval-modal');
  await approval.getByRole('button', { name: 'Save' }).dblclick();
  await page.getByText('Successfully updated the contract').first().waitFor();
  await approval.waitFor({ state: 'hidden' });
  assert.equal(puts.length, 1, 'one save');

  // New end date: a day later, typed as DD/MM/YYYY; the question warns that invoice dates stay.
  const [y, m, d] = pending.end_date.split('-').map(Number);
  const later = new Date(Date.UTC(y, m - 1, d + 1));
  const typed = `${String(later.getUTCDate()).padStart(2, '0')}/${String(later.getUTCMonth() + 1).padStart(2, '0')}/${later.getUTCFullYear()}`;
  await page.getByRole('button', { name: 'Edit Summary' }).click();
  const summary = page.getByRole('dialog', { name: 'Edit Summary' });
  const end = summary.getByLabel('End Date');
  await end.click();
  await end.fill(typed);
  await end.press('Enter');
  await summary.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Are you sure want to update this contract?' });
  await question.getByText('The dates of invoices already raised will not change.').waitFor();
  await question.getByRole('button', { name: 'Yes', exact: true }).click();
  await summary.waitFor({ state: 'hidden' });
  await page.getByText(typed).first().waitFor();
  assert.equal(puts.length, 2);
  const after = await callApi<{ data: { is_approved: string; end_date: string; version: number } }>(
    page,
    'GET',
    `store/customer_subscription/details?id=${pending._id}`,
  );
  assert.deepEqual(
    { approval: after.data.is_approved, end: after.data.end_date, version: after.data.version },
    { approval: 'APPROVED', end: later.toISOString().slice(0, 10), version: 2 },
  );
  await context.close();
});

test("contracts: a customer's contract links from the customer's details to the contract", async () => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, 'ADMIN');
  const [contract] = (
    await callApi<{ data: (ContractRow & { customer_id: string })[] }>(
      page,
      'GET',
      'store/customer_subscription/all?limit=1',
    )
  ).data;
  await page.goto(`/customers/detail?customer_id=${contract.customer_id}`);
  const link = page.getByRole('link', { name: `#${contract.subscription_number}`, exact: true });
  await link.waitFor();
  assert.equal(await link.getAttribute('href'), `/subscriptions/details?id=${contract._id}`);
  await link.click();
  await page.getByRole('heading', { name: `Contract #${contract.subscription_number}` }).waitFor();
  await context.close();
});

for (const [role, mayCreate] of [
  ['CSC', true],
  ['SITEADMIN', true],
  ['FINANCE', false],
] as [Role, boolean][])
  test(`contracts: ${role} sees the list${mayCreate ? ' and New Contract' : ', without New Contract'}`, async () => {
    const { context, page } = await newPage(browser());
    await page.setViewportSize({ width: 1280, height: 720 });
    await login(page, role);
    await page.goto('/subscriptions');
    await page.getByRole('table', { name: 'Contracts' }).locator('tr.ant-table-row').first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'New Contract' }).count(), mayCreate ? 1 : 0);
    await context.close();
  });
