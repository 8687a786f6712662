import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { callApi, login, newPage, screenshot } from './helpers';

// Issue 21 §1: one submit, one truthful answer. Each create, save and confirm of the registry's screens is hit
// with a double click or with Enter pressed four times; the test counts the requests the page sends, the rows
// made (through the API) and the toasts. The cases are in submit-once-<area>.test.ts, one table per area; forms
// that new areas add join them as they are built.

/** Long enough for any second answer to have come back and shown itself. */
const SETTLE_MS = 1500;
export const stamp = Date.now().toString().slice(-6);

export interface OnceCase<C> {
  /** The test's title. */
  name: string;
  /** Goes to the form and fills it (what it sends here is not counted); returns what the later steps need. */
  open: (page: Page) => Promise<C>;
  /** The hurried person: a double click or four Enters, and the same on any question asked on the way. */
  act: (page: Page, ctx: C, sent: () => number) => Promise<void>;
  /** Waits for the one outcome: the form left or closed, or the change shown. */
  done: (page: Page, ctx: C) => Promise<void>;
  /** The request that must go exactly once, as 'METHOD path' ('POST store/payment'). */
  sends: string;
  /** The success toast's text where another toast may show too; otherwise any success toast is counted. */
  toast?: string;
  /** How many success toasts the action shows: one, unless it answers in the page (a download). */
  successToasts?: 0 | 1;
  /** How many rows there are (through the API), and by how much the action changes that number. */
  rows?: { count: (page: Page, ctx: C) => Promise<number>; change: number };
}

/** One test per case, each in a fresh signed-in page at 1280x720. */
export function onceTests<C>(browser: () => Browser, cases: OnceCase<C>[]) {
  for (const c of cases)
    test(c.name, async () => {
      const { context, page } = await newPage(browser());
      let requests: string[] = [];
      try {
        await page.setViewportSize({ width: 1280, height: 720 });
        await login(page, 'ADMIN');
        const ctx = await c.open(page);
        const before = c.rows ? await c.rows.count(page, ctx) : 0;
        requests = recordRequests(page);
        const sent = () =>
          requests.filter((request) => request === `${c.sends.replace(' ', ' /api/')}`).length;
        await c.act(page, ctx, sent);
        await c.done(page, ctx);
        await page.waitForTimeout(SETTLE_MS);

        assert.equal(sent(), 1, `one ${c.sends}`);
        assert.equal(await toasts(page, 'success', c.toast), c.successToasts ?? 1, 'one success toast');
        assert.equal(await toasts(page, 'error'), 0, 'no error toast');
        if (c.rows)
          assert.equal((await c.rows.count(page, ctx)) - before, c.rows.change, 'rows changed once');
      } catch (error) {
        // What the page showed and sent, for a failure seen only on a loaded CI machine.
        await screenshot(page, `once-failed-${c.name.slice(0, 40).replace(/\W+/g, '-')}`).catch(
          () => undefined,
        );
        console.log(`requests sent in "${c.name}": ${JSON.stringify(requests)}`);
        throw error;
      } finally {
        await context.close();
      }
    });
}

/** Every API request the page sends from now on, as 'METHOD /api/path'. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  return requests;
}

export const toasts = (page: Page, kind: 'success' | 'error', text?: string) =>
  page
    .locator(`.ant-notification-notice-${kind}`)
    .filter(text ? { hasText: text } : {})
    .count();

/** Waits for a success toast (the action answered); an error toast instead fails at once, with its words. */
export async function successShown(page: Page) {
  const success = page.locator('.ant-notification-notice-success').first();
  const error = page.locator('.ant-notification-notice-error').first();
  await success.or(error).first().waitFor();
  if (!(await success.isVisible())) throw new Error(`an error toast instead: ${await error.innerText()}`);
}

/** Four quick Enters from the field, each going wherever the focus is by then (as a person's would). */
export async function pressEnterFourTimes(field: Locator) {
  await field.focus();
  for (let i = 0; i < 4; i++) await field.page().keyboard.press('Enter');
}

/** A double click on what asks a question: it is asked once, and a double click on its answer acts once. */
export async function confirmHurriedly(
  page: Page,
  trigger: Locator,
  question: string | RegExp,
  answer = 'Yes',
) {
  await trigger.dblclick();
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await dialog.waitFor();
  assert.equal(await dialog.count(), 1, 'asked once');
  await dialog.getByRole('button', { name: answer, exact: true }).dblclick();
}

export interface OrderRow {
  _id: string;
  order_number: number;
  customer_id: string;
  current_status: { status_name: string };
  is_completed: boolean;
}

/** Bookings neither completed nor cancelled: they still take edits. */
export async function openBookings(page: Page): Promise<OrderRow[]> {
  const reply = await callApi<{ data: OrderRow[] }>(page, 'GET', 'store/order/all?limit=50');
  return reply.data.filter(
    (row) => !row.is_completed && !/completed|cancel/i.test(row.current_status.status_name),
  );
}

/** Open bookings with more than `amount` still unpaid, so a request for it is made without the question. */
export async function unpaidBookings(page: Page, amount: number): Promise<OrderRow[]> {
  const found: OrderRow[] = [];
  for (const row of await openBookings(page)) {
    const target = await callApi<{ data: { unpaid: string } }>(
      page,
      'GET',
      `store/payment/target?order_id=${row._id}`,
    );
    if (Number(target.data.unpaid) > amount) found.push(row);
    if (found.length === 2) break;
  }
  return found;
}

/** How many rows a list answers (its `total`). */
export async function total(page: Page, path: string): Promise<number> {
  return (await callApi<{ total: number }>(page, 'GET', path)).total;
}

/** How many saved addresses a customer has. */
export const addressesOf = async (page: Page, customerId: string) =>
  (await callApi<{ data: { addresses: unknown[] } }>(page, 'GET', `customer?customer_id=${customerId}`)).data
    .addresses.length;
