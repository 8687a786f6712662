import type { Page } from 'playwright-core';
import { callApi } from './helpers';

/** A customer with a saved address, found by a keyword of the demo data. */
export async function customerWithAddress(page: Page, keyword = 'Kavya') {
  const found = await callApi<{ data: { _id: string; first_name: string; last_name: string }[] }>(
    page,
    'GET',
    `customer/search?limit=15&offset=1&filter.keyword=${keyword}`,
  );
  for (const customer of found.data) {
    const full = await callApi<{ data: { addresses: unknown[] } }>(
      page,
      'GET',
      `customer?customer_id=${customer._id}`,
    );
    if (full.data.addresses.length) return customer;
  }
  throw new Error(`no customer named ${keyword} with an address`);
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByLabel(label, { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await (typeof option === 'string' ? options.and(page.locator(`[title="${option}"]`)) : options)
    .filter(typeof option === 'string' ? {} : { hasText: option })
    .first()
    .click();
}

/**
 * Fills New Contract (/subscriptions/new, already open) for the customer: their first address, the demo plan
 * 'Annual AC Care Plan', its variant '1 AC' yearly (12 months), paid by the given method. Answers the dates shown.
 */
export async function fillNewContract(
  page: Page,
  customer: { first_name: string },
  paymentMethod = 'Request Customer Payment',
) {
  const search = page.getByLabel('Customer', { exact: true });
  await search.click();
  await search.pressSequentially(customer.first_name.slice(0, 5));
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: customer.first_name })
    .first()
    .click();
  await page.getByRole('radiogroup', { name: 'Customer Address' }).getByRole('radio').first().check();
  await pick(page, 'Master Contract', 'Annual AC Care Plan');
  await pick(page, 'Variant', '1 AC');
  await pick(page, 'Billing Period', /^Yearly/);
  await pick(page, 'Payment Method', paymentMethod);
  return {
    start: await page.getByLabel('Start Date', { exact: true }).inputValue(),
    end: await page.getByLabel('End Date', { exact: true }).inputValue(),
  };
}

/** DD/MM/YYYY of a YYYY-MM-DD day, as the screens show it. */
export const shownDay = (day: string) => day.split('-').reverse().join('/');
