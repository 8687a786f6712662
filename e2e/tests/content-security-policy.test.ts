import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { REMOTES, type RouteEntry } from '@storedesk/shared/navigation/registry';
import { BASE, callApi, login, newPage, useBrowser } from './helpers';

/**
 * Every screen under the app's Content-Security-Policy: the login page, then as ADMIN (who may open them all)
 * every route of the registry whose remote this deployment serves, and the API docs under their own policy.
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

type Ids = Record<'booking' | 'customer' | 'cartCustomer' | 'group' | 'post', string>;

/** Ids of seeded records, for the routes that show one. */
async function seededIds(page: Page): Promise<Ids> {
  const first = async (path: string, pick: (row: Record<string, unknown>) => unknown = (row) => row._id) => {
    const reply = await callApi<{ data: Record<string, unknown>[] }>(page, 'GET', path);
    const id = reply.data[0] && pick(reply.data[0]);
    assert.equal(typeof id, 'string', `no record from ${path}`);
    return id as string;
  };
  return {
    booking: await first('store/order/all?limit=1'),
    customer: await first('customer/all?limit=1'),
    cartCustomer: await first('store/cart/all?limit=1', (row) => (row.customer as { _id: string })._id),
    group: await first('store/customer/group/all?limit=1'),
    post: await first('store/blog/all?limit=1'),
    payment: await first('store/payment/all?limit=1'),
  };
}

/** The address that opens a route with real records in it. */
function addressOf(route: RouteEntry, ids: Ids): string {
  const known: Record<string, string> = {
    '/orders/new/:id': `/orders/new/${ids.cartCustomer}`,
    '/orders/:id': `/orders/${ids.booking}`,
    '/reports/:type': '/reports/sales',
    '/reports/:type/:subtype': '/reports/sales/daily',
    '/customers/edit': `/customers/edit?customer_id=${ids.customer}`,
    '/customers/detail': `/customers/detail?customer_id=${ids.customer}`,
    '/customers/groups/edit': `/customers/groups/edit?customer_group_id=${ids.group}`,
    '/customers/groups/detail': `/customers/groups/detail?customer_group_id=${ids.group}`,
    '/blog/posts/:post_id': `/blog/posts/${ids.post}`,
    '/blog/posts/:post_id/edit': `/blog/posts/${ids.post}/edit`,
    '/payments/:payment_request_id/details': `/payments/${ids.payment}/details`,
  };
  const address = known[route.path] ?? route.path;
  assert.ok(!address.includes(':'), `no address for ${route.path}: add one above`);
  return address;
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
  await login(page, 'ADMIN');

  const deployed = Object.keys(
    (await (await fetch(`${BASE}/remotes.json`)).json()) as Record<string, string>,
  );
  const routes = REMOTES.filter((remote) => deployed.includes(remote.name)).flatMap(
    (remote) => remote.routes,
  );
  assert.ok(routes.length > 0, 'no remote deployed');
  const ids = await seededIds(page);

  const loaded: string[] = [];
  for (const route of routes) {
    const address = addressOf(route, ids);
    const response = await page.goto(address);
    assert.ok(response?.headers()['content-security-policy'], `${address}: no policy on the page`);
    await page.waitForFunction((title) => document.title === title, `Storedesk | ${route.title}`, {
      timeout: 30_000,
    });
    // The screen's remote, chunks and data have arrived, and no error boundary stands in for it.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByText('This area could not be loaded').count(), 0, `${address} failed`);
    assert.ok(page.url().startsWith(`${BASE}${address.split('?')[0]}`), `${address} went to ${page.url()}`);
    loaded.push(address);
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
