import type { Page } from 'playwright-core';
import { callApi, useBrowser } from './helpers';
import {
  confirmHurriedly,
  addressesOf,
  onceTests,
  pressEnterFourTimes,
  stamp,
  successShown,
  total,
  type OnceCase,
} from './submit-once';

/** Submit-once (issue 21 §1) on the customers screens: customers, their addresses and points, groups, carts. */
const browser = useBrowser();
const firstName = `Enter${stamp}`;
const groupName = `Once group ${stamp}`;

/** The id of the customer the first case makes. */
async function madeCustomer(page: Page) {
  const found = await callApi<{ data: { _id: string }[] }>(
    page,
    'GET',
    `customer/search?limit=15&offset=1&filter.keyword=${firstName}`,
  );
  return found.data[0]._id;
}

/** The customer edit screen, once its form has loaded the customer. */
async function openEdit(page: Page) {
  const id = await madeCustomer(page);
  await page.goto(`/customers/edit?customer_id=${id}`);
  const first = page.getByLabel('First Name', { exact: true });
  for (let i = 0; i < 100 && (await first.inputValue()) !== firstName; i++) await page.waitForTimeout(100);
  return id;
}

const cases: OnceCase<string>[] = [
  {
    name: 'New Customer: four Enters make one customer and one toast',
    open: async (page) => {
      await page.goto('/customers/new');
      await page.getByLabel('First Name', { exact: true }).fill(firstName);
      await page.getByLabel('Phone Number', { exact: true }).fill(`96${stamp}31`);
      return '';
    },
    act: async (page, _, sent) => {
      await pressEnterFourTimes(page.getByLabel('First Name', { exact: true }));
      // Enter in a text field submits only where the form says so; the button is then double clicked too.
      if (sent() === 0) await page.getByRole('button', { name: 'Create Customer' }).dblclick();
    },
    done: (page) => page.waitForURL('**/customers'),
    sends: 'POST customer',
    toast: 'Customer created successfully',
    rows: {
      count: (page) => total(page, `customer/all?limit=1&offset=1&filter.keyword=${firstName}`),
      change: 1,
    },
  },
  {
    name: 'Edit customer: a double click on Update Customer saves once',
    open: async (page) => {
      const id = await openEdit(page);
      await page.getByLabel('Last Name', { exact: true }).fill(`Once${stamp}`);
      return id;
    },
    act: (page) => page.getByRole('button', { name: 'Update Customer' }).dblclick(),
    done: (page) => successShown(page),
    sends: 'PUT customer',
    toast: 'Customer updated successfully',
  },
  {
    name: "Customer's new address: a double click on Save adds one address",
    open: async (page) => {
      const id = await openEdit(page);
      await page.getByRole('button', { name: 'New Address' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Street').fill(`${stamp} Once Lane`);
      await dialog.getByLabel('City').fill('Bengaluru');
      await dialog.getByLabel('Zip Code').fill('560038');
      return id;
    },
    act: (page) => page.getByRole('dialog').getByRole('button', { name: 'Save' }).dblclick(),
    done: (page) => successShown(page),
    sends: 'PUT customer/address',
    rows: { count: addressesOf, change: 1 },
  },
  {
    name: "Delete customer's address: double clicks on Delete and on Yes delete it once",
    open: openEdit,
    act: (page) =>
      confirmHurriedly(
        page,
        page.getByRole('button', { name: /^Delete / }).first(),
        'Are you sure want to delete this address?',
      ),
    done: (page) => successShown(page),
    sends: 'DELETE customer/address',
    rows: { count: addressesOf, change: -1 },
  },
  {
    name: 'Update Points: a double click on Update saves the points once',
    open: async (page) => {
      await page.goto(`/customers`);
      await page
        .getByRole('button', { name: `Update Points ${firstName}` })
        .first()
        .click();
      await page.getByRole('dialog').getByLabel('Points').fill('40');
      return '';
    },
    act: (page) => page.getByRole('dialog').getByRole('button', { name: 'Update' }).dblclick(),
    done: (page) => successShown(page),
    sends: 'PUT customer/points',
    toast: 'Points Updated',
  },
  {
    name: 'New customer group: a double click on Create Group asks once; a double click on Yes makes one group',
    open: async (page) => {
      await page.goto('/customers/groups/new');
      await page.getByLabel('Group Name').fill(groupName);
      await page.getByRole('button', { name: 'Add Customers' }).click();
      const picker = page.getByRole('dialog');
      await picker.getByLabel('Search Customers').fill('Meera');
      await picker.locator('.ant-table-row').first().waitFor();
      await picker.locator('.ant-table-row .ant-checkbox-input').first().check();
      await picker.getByRole('button', { name: 'Add Selected' }).click();
      await picker.waitFor({ state: 'hidden' });
      return '';
    },
    act: (page) =>
      confirmHurriedly(
        page,
        page.getByRole('button', { name: 'Create Group' }),
        'Are you sure you want to create',
      ),
    done: async (page) => {
      // The toast first: an error toast fails at once with its words, rather than a wait for a URL that never comes.
      await successShown(page);
      await page.waitForURL('**/customers/groups');
    },
    sends: 'POST store/customer/group',
    rows: { count: (page) => total(page, 'store/customer/group/all?limit=1&offset=1'), change: 1 },
  },
  {
    name: 'Edit customer group: a double click on Update Group asks once; a double click on Yes saves once',
    open: async (page) => {
      await page.goto('/customers/groups');
      await page.getByRole('link', { name: `Edit ${groupName}` }).click();
      const name = page.getByLabel('Group Name');
      for (let i = 0; i < 100 && (await name.inputValue()) !== groupName; i++) await page.waitForTimeout(100);
      // The same name again: the delete case below finds the group by it.
      await name.fill(groupName);
      return '';
    },
    act: (page) =>
      confirmHurriedly(
        page,
        page.getByRole('button', { name: 'Update Group' }),
        'Are you sure you want to update',
      ),
    done: async (page) => {
      // The toast first: an error toast fails at once with its words, rather than a wait for a URL that never comes.
      await successShown(page);
      await page.waitForURL('**/customers/groups');
    },
    sends: 'PUT store/customer/group',
    rows: { count: (page) => total(page, 'store/customer/group/all?limit=1&offset=1'), change: 0 },
  },
  {
    name: 'Delete customer group: double clicks on Delete and on Yes delete once',
    open: async (page) => {
      await page.goto('/customers/groups');
      await page.locator('.ant-table-row').filter({ hasText: groupName }).waitFor();
      return '';
    },
    act: (page) =>
      confirmHurriedly(page, page.getByRole('button', { name: `Delete ${groupName}` }), /Are you sure/),
    done: (page) => successShown(page),
    sends: 'DELETE store/customer/group',
    rows: { count: (page) => total(page, 'store/customer/group/all?limit=1&offset=1'), change: -1 },
  },
  {
    name: 'Delete abandoned cart: double clicks on Delete and on Yes delete once',
    open: async (page) => {
      await page.goto('/customers/abandoned_carts');
      await page.locator('.ant-table-row').first().waitFor();
      return '';
    },
    act: (page) =>
      confirmHurriedly(
        page,
        page
          .locator('.ant-table-row')
          .first()
          .getByRole('button', { name: /^Delete / }),
        'Are you sure you want to delete this cart?',
      ),
    done: (page) => successShown(page),
    sends: 'DELETE store/cart/delete',
    rows: { count: (page) => total(page, 'store/cart/all?limit=1&offset=1'), change: -1 },
  },
  {
    name: "Customer detail's cart: double clicks on Delete Cart and on Yes delete it once",
    open: async (page) => {
      // The newest cart but one (the list's case deletes the newest).
      const carts = await callApi<{ data: { customer: { _id: string } }[] }>(
        page,
        'GET',
        'store/cart/all?limit=2&offset=1',
      );
      const customerId = carts.data[carts.data.length - 1].customer._id;
      await page.goto(`/customers/detail?customer_id=${customerId}`);
      await page.getByRole('button', { name: 'Abandoned Cart' }).click();
      await page.getByRole('button', { name: 'Delete Cart' }).waitFor();
      return customerId;
    },
    act: (page) =>
      confirmHurriedly(
        page,
        page.getByRole('button', { name: 'Delete Cart' }),
        'Are you sure you want to delete this cart?',
      ),
    done: (page) => successShown(page),
    sends: 'DELETE store/cart/delete',
    rows: { count: (page) => total(page, 'store/cart/all?limit=1&offset=1'), change: -1 },
  },
  {
    name: 'Delete customer: double clicks on Delete and on Yes delete once',
    open: async (page) => {
      await page.goto('/customers');
      await page.getByRole('button', { name: new RegExp(`^Delete ${firstName}`) }).waitFor();
      return '';
    },
    act: (page) =>
      confirmHurriedly(
        page,
        page.getByRole('button', { name: new RegExp(`^Delete ${firstName}`) }),
        'Are you sure want to delete this customer?',
      ),
    done: (page) => successShown(page),
    sends: 'DELETE customer',
    rows: {
      count: (page) => total(page, `customer/all?limit=1&offset=1&filter.keyword=${firstName}`),
      change: -1,
    },
  },
];

onceTests(browser, cases);
