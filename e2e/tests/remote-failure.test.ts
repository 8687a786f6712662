import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Route } from 'playwright-core';
import { useBrowser, login, newPage, screenshot } from './helpers';

const browser = useBrowser();

const REMOTE = '**/remotes/mfe_bookings/**';
const failures: Record<string, (route: Route) => Promise<void>> = {
  'server down': (route) => route.abort('connectionrefused'),
  'HTTP 500': (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
  'broken script': (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({ status: 200, contentType: 'application/javascript', body: 'this is not javascript(' })
      : route.continue(),
};

for (const [kind, fail] of Object.entries(failures)) {
  test(`bookings remote unreachable (${kind}): Retry message, the shell keeps working, Retry recovers`, async () => {
    const { context, page } = await newPage(browser());
    await page.route(REMOTE, fail);
    await login(page, 'ADMIN');
    await page.getByText('This area could not be loaded').waitFor({ timeout: 60_000 });
    const retry = page.getByRole('button', { name: 'Retry' });
    assert.ok(await retry.isVisible());
    // The shell still works: menu, title, store switching.
    assert.ok(await page.getByRole('menu', { name: 'Main menu' }).isVisible());
    await page.getByRole('button', { name: 'Switch Store' }).click();
    await page
      .getByRole('button', { name: /^Switch to / })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, `remote-failure-${kind.replace(/\W+/g, '-')}`);
    // The remote comes back: Retry loads it.
    await page.unroute(REMOTE);
    await retry.click();
    await page.locator('canvas').first().waitFor({ timeout: 60_000 });
    assert.equal(await page.getByText('This area could not be loaded').count(), 0);
    await context.close();
  });
}
