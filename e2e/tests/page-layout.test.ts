import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { NAME_LENGTHS } from '@storedesk/shared/contracts';
import { callApi, login, newPage, screenshot, useBrowser } from './helpers';
import { deployedScreens, openScreen } from './screens';

const browser = useBrowser();

/** The laptop sizes of issue 21. */
const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
];

/** What sideways scrolls on the page: the document, the content area and every table in it. */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('[data-testid="shell-content"]')!;
    const tables = [...content.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')];
    return [document.scrollingElement as HTMLElement, content, ...tables]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map(
        (element) =>
          `${element.className || element.tagName}: ${element.scrollWidth} > ${element.clientWidth}`,
      );
  });
}

/** Where the page's header sits, and what it holds, on the screen now shown. */
function headerOf(page: Page) {
  return page.evaluate(() => {
    const content = document.querySelector<HTMLElement>('[data-testid="shell-content"]')!;
    const headers = [...content.querySelectorAll<HTMLElement>('[data-testid="page-header"]')];
    const header = headers[0];
    const box = header?.getBoundingClientRect();
    const frame = content.getBoundingClientRect();
    return {
      count: headers.length,
      titles: header
        ? [...header.querySelectorAll('h3[data-testid="page-title"]')].map((h) => h.textContent)
        : [],
      left: box ? Math.round(box.left - frame.left) : -1,
      top: box ? Math.round(box.top - frame.top + content.scrollTop) : -1,
    };
  });
}

test('every screen of the registry has the one page layout: one header, one title, in the same place', async (t) => {
  const { context, page } = await newPage(browser());
  await page.setViewportSize(VIEWPORTS[0]);
  await login(page, 'ADMIN');
  const places = new Map<string, string[]>();
  for (const screen of await deployedScreens(page)) {
    await t.test(screen.address, async (t) => {
      await openScreen(page, screen);
      const content = page.locator('[data-testid="shell-content"]');
      // A route of the registry its remote does not serve yet shows nothing at all.
      if (!(await content.innerText()).trim()) {
        await page.waitForTimeout(2000);
        if (!(await content.innerText()).trim()) return t.skip(`${screen.address} is not built yet`);
      }
      await page.locator('[data-testid="page-header"]').first().waitFor({ timeout: 30_000 });
      await screenshot(page, `page-layout-1280-${screen.route.path.slice(1).replace(/\W+/g, '-')}`);
      const header = await headerOf(page);
      assert.equal(header.count, 1, `${screen.address}: one page header`);
      assert.equal(header.titles.length, 1, `${screen.address}: one title in the header`);
      assert.ok(header.titles[0]?.trim(), `${screen.address}: the title says something`);
      const place = `left ${header.left}, top ${header.top}`;
      places.set(place, [...(places.get(place) ?? []), screen.address]);
    });
  }
  assert.equal(places.size, 1, `every header in one place: ${JSON.stringify(Object.fromEntries(places))}`);
  await context.close();
});

test('names of the longest allowed length wrap or are cut with a tooltip, and no list scrolls sideways', async (t) => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  const stamp = Date.now().toString(36);
  // One name of words and one unbroken one, each as long as allowed.
  const words =
    `Annual deep cleaning and pest control plan ${stamp} `.repeat(5).slice(0, NAME_LENGTHS.planName - 1) +
    'X';
  const unbroken = `${stamp}${'W'.repeat(NAME_LENGTHS.planName)}`.slice(0, NAME_LENGTHS.planName);
  for (const [index, name] of [words, unbroken].entries())
    await callApi(page, 'POST', 'store/subscription', {
      store_subscription: {
        subscription_name: name,
        url_slug: `long-name-${stamp}-${index}`,
        description: '',
        icon: null,
        is_active: true,
        parent_sku: 'S'.repeat(NAME_LENGTHS.planSku),
        variants: [
          {
            name: 'V'.repeat(NAME_LENGTHS.planVariantName),
            price: 100,
            icon: null,
            is_active: true,
            billing_period: [],
            applicable_to: [],
          },
        ],
        questions: [],
      },
    });
  await callApi(page, 'POST', 'store/blog', {
    store_blog: {
      title: 'T'.repeat(NAME_LENGTHS.blogTitle),
      url_slug: `long-title-${stamp}`,
      is_active: true,
    },
  });
  for (const viewport of VIEWPORTS)
    for (const list of [
      { path: '/subscriptions/master', names: [words, unbroken, 'V'.repeat(NAME_LENGTHS.planVariantName)] },
      { path: '/blog/posts', names: ['T'.repeat(NAME_LENGTHS.blogTitle)] },
    ])
      await t.test(`${list.path} at ${viewport.width}x${viewport.height}`, async () => {
        await page.setViewportSize(viewport);
        await page.goto(list.path);
        for (const name of list.names) {
          const cell = page.locator(`[title="${name}"]`).first();
          await cell.waitFor({ timeout: 60_000 });
          const lines = await cell.evaluate((element) => {
            const style = getComputedStyle(element);
            const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.6;
            return Math.round(element.getBoundingClientRect().height / line);
          });
          assert.ok(lines <= 2, `${list.path}: the name takes ${lines} lines, at most 2`);
        }
        await screenshot(page, `long-names-${viewport.width}-${list.path.slice(1).replace(/\W+/g, '-')}`);
        assert.deepEqual(await sidewaysScrollers(page), [], `${list.path} scrolls sideways`);
      });
  await context.close();
});

test('booking details: the services table fits its box', async (t) => {
  const { context, page } = await newPage(browser());
  await login(page, 'ADMIN');
  const bookings = await callApi<{ data: { _id: string }[] }>(
    page,
    'GET',
    'store/order/all?limit=1&offset=1',
  );
  for (const viewport of VIEWPORTS)
    await t.test(`${viewport.width}x${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(`/orders/${bookings.data[0]._id}`);
      const card = page
        .locator('.ant-card')
        .filter({ has: page.locator('.ant-card-head-title', { hasText: /^Services$/ }) });
      await card.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
      const fit = await card.evaluate((element) => {
        const body = element.querySelector<HTMLElement>('.ant-card-body')!;
        const table = body.querySelector<HTMLElement>('table')!;
        const scroller = body.querySelector<HTMLElement>('.ant-table-content') ?? table.parentElement!;
        return {
          table: Math.round(table.getBoundingClientRect().width),
          box: Math.round(body.clientWidth),
          scroll: scroller.scrollWidth - scroller.clientWidth,
        };
      });
      await screenshot(page, `booking-details-${viewport.width}`);
      assert.ok(fit.table <= fit.box, `the table is ${fit.table} px in a ${fit.box} px box`);
      assert.equal(fit.scroll, 0, 'the table does not scroll sideways');
      assert.deepEqual(await sidewaysScrollers(page), [], 'the page scrolls sideways');
    });
  await context.close();
});
