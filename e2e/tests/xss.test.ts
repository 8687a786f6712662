import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../shared/src/session/storage-keys';
import { XSS_PAYLOADS } from '../../api/test/fixtures/xss-payloads';
import { callApi, login, newPage, useBrowser } from './helpers';

const browser = useBrowser();
const stamp = `xss${Date.now().toString().slice(-6)}`;

/**
 * Watches a page for any sign a payload ran: alert/confirm/prompt/print (the corpus calls alert), a dialog, a
 * request to the corpus's evil.test host, or an element carrying an on* handler attribute from stored text.
 */
async function watch(page: Page) {
  const ran: string[] = [];
  await page.addInitScript(() => {
    const record = (name: string) => () => {
      (window as unknown as { __xss: string[] }).__xss.push(name);
    };
    (window as unknown as { __xss: string[] }).__xss = [];
    window.alert = record('alert');
    window.confirm = record('confirm') as unknown as typeof window.confirm;
    window.prompt = record('prompt') as unknown as typeof window.prompt;
    window.print = record('print');
  });
  page.on('dialog', (dialog) => {
    ran.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (/evil\.test/.test(request.url())) ran.push(`request ${request.url()}`);
  });
  const check = async (where: string) => {
    const calls = await page.evaluate(() => (window as unknown as { __xss?: string[] }).__xss ?? []);
    const handlers = await page.evaluate(() =>
      [...document.querySelectorAll('main *, .ant-modal *')]
        .filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)))
        .map((el) => el.outerHTML.slice(0, 120)),
    );
    assert.deepEqual({ where, ran, calls, handlers }, { where, ran: [], calls: [], handlers: [] });
  };
  /** Forgets what was seen so far (after the self-test). */
  const reset = () => ran.splice(0);
  return { check, reset };
}

test('payloads stored in customer names and tags, booking notes and tags, and blog posts never run in Chromium', async () => {
  const { context, page } = await newPage(browser());
  const { check, reset } = await watch(page);
  await login(page, 'ADMIN');
  // The watch itself must catch what it is for: a handler planted in the page's main area is seen and run.
  await page.locator('main').first().waitFor();
  await page.evaluate(() =>
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<img src="x" onerror="alert(1)">'),
  );
  await page.waitForTimeout(500);
  await assert.rejects(check('self-test'));
  await page.reload();
  reset();

  const ids: string[] = [];
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const created = await callApi<{ data: { _id: string } }>(page, 'POST', 'customer', {
      customer: {
        first_name: payload.slice(0, 100),
        last_name: stamp,
        email: `${stamp}.${i}@e2e.test`,
        customer_tags: [payload.slice(0, 50)],
        custom_fields: [{ name: 'note', value: payload }],
      },
    });
    ids.push(created.data._id);
  }

  // The list (all payload customers, page by page through the remembered keyword), then details and edit.
  await page.evaluate(
    ([key, keyword]) => sessionStorage.setItem(key, JSON.stringify({ keyword })),
    [STORAGE_KEYS.customerFilter, stamp],
  );
  await page.goto('/customers');
  const pages = Math.ceil(XSS_PAYLOADS.length / 10);
  for (let p = 1; p <= pages; p++) {
    await page
      .locator('.ant-pagination-item-active')
      .filter({ hasText: String(p) })
      .waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await page.waitForTimeout(300);
    await check(`customers page ${p}`);
    if (p < pages) await page.locator('.ant-pagination-next').click();
  }
  for (const id of ids.slice(0, 12)) {
    await page.goto(`/customers/detail?customer_id=${id}`);
    await page.getByText(stamp).first().waitFor();
    await check(`customer ${id}`);
  }
  await page.goto(`/customers/edit?customer_id=${ids[5]}`);
  await page.getByRole('button', { name: 'Update Customer' }).waitFor();
  await check('customer edit');

  // One booking holding every payload as a note and up to 50 as tags.
  // A completed booking is locked, so the first one that takes a note is used.
  const bookings = await callApi<{ data: { _id: string }[] }>(
    page,
    'GET',
    'store/order/all?limit=20&offset=1',
  );
  const version = async (id: string) =>
    (await callApi<{ data: { version: number } }>(page, 'GET', `store/order/details?id=${id}`)).data.version;
  let bookingId = '';
  for (const { _id } of bookings.data) {
    const ok = await callApi(page, 'PUT', 'store/order/notes', {
      _id,
      version: await version(_id),
      note: 'x',
    })
      .then(() => true)
      .catch(() => false);
    if (ok) {
      bookingId = _id;
      break;
    }
  }
  assert.ok(bookingId, 'no open booking on the first page');
  for (const payload of XSS_PAYLOADS.slice(0, 20))
    await callApi(page, 'PUT', 'store/order/notes', {
      _id: bookingId,
      version: await version(bookingId),
      note: payload,
    });
  await callApi(page, 'PUT', 'store/order/tags', {
    _id: bookingId,
    version: await version(bookingId),
    order_tags: XSS_PAYLOADS.slice(0, 50).map((payload) => payload.slice(0, 60)),
  });
  await page.goto(`/orders/${bookingId}`);
  await page.getByText(XSS_PAYLOADS[0]).first().waitFor();
  await check('booking details');

  // A blog post whose content is the whole corpus (sanitised by the server on save and on show).
  const post = await callApi<{ data: { _id: string } }>(page, 'POST', 'store/blog', {
    store_blog: {
      title: `${stamp} <img src=x onerror=alert(1)>`,
      url_slug: `${stamp}-post`,
      blog_content: XSS_PAYLOADS.join('<p>between</p>'),
      is_active: true,
    },
  });
  await page.goto(`/blog/posts/${post.data._id}`);
  await page.getByText('between').first().waitFor();
  await check('blog detail');
  await page.goto(`/blog/posts/${post.data._id}/edit`);
  await page.locator('.ql-editor').waitFor();
  await page.waitForTimeout(500);
  await check('blog edit (rich-text editor)');
  await context.close();
});
