import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createAndWait } from './booking-steps';
import { BASE, callApi, login, newPage, screenshot, useBrowser } from './helpers';

const browser = useBrowser();
const stamp = Date.now().toString().slice(-6);

/** Chooses an option of an antd select by typing part of it. */
async function choose(page: Page, combobox: string, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: combobox }).fill(typed);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

test('a customer is created with an address, edited, and shown in its details', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  const lastName = `Iyer${stamp}`;
  await page.goto('/customers');
  await page.getByRole('button', { name: 'New Customer' }).click();
  await page.waitForURL('**/customers/new');
  await page.getByLabel('First Name', { exact: true }).fill('Meera');
  await page.getByLabel('Last Name', { exact: true }).fill(lastName);
  await page.getByLabel('Email', { exact: true }).fill(`meera.${stamp}@e2e.test`);
  await choose(page, 'Country', 'Ind', /^India \(/);
  assert.equal(await page.getByLabel('Country Code', { exact: true }).inputValue(), '+91');
  await page.getByLabel('Phone Number', { exact: true }).fill(`98${stamp}11`);
  await page.getByRole('combobox', { name: 'Tags' }).fill('vip');
  await page.keyboard.press('Enter');

  await page.getByRole('button', { name: 'New Address' }).click();
  const dialog = page.getByRole('dialog');
  // Without a maps key the picker says so and the address is typed by hand.
  await dialog.getByLabel('Street').fill('12 Lake View Road');
  await dialog.getByLabel('Locality').fill('Indiranagar');
  await dialog.getByLabel('City').fill('Bengaluru');
  await dialog.getByLabel('State').fill('Karnataka');
  await dialog.getByLabel('Zip Code').fill('560038');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('12 Lake View Road').first().waitFor();
  await screenshot(page, 'customer-new-filled');
  await page.getByRole('button', { name: 'Create Customer' }).click();
  await page.getByText('Customer created successfully').first().waitFor();

  const found = await callApi<{ data: { _id: string }[] }>(
    page,
    'GET',
    `customer/search?limit=15&offset=1&filter.keyword=${lastName}`,
  );
  assert.equal(found.data.length, 1);
  const id = found.data[0]._id;

  await page.goto(`/customers/edit?customer_id=${id}`);
  await page.getByLabel('Last Name', { exact: true }).waitFor();
  const lastNameInput = page.getByLabel('Last Name', { exact: true });
  // The form fills in once the customer has loaded.
  for (let i = 0; i < 100 && (await lastNameInput.inputValue()) !== lastName; i++)
    await page.waitForTimeout(100);
  assert.equal(await lastNameInput.inputValue(), lastName);
  await page.getByLabel('Last Name', { exact: true }).fill(`${lastName}-Rao`);
  await page.getByRole('button', { name: 'Update Customer' }).click();
  await page.getByText('Customer updated successfully').first().waitFor();

  await page.goto(`/customers/detail?customer_id=${id}`);
  await page.getByText(`Meera ${lastName}-Rao`).first().waitFor();
  await page.getByText('12 Lake View Road', { exact: false }).first().waitFor();
  await page.getByText('vip').first().waitFor();
  await screenshot(page, 'customer-detail');
  await context.close();
});

test('a MANUAL group gets customers from the picker; an automated group gets its members from the server', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  const manualName = `Front gate ${stamp}`;
  await page.goto('/customers/groups');
  await page.getByRole('button', { name: 'New Group' }).click();
  await page.waitForURL('**/customers/groups/new');
  await page.getByLabel('Group Name').fill(manualName);
  await page.getByRole('button', { name: 'Add Customers' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('Search Customers').fill('Meera');
  await picker.locator('.ant-table-row').first().waitFor();
  await picker.locator('.ant-table-row .ant-checkbox-input').first().check();
  await picker.getByRole('button', { name: 'Add Selected' }).click();
  await page.locator('.ant-table-row').first().waitFor();
  await page.getByRole('button', { name: 'Create Group' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Customer Group created successfully').first().waitFor();
  await page.waitForURL('**/customers/groups');
  const manualRow = page.locator('.ant-table-row').filter({ hasText: manualName });
  await manualRow.waitFor();
  assert.match(await manualRow.innerText(), /Manual\s+1\b/);

  const autoName = `Loyal ${stamp}`;
  await page.getByRole('button', { name: 'New Group' }).click();
  await page.getByLabel('Group Name').fill(autoName);
  await page.getByRole('radio', { name: 'Automated' }).check();
  await page.getByRole('button', { name: 'Create Group' }).click();
  await page.getByText('You must choose atleast one condition for Automated assignment').first().waitFor();
  await page.getByRole('checkbox', { name: 'Repeat Bookings' }).check();
  await page.getByLabel('Repeat Bookings value').fill('3');
  await page.getByRole('button', { name: 'Create Group' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Customer Group created successfully').first().waitFor();
  // The first group's toast may still be up: the list's own URL says this save is done.
  await page.waitForURL('**/customers/groups');
  const autoRow = page.locator('.ant-table-row').filter({ hasText: autoName });
  await autoRow.waitFor();
  const groups = await callApi<{ data: { _id: string; name: string; member_count: number }[] }>(
    page,
    'GET',
    'store/customer/group/all?limit=100&offset=1',
  );
  const auto = groups.data.find((g) => g.name === autoName);
  const repeaters = await callApi<{ total: number }>(
    page,
    'GET',
    'customer/all?limit=1&offset=1&filter.order_count_from=3',
  );
  assert.ok(auto && repeaters.total > 0);
  assert.equal(auto.member_count, repeaters.total);
  await page.getByRole('link', { name: `View ${autoName}` }).click();
  await page.waitForURL('**/customers/groups/detail?**');
  await page.getByRole('heading', { name: `Customer Group: ${autoName}` }).waitFor();
  // The members the server computed from the condition: every one has at least 3 bookings.
  const members = page.locator('.ant-table-row');
  await members.first().waitFor();
  const bookingCounts = await members.evaluateAll((rows) =>
    rows.map((row) => Number(row.querySelectorAll('td')[3]?.textContent)),
  );
  assert.equal(bookingCounts.length, Math.min(repeaters.total, 20));
  assert.ok(
    bookingCounts.every((n) => n >= 3),
    `bookings per member: ${bookingCounts.join(', ')}`,
  );
  await screenshot(page, 'customer-group-automated');
  await context.close();
});

test('an abandoned cart is converted into a booking from the carts screen', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  const customers = await callApi<{ data: { _id: string; first_name: string; last_name: string }[] }>(
    page,
    'GET',
    'customer/search?limit=15&offset=1&filter.keyword=Kavya',
  );
  const customer = customers.data[0];
  const services = await callApi<{ data: { _id: string; name: string }[] }>(
    page,
    'GET',
    'store/product/all?limit=20&offset=1&filter.keyword=Sofa%20Shampooing',
  );
  // A fresh cart is the newest, so it is on the list's first page (an old one would keep its created date). It is
  // recorded as the storefront app does (a cart staff build is not an abandoned cart), with the store's key.
  await callApi(page, 'DELETE', `store/cart/delete?id=${customer._id}`).catch(() => undefined);
  const store = await callApi<{
    data: { _id: string; store_meta_config: { meta_config_name: string; meta_config_value: string }[] };
  }>(page, 'GET', 'store/details');
  const key = store.data.store_meta_config.find((c) => c.meta_config_name === 'storefront_api_key');
  assert.ok(key, 'ADMIN sees the storefront key');
  const recorded = await fetch(`${BASE}/api/storefront/cart`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-storefront-key': key.meta_config_value },
    body: JSON.stringify({
      store_id: store.data._id,
      customer_id: customer._id,
      channel: 'WEB_APP',
      products: [{ product_id: services.data[0]._id, selected_quantity: 1, selling_price: 1 }],
    }),
  });
  assert.equal(recorded.status, 200, await recorded.text());
  await page.goto('/customers/abandoned_carts');
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  await page
    .getByRole('link', { name: `Convert to Booking ${name}` })
    .first()
    .click();
  await page.waitForURL(`**/orders/new/${customer._id}`);
  await page.getByText(services.data[0].name).first().waitFor();
  await createAndWait(page);
  const cart = await callApi<{ data: unknown }>(page, 'GET', `store/cart?customer_id=${customer._id}`);
  assert.equal(cart.data, null);
  await context.close();
});
