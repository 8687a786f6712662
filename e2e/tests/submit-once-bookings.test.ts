import type { Page } from 'playwright-core';
import { pickTomorrowsMorningSlot } from './booking-steps';
import { callApi, useBrowser } from './helpers';
import {
  confirmHurriedly,
  addressesOf,
  onceTests,
  openBookings,
  stamp,
  successShown,
  total,
  type OnceCase,
} from './submit-once';

/** Submit-once (issue 21 §1) on the bookings remote: booking details' edits, New booking's inline customer. */
const browser = useBrowser();

/** The first open booking's details (Mark Completed, last in this file, takes the last one). */
async function openFirstBooking(page: Page) {
  const [booking] = await openBookings(page);
  await page.goto(`/orders/${booking._id}`);
  await page.getByRole('button', { name: 'Edit Summary' }).waitFor();
  return booking._id;
}

const notesOf = async (page: Page, id: string) =>
  (await callApi<{ data: { customer_notes: unknown[] } }>(page, 'GET', `store/order/details?id=${id}`)).data
    .customer_notes.length;

interface Line {
  _id: string;
  name: string;
  selected_quantity: number;
}
const linesOf = async (page: Page, id: string) =>
  (await callApi<{ data: { products: Line[] } }>(page, 'GET', `store/order/details?id=${id}`)).data.products;

const DEEP_CLEANING = 'Full Home Deep Cleaning';

/** Add Service, then Full Home Deep Cleaning with its request form filled (its Save is left to the case). */
async function chooseDeepCleaning(page: Page) {
  await page.getByRole('button', { name: 'Add Service' }).first().click();
  await page.getByLabel('Search services').fill('Full Home');
  await page.getByRole('radio', { name: new RegExp(DEEP_CLEANING) }).check();
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
}

/** New Booking with the first customer the keyword finds; returns the customer's id. */
async function startBookingFor(page: Page, keyword: string) {
  await page.goto('/orders/new');
  await page.getByLabel('Search customers').fill(keyword);
  const found = page.waitForResponse((response) => response.url().includes('/api/customer/search'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const customers = (await (await found).json()) as { data: { _id: string }[] };
  await page.getByRole('button', { name: 'Select' }).first().click();
  await page
    .getByText('Chosen customer')
    .or(page.getByRole('button', { name: 'Change' }))
    .first()
    .waitFor();
  return customers.data[0]._id;
}

const cartLinesOf = async (page: Page, customerId: string) =>
  (
    await callApi<{ data: { products: unknown[] } | null }>(
      page,
      'GET',
      `store/cart?customer_id=${customerId}`,
    )
  ).data?.products.length ?? 0;

const cases: OnceCase<string>[] = [
  {
    name: 'Booking notes: a double click on Add Note adds one note',
    open: async (page) => {
      const id = await openFirstBooking(page);
      await page.getByLabel('Write a note').fill(`Once note ${stamp}`);
      return id;
    },
    act: (page) => page.getByRole('button', { name: 'Add Note' }).dblclick(),
    done: (page) => successShown(page),
    sends: 'PUT store/order/notes',
    toast: 'Successfully Updated Notes',
    rows: { count: notesOf, change: 1 },
  },
  {
    name: 'Booking tags: a double click on Save Tags saves once',
    open: async (page) => {
      const id = await openFirstBooking(page);
      await page.getByRole('combobox', { name: 'Tags' }).fill(`once-${stamp}`);
      await page.keyboard.press('Enter');
      return id;
    },
    act: (page) => page.getByRole('button', { name: 'Save Tags' }).dblclick(),
    done: (page) => successShown(page),
    sends: 'PUT store/order/tags',
    toast: 'Successfully Updated Tags',
  },
  {
    name: "Booking services: a double click on a line's Update changes its quantity once",
    open: async (page) => {
      const id = await openFirstBooking(page);
      const [line] = await linesOf(page, id);
      const quantity = page.getByRole('spinbutton', { name: `Quantity ${line.name}` });
      await quantity.fill(String(line.selected_quantity === 1 ? 2 : 1));
      return `${id} ${line.name}`;
    },
    act: (page, ctx) =>
      page.getByRole('button', { name: `Update ${ctx.split(' ').slice(1).join(' ')}` }).dblclick(),
    done: (page) => successShown(page),
    sends: 'PUT store/order/products',
    toast: 'Successfully Updated Quantity',
  },
  {
    name: 'Booking services: a double click on Save of the added service adds it once',
    open: async (page) => {
      const id = await openFirstBooking(page);
      await chooseDeepCleaning(page);
      return id;
    },
    act: (page) => page.getByRole('button', { name: 'Save', exact: true }).dblclick(),
    done: (page) => successShown(page),
    sends: 'PUT store/order/products',
    toast: 'Successfully Added Service',
    rows: { count: async (page, id) => (await linesOf(page, id)).length, change: 1 },
  },
  {
    name: "Booking services: a double click on Save of a line's request fields saves once",
    open: async (page) => {
      const id = await openFirstBooking(page);
      await page
        .getByRole('button', { name: `Edit Request Fields ${DEEP_CLEANING}` })
        .first()
        .click();
      await page.getByLabel('Number of rooms').fill('4');
      return id;
    },
    act: (page) => page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).dblclick(),
    done: (page) => successShown(page),
    sends: 'PUT store/order/products',
    toast: 'Successfully Updated Service',
  },
  {
    name: 'Booking services: double clicks on Remove and on Yes remove the line once',
    open: openFirstBooking,
    act: (page) =>
      confirmHurriedly(
        page,
        page.getByRole('button', { name: `Remove ${DEEP_CLEANING}` }).first(),
        'Are you sure you want to remove this service?',
      ),
    done: (page) => successShown(page),
    sends: 'PUT store/order/products',
    toast: 'Successfully Removed Service',
    rows: { count: async (page, id) => (await linesOf(page, id)).length, change: -1 },
  },
  {
    name: 'Booking address: a double click on Save saves once and closes the modal',
    open: async (page) => {
      const id = await openFirstBooking(page);
      await page.getByRole('button', { name: 'Edit Address' }).click();
      await page
        .getByRole('dialog', { name: 'Edit Address' })
        .getByLabel('Street')
        .fill(`${stamp} Once Road`);
      return id;
    },
    act: (page) =>
      page.getByRole('dialog', { name: 'Edit Address' }).getByRole('button', { name: 'Save' }).dblclick(),
    done: async (page) => {
      await page.getByRole('dialog', { name: 'Edit Address' }).waitFor({ state: 'hidden' });
      await successShown(page);
    },
    sends: 'PUT store/order/address',
    toast: 'Successfully Updated Address',
  },
  {
    name: 'Edit Summary: a double click on Save saves once, closes, and says nothing about someone else',
    open: async (page) => {
      const [, , booking] = await openBookings(page);
      await page.goto(`/orders/${booking._id}`);
      await page.getByRole('button', { name: 'Edit Summary' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Summary' });
      await dialog.waitFor();
      const paid = dialog.getByRole('switch', { name: 'Paid' });
      if (await paid.isDisabled()) {
        await dialog.getByRole('combobox', { name: 'Payment Method' }).click();
        await page
          .locator(
            '.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-selected)',
          )
          .first()
          .click();
      } else await paid.click();
      return booking._id;
    },
    act: (page) =>
      page.getByRole('dialog', { name: 'Edit Summary' }).getByRole('button', { name: 'Save' }).dblclick(),
    done: async (page) => {
      await page.getByRole('dialog', { name: 'Edit Summary' }).waitFor({ state: 'hidden' });
      await successShown(page);
    },
    sends: 'PUT store/order/payment',
    toast: 'Successfully Updated Summary',
  },
  {
    name: 'New booking: a double click on the inline New customer makes one customer and picks them',
    open: async (page) => {
      await page.goto('/orders/new');
      await page.getByRole('button', { name: 'New customer' }).click();
      const dialog = page.getByRole('dialog', { name: 'New customer' });
      await dialog.getByLabel('First Name').fill(`Inline${stamp}`);
      await dialog.getByLabel('Phone Number').fill(`97${stamp}21`);
      return '';
    },
    act: (page) =>
      page.getByRole('dialog', { name: 'New customer' }).getByRole('button', { name: 'Create' }).dblclick(),
    done: async (page) => {
      await page.getByRole('dialog', { name: 'New customer' }).waitFor({ state: 'hidden' });
      await page.getByText(`Inline${stamp}`).first().waitFor();
    },
    sends: 'POST customer',
    rows: {
      count: async (page) =>
        (
          await callApi<{ data: unknown[] }>(
            page,
            'GET',
            `customer/search?limit=15&offset=1&filter.keyword=Inline${stamp}`,
          )
        ).data.length,
      change: 1,
    },
  },
  {
    name: 'New Booking: a double click on Add of a custom service adds one line to the cart',
    open: async (page) => {
      const customerId = await startBookingFor(page, 'Saanvi');
      await page.getByRole('button', { name: 'Add Service' }).first().click();
      await page.getByRole('button', { name: 'Custom Service' }).click();
      const dialog = page.getByRole('dialog', { name: 'Custom Service' });
      await dialog.getByLabel('Service Name').fill(`Once custom ${stamp}`);
      await dialog.getByLabel('Price').fill('250');
      return customerId;
    },
    act: (page) =>
      page.getByRole('dialog', { name: 'Custom Service' }).getByRole('button', { name: 'Add' }).dblclick(),
    done: async (page) => {
      await page.getByRole('dialog', { name: 'Custom Service' }).waitFor({ state: 'hidden' });
      await successShown(page);
    },
    sends: 'POST store/cart',
    toast: 'Successfully Added Service to Cart',
    rows: { count: cartLinesOf, change: 1 },
  },
  {
    name: 'New Booking: a double click on Save of a new shipping address adds one address and picks it',
    open: async (page) => {
      const customerId = await startBookingFor(page, 'Diya');
      await page.getByRole('button', { name: 'Add address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add address' });
      await dialog.getByLabel('Street').fill(`${stamp} Once Lane`);
      await dialog.getByLabel('City').fill('Pune');
      await dialog.getByLabel('Zip Code').fill('411001');
      return customerId;
    },
    act: (page) =>
      page.getByRole('dialog', { name: 'Add address' }).getByRole('button', { name: 'Save' }).dblclick(),
    done: async (page) => {
      await page.getByRole('dialog', { name: 'Add address' }).waitFor({ state: 'hidden' });
      await page.getByText(`${stamp} Once Lane`).first().waitFor();
    },
    sends: 'PUT customer/address',
    rows: { count: addressesOf, change: 1 },
  },
  {
    name: 'New Booking: a double click on Create Booking makes one booking and shows one success',
    open: async (page) => {
      await startBookingFor(page, 'Meera');
      await chooseDeepCleaning(page);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Successfully Added Service to Cart').first().waitFor();
      await pickTomorrowsMorningSlot(page);
      return '';
    },
    act: (page) => page.getByRole('button', { name: 'Create Booking' }).dblclick(),
    // The screen starts over: it reloads empty and shows the success again, once.
    done: async (page) => {
      await page.getByText('No services added yet').waitFor();
      await page.getByText('Booking created successfully').first().waitFor();
    },
    sends: 'POST store/order',
    toast: 'Booking created successfully',
    rows: { count: (page) => total(page, 'store/order/all?limit=1'), change: 1 },
  },
  {
    name: 'Mark Completed: a double click on the confirmation changes the status once, with no false conflict',
    open: async (page) => {
      const bookings = await openBookings(page);
      const booking = bookings[bookings.length - 1];
      await page.goto(`/orders/${booking._id}`);
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: /^Completed$/ })
        .click();
      await page.getByRole('dialog', { name: 'Mark this booking completed?' }).waitFor();
      return booking._id;
    },
    act: (page) =>
      page
        .getByRole('dialog', { name: 'Mark this booking completed?' })
        .getByRole('button', { name: 'Mark Completed' })
        .dblclick(),
    done: async (page) => {
      await page.getByRole('dialog', { name: 'Mark this booking completed?' }).waitFor({ state: 'hidden' });
      await successShown(page);
    },
    sends: 'PUT store/order/status',
    toast: 'Booking Status updated',
  },
  {
    name: 'Reports: a double click on Generate Report downloads once',
    open: async (page) => {
      await page.goto('/reports/sales/daily');
      await page.getByRole('button', { name: 'Generate Report' }).waitFor();
      return '';
    },
    act: async (page) => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Generate Report' }).dblclick();
      await download;
    },
    done: (page) => page.getByText(/^Saved /).waitFor(),
    sends: 'GET report/sales/daily',
    successToasts: 0,
  },
  {
    name: 'Download Service List: double clicks on the button and on Yes download once',
    open: async (page) => {
      await page.goto('/reports');
      await page.getByRole('button', { name: 'Download Service List' }).waitFor();
      return '';
    },
    act: async (page) => {
      const download = page.waitForEvent('download');
      await confirmHurriedly(
        page,
        page.getByRole('button', { name: 'Download Service List' }),
        'Are you sure want to download the Service List?',
      );
      await download;
    },
    // The download was saved (act waited for it); the button is no longer busy.
    done: (page) =>
      page.locator('button:not(.ant-btn-loading)', { hasText: 'Download Service List' }).waitFor(),
    sends: 'GET store/product/template',
    successToasts: 0,
  },
];

onceTests(browser, cases);
