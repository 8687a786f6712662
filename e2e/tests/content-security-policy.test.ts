import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE, loginThroughForm, newPage, useBrowser } from './helpers';
import { deployedScreens, openScreen } from './screens';

/**
 * Every screen under the app's Content-Security-Policy: the login page, then as ADMIN (who may open them all)
 * every route of the registry whose remote this deployment serves (screens.ts), and the API docs under their own
 * policy.
 * A violation shows as a `securitypolicyviolation` event or a console message; neither may occur.
 */
const browser = useBrowser();

interface Violation {
  where: string;
  what: string;
}

/** Collects violations from every page of the context, across navigations. */
async function watchViolations(context: BrowserContext, page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await context.exposeBinding('__reportCspViolation', ({ frame }, what: string) => {
    seen.push({ where: frame.url(), what });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (what: string) => void })
        .__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (
      /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|evaluate|connect|frame|create)/i.test(
        message.text(),
      )
    ) {
      seen.push({ where: page.url(), what: message.text() });
    }
  });
  return seen;
}

test('the app pages carry the policy: own-origin scripts, no eval, no framing', async () => {
  const res = await fetch(`${BASE}/login`);
  const policy = res.headers.get('content-security-policy') ?? '';
  assert.match(policy, /(^|; )script-src 'self'( https?:\/\/\S+)*(;|$)/);
  assert.match(policy, /frame-ancestors 'none'/);
  assert.match(policy, /object-src 'none'/);
  assert.doesNotMatch(policy, /'unsafe-eval'/);
  assert.equal(res.headers.get('x-frame-options'), 'DENY');
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  const api = await fetch(`${BASE}/api/store/details`);
  assert.equal(api.headers.get('cache-control'), 'no-store');
});

test('every screen loads under the policy without a single violation', async () => {
  const { context, page } = await newPage(browser());
  const violations = await watchViolations(context, page);

  const loginPage = await page.goto('/login');
  assert.match(loginPage?.headers()['content-security-policy'] ?? '', /script-src 'self'/);
  await page.getByLabel(/e-?mail/i).waitFor();
  await loginThroughForm(page, 'ADMIN');

  const loaded: string[] = [];
  for (const screen of await deployedScreens(page)) {
    const response = await openScreen(page, screen);
    assert.ok(response?.headers()['content-security-policy'], `${screen.address}: no policy on the page`);
    loaded.push(screen.address);
  }
  console.log(`# screens loaded under the policy: ${loaded.length + 1} (login + ${loaded.length} routes)`);
  assert.deepEqual(violations, []);
  await context.close();
});

test('the API docs work under their own policy', async () => {
  const { context, page } = await newPage(browser());
  const violations = await watchViolations(context, page);
  const response = await page.goto('/api/docs/');
  assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self'/);
  await page.locator('.opblock').first().waitFor();
  await page.locator('.opblock-summary').first().click();
  await page.locator('.opblock-body').first().waitFor();
  assert.deepEqual(violations, []);
  await context.close();
});
