import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { BASE, callApi, LOGINS, login, screenshot, useBrowser } from './helpers';
import { deployedScreens, openScreen } from './screens';

/**
 * axe-core's WCAG 2 A and AA rules on every screen (the login steps, then as ADMIN every route of the registry
 * whose remote is deployed, as in the Content-Security-Policy test): no serious or critical violation anywhere.
 */
const browser = useBrowser();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations on the page as it is now, one line each (rule, impact, where). */
async function violationsOn(page: Page, where: string): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's script policy does not apply to the checker.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) x${violation.nodes.length}: ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | '),
    );
}

test('the login steps have no serious or critical WCAG 2 A/AA violation', async () => {
  const context = await browser().newContext({ baseURL: BASE, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).waitFor();
  const found = await violationsOn(page, 'login (e-mail)');
  await screenshot(page, 'a11y-login');
  await page.getByLabel(/e-?mail/i).fill(LOGINS.ADMIN);
  await page.getByRole('button', { name: /continue|next/i }).click();
  await page.getByLabel(/password/i).waitFor();
  found.push(...(await violationsOn(page, 'login (password)')));
  assert.deepEqual(found, []);
  await context.close();
});

test('the dashboard while its figures load has no serious or critical WCAG 2 A/AA violation', async () => {
  const context = await browser().newContext({ baseURL: BASE, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  // The day's figures never arrive, so the placeholder stays for the check (axe reported it once, issue 21 §7).
  await page.route('**/api/analytics/dashboard**', () => undefined);
  await login(page, 'ADMIN');
  await page.getByLabel('Loading dashboard').waitFor();
  assert.deepEqual(await violationsOn(page, '/dashboard (loading)'), []);
  await context.close();
});

test('every screen has no serious or critical WCAG 2 A/AA violation', async () => {
  const context = await browser().newContext({ baseURL: BASE, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await login(page, 'ADMIN');
  const found: string[] = [];
  const screens = await deployedScreens(page);
  for (const screen of screens) {
    await openScreen(page, screen);
    found.push(...(await violationsOn(page, screen.address)));
    if (screen.address === '/reports/sales/daily') await screenshot(page, 'a11y-report');
  }
  console.log(`# screens checked with axe: ${screens.length + 2} (2 login steps + ${screens.length} routes)`);
  assert.deepEqual(found, []);
  await context.close();
});

test("the Refunded confirmation (issue 21's new dialog) has no serious or critical WCAG 2 A/AA violation", async () => {
  const context = await browser().newContext({ baseURL: BASE, viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await login(page, 'ADMIN');
  const list = await callApi<{
    data: { _id: string; order_number: number; is_completed?: boolean; payment: { is_paid: boolean } }[];
  }>(page, 'GET', 'store/order/all?limit=50&offset=1');
  // Refunded is offered on a paid booking that is not completed (a completed one is locked).
  const paid = list.data.find((row) => row.payment.is_paid && !row.is_completed);
  assert.ok(paid, 'a paid, open booking among the first 50');
  await page.goto(`/orders/${paid._id}`);
  await page.getByText(`Booking #${paid.order_number}`).waitFor({ timeout: 60_000 });
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('Refunded', { exact: true }).click();
  await page.getByRole('dialog', { name: 'Mark this booking refunded?' }).waitFor();
  // The status list is still closing (its listbox, unnamed by antd, is checked while it shows): wait it out.
  await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
  assert.deepEqual(await violationsOn(page, `/orders/${paid._id} (Refunded confirmation)`), []);
  await screenshot(page, 'a11y-refund-confirm');
  await context.close();
});
