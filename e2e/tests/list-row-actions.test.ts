import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { callApi, login, newPage, screenshot, useBrowser } from './helpers';

const browser = useBrowser();

/** The laptop sizes the issue names: at each, with the side menu open, every row action is in reach. */
const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
];

/** Every list screen of mfe-bookings and mfe-customers-marketing with per-row actions. */
const LISTS = [
  { name: 'bookings', path: '/orders' },
  { name: 'customers', path: '/customers' },
  { name: 'customer groups', path: '/customers/groups' },
  { name: 'abandoned carts', path: '/customers/abandoned_carts' },
  { name: 'blog posts', path: '/blog/posts' },
  { name: 'push notifications', path: '/push-notification' },
  { name: 'master contracts', path: '/subscriptions/master' },
];

interface Inspection {
  rows: number;
  controls: number;
  problems: string[];
}

/**
 * In the page: the list's table (the first of the content area), its Actions column and every link and button in
 * it, row by row. Sideways positions are read before anything scrolls; each row is then scrolled into the content
 * area's view (up and down only) to check that nothing covers its actions.
 */
function inspect(page: Page): Promise<Inspection> {
  return page.evaluate(() => {
    // No named helpers in here: tsx would wrap them in a __name() the page does not have.
    const problems: string[] = [];
    const doc = document.scrollingElement as HTMLElement;
    if (doc.scrollWidth > doc.clientWidth)
      problems.push(`the page scrolls sideways (${doc.scrollWidth} > ${doc.clientWidth})`);
    const side = document.querySelector('[data-testid="side-menu"]')!.getBoundingClientRect();
    if (side.width < 200) problems.push(`the side menu is not open (${Math.round(side.width)} px wide)`);
    const content = document.querySelector<HTMLElement>('[data-testid="shell-content"]')!;
    if (content.scrollWidth > content.clientWidth)
      problems.push(`the content area scrolls sideways (${content.scrollWidth} > ${content.clientWidth})`);
    const wrapper = content.querySelector<HTMLElement>('.ant-table-wrapper')!;
    // The element that scrolls the rows sideways: the body with a fixed header, else the content.
    const scroller = (wrapper.querySelector<HTMLElement>('.ant-table-body') ??
      wrapper.querySelector<HTMLElement>('.ant-table-content'))!;
    if (scroller.scrollWidth > scroller.clientWidth)
      problems.push(`the table scrolls sideways (${scroller.scrollWidth} > ${scroller.clientWidth})`);
    const frame = scroller.getBoundingClientRect();
    const left = Math.max(0, frame.left);
    const right = Math.min(window.innerWidth, frame.left + scroller.clientWidth);
    const headers = [...wrapper.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const column = headers.indexOf('Actions');
    if (column < 0)
      return { rows: 0, controls: 0, problems: [...problems, `no Actions column in ${headers}`] };

    const rows = [...wrapper.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
    const cells = rows.map((row) => row.children[column] as HTMLElement);
    let controls = 0;
    cells.forEach((cell, index) => {
      for (const control of cell.querySelectorAll('a, button')) {
        controls += 1;
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') || control.textContent?.trim();
        const where = `row ${index + 1}: "${name}" at ${Math.round(box.left)}..${Math.round(box.right)}`;
        if (!box.width || !box.height) problems.push(`${where} is not shown`);
        else if (box.left < left - 1 || box.right > right + 1)
          problems.push(`${where} is outside the table's visible ${Math.round(left)}..${Math.round(right)}`);
      }
    });
    // Up and down only: the content area is the page's scroller.
    const view = content.getBoundingClientRect();
    cells.forEach((cell, index) => {
      const before = cell.getBoundingClientRect();
      content.scrollTop += before.top - view.top - view.height / 2;
      for (const control of cell.querySelectorAll('a, button')) {
        const box = control.getBoundingClientRect();
        if (!box.width || box.top < view.top || box.bottom > view.bottom) continue;
        if (box.left < left - 1 || box.right > right + 1) continue; // reported above
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!hit || !cell.contains(hit))
          problems.push(
            `row ${index + 1}: "${control.getAttribute('aria-label') || control.textContent?.trim()}" is covered by ${hit ? `<${hit.tagName.toLowerCase()} class="${hit.className}">` : 'nothing'}`,
          );
      }
    });
    if (scroller.scrollLeft !== 0 || window.scrollX !== 0) problems.push('something scrolled sideways');
    content.scrollTop = 0;
    const shown =
      problems.length > 12 ? [...problems.slice(0, 12), `and ${problems.length - 12} more`] : problems;
    return { rows: rows.length, controls, problems: shown };
  });
}

/** Rows are there, the table is not loading, and it has faded back in (antd fades it out while it loads). */
async function listShown(page: Page): Promise<void> {
  await page.locator('table tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => {
    const wrapper = document.querySelector('[data-testid="shell-content"] .ant-table-wrapper');
    const faded = wrapper?.querySelector('.ant-spin-container');
    return (
      wrapper &&
      !wrapper.querySelector('.ant-spin-spinning') &&
      (!faded || getComputedStyle(faded).opacity === '1')
    );
  });
  await page.evaluate(() => document.fonts.ready);
}

/** An abandoned cart or two: the demo data has none, and the carts list must have rows to check. */
async function seedCarts(page: Page): Promise<void> {
  const services = await callApi<{ data: { _id: string }[] }>(
    page,
    'GET',
    'store/product/all?limit=20&offset=1&filter.keyword=Sofa%20Shampooing',
  );
  for (const keyword of ['Kavya', 'Arjun']) {
    const customers = await callApi<{ data: { _id: string }[] }>(
      page,
      'GET',
      `customer/search?limit=15&offset=1&filter.keyword=${keyword}`,
    );
    await callApi(page, 'POST', 'store/cart', {
      order_type: 'CSC',
      type: 'PRODUCTS',
      customer_id: customers.data[0]._id,
      cart: { products: [{ product_id: services.data[0]._id, selected_quantity: 1 }] },
    });
  }
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}x${viewport.height} every row action of every list is in view, with no sideways scrolling`, async (t) => {
    const { context, page } = await newPage(browser());
    await page.setViewportSize(viewport);
    await login(page, 'ADMIN');
    await seedCarts(page);
    for (const list of LISTS) {
      await t.test(list.name, async () => {
        await page.goto(list.path);
        await listShown(page);
        const result = await inspect(page);
        await screenshot(page, `row-actions-${viewport.width}-${list.path.slice(1).replace(/\W+/g, '-')}`);
        assert.ok(result.rows > 0, `${list.path} has rows`);
        assert.ok(result.controls >= result.rows, `${list.path}: every row has an action`);
        assert.deepEqual(result.problems, [], `${list.path} at ${viewport.width}x${viewport.height}`);
      });
    }
    await t.test('booking day wise (a busy day’s slots wrap instead of scrolling sideways)', async () => {
      await page.goto('/orders/daywise/view');
      await page
        .getByRole('radiogroup')
        .or(page.getByText('No active delivery slots on this day'))
        .first()
        .waitFor({ timeout: 60_000 });
      const overflow = await page.evaluate(() => {
        const doc = document.scrollingElement as HTMLElement;
        const content = document.querySelector<HTMLElement>('[data-testid="shell-content"]')!;
        return [doc, content]
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => `${element.tagName} ${element.scrollWidth} > ${element.clientWidth}`);
      });
      await screenshot(page, `row-actions-${viewport.width}-daywise`);
      assert.deepEqual(overflow, [], `/orders/daywise/view at ${viewport.width}x${viewport.height}`);
    });
    await context.close();
  });
}
