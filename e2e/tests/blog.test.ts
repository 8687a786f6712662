import assert from 'node:assert/strict';
import { test } from 'node:test';
import { login, newPage, screenshot, useBrowser } from './helpers';

const browser = useBrowser();
/** A 1x1 PNG: an image by its content, as the upload checks it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a blog post is written in the rich-text editor with a featured image and published', async () => {
  const { context, page } = await newPage(browser());
  await login(page, 'SITEADMIN');
  const stamp = Date.now().toString().slice(-6);
  const title = `Monsoon care: 5 tips! ${stamp}`;
  await page.goto('/blog/posts');
  await page.getByRole('button', { name: 'New Post' }).click();
  await page.waitForURL('**/blog/posts/new');
  await page.getByLabel('Post Title').fill(title);
  // The slug follows the title: lower case, punctuation gone, spaces to hyphens.
  assert.equal(await page.getByLabel('Post URL Slug').inputValue(), `monsoon-care-5-tips-${stamp}`);
  const editor = page.locator('.ql-editor');
  await editor.click();
  await page.keyboard.type('Clean the gutters before the first rain.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Check the roof');
  assert.equal(
    await page.locator('.ql-container').evaluate((el) => Math.round(el.getBoundingClientRect().height)),
    450,
  );
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.locator('img[src*="/api/uploads/"]');
  await preview.waitFor();
  await screenshot(page, 'blog-new-filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Post created successfully').first().waitFor();
  await page.waitForURL(/\/blog\/posts\/[0-9a-f-]{36}$/);

  await page.getByRole('heading', { name: title }).waitFor();
  await page.getByText('Clean the gutters before the first rain.').waitFor();
  assert.equal(await page.locator('strong', { hasText: 'Check the roof' }).count(), 1);
  const cover = page.locator('img[src*="/api/uploads/"]');
  await cover.waitFor();
  assert.equal(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), 1);
  await screenshot(page, 'blog-detail');

  await page.goto('/blog/posts');
  const row = page.locator('.ant-table-row').filter({ hasText: title });
  await row.waitFor();
  assert.match(await row.innerText(), /Active/);
  await context.close();
});
