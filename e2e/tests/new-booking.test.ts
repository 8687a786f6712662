import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { createAndWait } from './booking-steps';
import { callApi, useBrowser, login, newPage, screenshot } from './helpers';

const browser = useBrowser();

async function pickCustomer(page: Page, keyword: string) {
  await page.getByLabel('Search customers').fill(keyword);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Select' }).first().click();
  await page
    .getByText('Chosen customer')
    .or(page.getByRole('button', { name: 'Change' }))
    .first()
    .waitFor();
}

/** Full Home Deep Cleaning asks its request form (a mandatory number and a mandatory choice). */
async function addDeepCleaning(page: Page) {
  await page.getByRole('button', { name: 'Add Service' }).first().click();
  await page.getByLabel('Search services').fill('Full Home');
  await page.getByRole('radio', { name: /Full Home Deep Cleaning/ }).check();
  const add = page.getByRole('button', { name: 'Add', exact: true });
  // Under load a click can land while the dropdown is still opening and pick nothing; choose until Add is enabled.
  for (let attempt = 0; attempt < 3 && (await add.isDisabled()); attempt++) {
    await page.getByRole('combobox', { name: 'Variant' }).click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await option.waitFor();
    await option.click();
    await page.waitForTimeout(500);
  }
  await add.click();
  await page.getByLabel('Number of rooms').fill('3');
  await page.getByRole('radio', { name: 'Furnished', exact: true }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Successfully Added Service to Cart').first().waitFor();
}

test('a booking made from scratch is edited in its details, completed and then locked', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  await page.goto('/orders');
  await page.getByRole('button', { name: 'New Booking' }).click();
  await page.waitForURL('**/orders/new');
  await pickCustomer(page, 'Meera');
  await addDeepCleaning(page);
  const total = await page.getByTestId('cart-total').innerText();
  assert.match(total, /₹[\d,]+\.\d\d/);
  assert.notEqual(total, '₹0.00');
  await page.getByLabel('Notes', { exact: true }).fill('Gate code 2211');
  await screenshot(page, 'new-booking-filled');
  const bookingId = await createAndWait(page);

  await page.goto(`/orders/${bookingId}`);
  await page.getByText('Gate code 2211').waitFor();
  await page.getByText('Number of rooms: 3').waitFor();
  assert.equal(await page.getByTestId('cart-total').count(), 0);

  await page.getByLabel('Write a note').fill('Customer asked for eco products');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await page.getByText('Successfully Updated Notes').first().waitFor();
  await page.getByRole('combobox', { name: 'Tags' }).fill('priority');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save Tags' }).click();
  await page.getByText('Successfully Updated Tags').first().waitFor();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('Completed', { exact: true }).click();
  // Completing locks the booking, so it asks first and says so.
  const confirm = page.getByRole('dialog').filter({ hasText: 'Mark this booking completed?' });
  await confirm.getByText('This marks the booking paid and locks it').waitFor();
  await confirm.getByRole('button', { name: 'Mark Completed' }).click();
  await page.getByText('Booking Status updated').first().waitFor();
  await page.getByText('This booking is completed. Its details can no longer be changed.').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Add Note' }).isDisabled(), true);
  await screenshot(page, 'booking-completed');
  await context.close();
});

test('an abandoned cart opens in New booking and becomes a booking; the cart is then gone', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'CSC');
  const customers = await callApi<{ data: { _id: string }[] }>(
    page,
    'GET',
    'customer/search?limit=15&offset=1&filter.keyword=Arjun',
  );
  const customerId = customers.data[0]._id;
  const services = await callApi<{ data: { _id: string; name: string }[] }>(
    page,
    'GET',
    'store/product/all?limit=20&offset=1&filter.keyword=Sofa%20Shampooing',
  );
  const service = services.data[0];
  await callApi(page, 'POST', 'store/cart', {
    order_type: 'CSC',
    type: 'PRODUCTS',
    customer_id: customerId,
    cart: { products: [{ product_id: service._id, selected_quantity: 2 }] },
  });

  await page.goto(`/orders/new/${customerId}`);
  await page.getByText('Loaded the customer’s abandoned cart').first().waitFor();
  await page.getByText(service.name).first().waitFor();
  await screenshot(page, 'new-booking-from-cart');
  await createAndWait(page);
  const cart = await callApi<{ data: unknown }>(page, 'GET', `store/cart?customer_id=${customerId}`);
  assert.equal(cart.data, null);
  await context.close();
});

test('a report is generated on the server and downloaded as a spreadsheet', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  await page.goto('/reports/sales/daily');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Generate Report' }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^sales_daily_.*\.xlsx$/);
  const path = await download.path();
  assert.ok(path);
  await context.close();
});
