import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callApi, login, screenshot, useBrowser } from './helpers';
import { BASE } from './helpers';

/**
 * Issue 11 in Chromium at 1280x720: a long paragraph typed in the blog editor wraps (Quill's &nbsp; spaces are
 * saved as breakable ones, so the post page is no wider than the window), and the address modal shows exactly
 * the address it was opened for.
 */
const browser = useBrowser();
const newSmallPage = async () => {
  const context = await browser().newContext({ baseURL: BASE, viewport: { width: 1280, height: 720 } });
  return { context, page: await context.newPage() };
};

const SENTENCE =
  'Book your air conditioner service before the summer rush so that our technicians can reach you on time. ';

test('a long paragraph typed in the blog editor wraps on the post page and in the editor', async () => {
  const { context, page } = await newSmallPage();
  await login(page, 'SITEADMIN');
  const stamp = Date.now().toString().slice(-6);
  await page.goto('/blog/posts/new');
  await page.getByLabel('Post Title').fill(`Summer service ${stamp}`);
  const editor = page.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type(SENTENCE.repeat(6).trim());
  const editorBox = await editor.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  assert.ok(
    editorBox.scroll <= editorBox.client,
    `editor is ${editorBox.scroll}px wide in ${editorBox.client}px`,
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Post created successfully').first().waitFor();
  await page.waitForURL(/\/blog\/posts\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;

  // The form (and its editor) can stay on screen while the post's page loads: wait until it is gone, then take
  // the paragraph of the post's page.
  await page.locator('.ql-editor').waitFor({ state: 'detached' });
  const paragraph = page.locator('p', { hasText: 'Book your air conditioner service' }).first();
  await paragraph.waitFor();
  const size = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  assert.ok(size.page <= size.window, `the post page is ${size.page}px wide in a ${size.window}px window`);
  const lines = await paragraph.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  assert.ok(lines >= 3, `the paragraph takes ${lines} line(s)`);
  await screenshot(page, 'blog-long-paragraph-1280x720');

  const saved = await callApi<{ data: { blog_content: string } }>(
    page,
    'GET',
    `store/blog/details?store_blog_id=${id}`,
  );
  assert.doesNotMatch(saved.data.blog_content, /\w&nbsp;\w/);
  assert.match(saved.data.blog_content, /Book your air conditioner service/);
  await context.close();
});

test('the address modal shows exactly the address it was opened for', async () => {
  const { context, page } = await newSmallPage();
  await login(page, 'ADMIN');
  await page.goto('/customers/new');
  await page.getByLabel('First Name', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'New Address' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Street').fill('12 Lake View Road');
  await dialog.getByLabel('City').fill('Bengaluru');
  await dialog.getByLabel('Zip Code').fill('560038');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('12 Lake View Road').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });

  // Edit the address just added: it shows in full.
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  dialog = page.getByRole('dialog', { name: 'Edit Address' });
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel('Street').inputValue(), '12 Lake View Road');
  assert.equal(await dialog.getByLabel('City').inputValue(), 'Bengaluru');
  assert.equal(await dialog.getByLabel('Zip Code').inputValue(), '560038');
  await page.waitForTimeout(500);
  await screenshot(page, 'address-modal-edit-1280x720');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // New after an Edit: empty.
  await page.getByRole('button', { name: 'New Address' }).click();
  dialog = page.getByRole('dialog', { name: 'New Address' });
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel('Street').inputValue(), '');
  assert.equal(await dialog.getByLabel('City').inputValue(), '');
  // Past the opening animation, so the picture shows the modal as a person sees it.
  await page.waitForTimeout(500);
  await screenshot(page, 'address-modal-new-1280x720');
  await context.close();
});
