import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { REMOTES, type RouteEntry } from '@storedesk/shared/navigation/registry';
import { BASE, callApi } from './helpers';

/**
 * Every screen of the app, for the tests that look at all of them (the Content-Security-Policy and the
 * accessibility checks): as ADMIN (who may open them all), every route of the registry whose remote this
 * deployment serves, opened at an address with real records in it.
 */
type Ids = Record<
  'booking' | 'customer' | 'cartCustomer' | 'group' | 'post' | 'payment' | 'plan' | 'contract',
  string
>;

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
    plan: await first('store/subscription/all?limit=1'),
    contract: await first('store/customer_subscription/all?limit=1'),
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
    '/subscriptions/master/edit': `/subscriptions/master/edit?id=${ids.plan}`,
    '/subscriptions/master/details': `/subscriptions/master/details?id=${ids.plan}`,
    '/subscriptions/details': `/subscriptions/details?id=${ids.contract}`,
  };
  const address = known[route.path] ?? route.path;
  assert.ok(!address.includes(':'), `no address for ${route.path}: add one above`);
  return address;
}

/** The document title the screen at `address` gets: the route's, or the one from its parameters. */
function titleAt(route: RouteEntry, address: string): string {
  const values = address.split('?')[0].split('/');
  const params = Object.fromEntries(
    route.path
      .split('/')
      .map((segment, i) => [segment, values[i]] as const)
      .filter(([segment]) => segment.startsWith(':'))
      .map(([segment, value]) => [segment.slice(1), value]),
  );
  return route.titleOf?.(params) ?? route.title;
}

export interface Screen {
  route: RouteEntry;
  address: string;
  title: string;
}

/** The screens of the deployed remotes, for the signed-in `page` (ADMIN). */
export async function deployedScreens(page: Page): Promise<Screen[]> {
  const deployed = Object.keys(
    (await (await fetch(`${BASE}/remotes.json`)).json()) as Record<string, string>,
  );
  const routes = REMOTES.filter((remote) => deployed.includes(remote.name)).flatMap(
    (remote) => remote.routes,
  );
  assert.ok(routes.length > 0, 'no remote deployed');
  const ids = await seededIds(page);
  return routes.map((route) => {
    const address = addressOf(route, ids);
    return { route, address, title: titleAt(route, address) };
  });
}

/**
 * Opens a screen and waits until it is there: titled, its remote, chunks and data arrived, and no error boundary
 * standing in for it. Answers the page's response (for its headers).
 */
export async function openScreen(page: Page, screen: Screen) {
  const response = await page.goto(screen.address);
  await page.waitForFunction((title) => document.title === title, `Storedesk | ${screen.title}`, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  assert.equal(await page.getByText('This area could not be loaded').count(), 0, `${screen.address} failed`);
  assert.ok(
    page.url().startsWith(`${BASE}${screen.address.split('?')[0]}`),
    `${screen.address} went to ${page.url()}`,
  );
  return response;
}
