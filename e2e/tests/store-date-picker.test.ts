import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, login, screenshot, useBrowser } from './helpers';

const browser = useBrowser();

/** The calendar day of an instant in a zone, as YYYY-MM-DD. */
const dayIn = (zone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

// Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on two different days, so one of them is on another day
// than the store whatever the hour the test runs.
const FAR_ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];

test("the dashboard's date picker marks and picks today by the store's zone, not the browser's", async () => {
  // Find the store's zone first (a browser in any zone), then open a browser on another day than the store.
  const probe = await browser().newContext({ baseURL: BASE });
  const probePage = await probe.newPage();
  await login(probePage, 'ADMIN');
  const storeZone = await probePage.evaluate(
    () => (JSON.parse(localStorage.getItem('store') ?? '{}') as { store_timezone?: string }).store_timezone,
  );
  await probe.close();
  assert.ok(storeZone, 'the session holds the store and its zone');
  const storeToday = dayIn(storeZone);
  const browserZone = FAR_ZONES.find((zone) => dayIn(zone) !== storeToday)!;

  const context = await browser().newContext({
    baseURL: BASE,
    viewport: { width: 1280, height: 720 },
    timezoneId: browserZone,
  });
  const page = await context.newPage();
  await login(page, 'ADMIN');
  const browserToday = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    ),
  );
  assert.notEqual(browserToday, storeToday, `the browser (${browserZone}) is on another day than the store`);

  const picker = page.getByLabel('Dashboard date');
  await picker.click();
  const todayCell = page.locator('.ant-picker-dropdown:visible .ant-picker-cell-today');
  await todayCell.waitFor();
  assert.equal(await todayCell.getAttribute('title'), storeToday, `today is the store's (${storeZone})`);
  await screenshot(page, 'dashboard-date-picker-store-today');

  // A day of the month before, then the Today shortcut: back to the store's today.
  const popup = page.locator('.ant-picker-dropdown:visible');
  const shown = (value: string) =>
    page.waitForFunction(
      (want) =>
        document.querySelector<HTMLInputElement>('input[aria-label="Dashboard date"]')?.value === want,
      value,
    );
  await popup.locator('.ant-picker-header-prev-btn').click();
  const firstDay = await popup.locator('.ant-picker-cell-in-view').first().getAttribute('title');
  await popup.locator('.ant-picker-cell-in-view').first().click();
  await shown(firstDay!.split('-').reverse().join('/'));
  await picker.click();
  await popup.locator('.ant-picker-now-btn').click();
  await shown(storeToday.split('-').reverse().join('/'));
  await context.close();
});
