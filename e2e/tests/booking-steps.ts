import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * Tomorrow's first morning slot: today's are over from late morning (store time) on, and a slot that is over is
 * not offered (issue 21 §5); tomorrow's never are. The picker's grid always shows tomorrow, month ends included.
 */
export async function pickTomorrowsMorningSlot(page: Page) {
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + 24 * 60 * 60 * 1000),
  );
  await page.getByLabel('Delivery Date').click();
  await page.locator(`.ant-picker-dropdown .ant-picker-cell[title="${tomorrow}"]`).click();
  await page.getByRole('radio', { name: /AM - / }).first().check();
}

/** Creates the booking (for tomorrow morning) and answers its id, read from the create call on its way to the page. */
export async function createAndWait(page: Page): Promise<string> {
  await pickTomorrowsMorningSlot(page);
  let created: { status: number; id: string } | undefined;
  await page.route('**/api/store/order', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { _id: string } };
    created = { status: response.status(), id: body.data?._id ?? '' };
    await route.fulfill({ response });
  });
  // The screen starts over: it reloads empty 200 ms after the toast. Waiting for that load (not only the URL,
  // which changes first) keeps the next step from running in the page that is about to go away.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Create Booking' }).click();
  await page.getByText('Booking created successfully').first().waitFor();
  await reloaded;
  await page.waitForURL('**/orders/new');
  await page.getByText('No services added yet').waitFor();
  await page.unroute('**/api/store/order');
  assert.equal(created?.status, 200);
  return created.id;
}
