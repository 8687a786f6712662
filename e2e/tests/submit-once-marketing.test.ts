import type { Page } from 'playwright-core';
import { callApi, useBrowser } from './helpers';
import {
  confirmHurriedly,
  onceTests,
  pressEnterFourTimes,
  stamp,
  successShown,
  type OnceCase,
} from './submit-once';

/** Submit-once (issue 21 §1) on blog posts and push notifications. */
const browser = useBrowser();
const postTitle = `Once only ${stamp}`;
const pushTitle = `Once push ${stamp}`;

const postsTitled = async (page: Page, title: string) =>
  (
    await callApi<{ data: { title: string }[] }>(
      page,
      'GET',
      `store/blog/all?limit=10&offset=1&filter.keyword=${encodeURIComponent(title)}`,
    )
  ).data.filter((post) => post.title === title).length;

/** The post the first case makes, on its details screen. */
async function openPost(page: Page) {
  const post = (
    await callApi<{ data: { _id: string; title: string }[] }>(
      page,
      'GET',
      `store/blog/all?limit=10&offset=1&filter.keyword=${encodeURIComponent(postTitle)}`,
    )
  ).data.find((row) => row.title.startsWith(postTitle))!;
  await page.goto(`/blog/posts/${post._id}`);
  return post._id;
}

/** New Push Notification titled `title` to customers with 2 or more bookings, opening Payment Request. */
async function fillPush(page: Page, title: string) {
  await page.goto('/push-notification/new');
  await page.getByRole('radio', { name: 'Multiple customers' }).check();
  await page.getByLabel('Order Count From').fill('2');
  await page.getByRole('button', { name: 'Continue' }).click();
  const modal = page.getByRole('dialog');
  await modal.locator('.ant-table-row').first().waitFor();
  await modal.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message').fill('Once only.');
  await page.getByRole('combobox', { name: 'Opens' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Payment Request' })
    .click();
}

/** The same, scheduled for tomorrow 10:30 AM. */
async function fillScheduledPush(page: Page) {
  await fillPush(page, pushTitle);
  await page.getByRole('radio', { name: 'Scheduled' }).check();
  await page.getByLabel('Delivery Date').click();
  const tomorrow = page.locator('.ant-picker-dropdown:visible td.ant-picker-cell-today + td');
  const nextRow = page
    .locator('.ant-picker-dropdown:visible tr:has(td.ant-picker-cell-today) + tr td')
    .first();
  await ((await tomorrow.count()) ? tomorrow : nextRow).click();
  await page.getByLabel('Delivery Time').click();
  const times = page.locator('.ant-picker-dropdown:visible .ant-picker-time-panel-column');
  await times.nth(0).locator('.ant-picker-time-panel-cell').filter({ hasText: '10' }).first().click();
  await times.nth(1).locator('.ant-picker-time-panel-cell').filter({ hasText: '30' }).first().click();
  await times.nth(2).locator('.ant-picker-time-panel-cell').filter({ hasText: 'AM' }).first().click();
  const ok = page.locator('.ant-picker-dropdown:visible .ant-picker-ok button');
  if (await ok.count()) await ok.click();
  else await page.getByRole('heading', { name: 'New Push Notification' }).click();
  return '';
}

const cases: OnceCase<string>[] = [
  {
    name: 'New Post: four Enters in the title make one post and no "Duplicate URL Slug"',
    open: async (page) => {
      await page.goto('/blog/posts/new');
      await page.getByLabel('Post Title').fill(postTitle);
      return '';
    },
    act: (page) => pressEnterFourTimes(page.getByLabel('Post Title')),
    done: (page) => page.waitForURL(/\/blog\/posts\/[0-9a-f-]{36}$/),
    sends: 'POST store/blog',
    rows: { count: (page) => postsTitled(page, postTitle), change: 1 },
  },
  {
    name: 'Edit Post: a double click on Save saves once, with no false "changed by someone else"',
    open: async (page) => {
      const id = await openPost(page);
      await page.goto(`/blog/posts/${id}/edit`);
      const title = page.getByLabel('Post Title');
      for (let i = 0; i < 100 && (await title.inputValue()) !== postTitle; i++)
        await page.waitForTimeout(100);
      await title.fill(`${postTitle} edited`);
      return id;
    },
    act: (page) => page.getByRole('button', { name: 'Save' }).dblclick(),
    done: (page, id) => page.waitForURL(`**/blog/posts/${id}`),
    sends: 'PUT store/blog',
    rows: { count: (page) => postsTitled(page, `${postTitle} edited`), change: 1 },
  },
  {
    name: 'Delete Post: double clicks on Delete and on Yes delete once',
    open: openPost,
    act: (page) => confirmHurriedly(page, page.getByRole('button', { name: 'Delete' }), 'Are you sure'),
    done: (page) => page.waitForURL('**/blog/posts'),
    sends: 'DELETE store/blog/delete',
    rows: { count: (page) => postsTitled(page, `${postTitle} edited`), change: -1 },
  },
  {
    name: 'Schedule Notification: double clicks on Schedule and on the question make one notification',
    open: fillScheduledPush,
    act: (page) =>
      confirmHurriedly(
        page,
        page.getByRole('button', { name: 'Schedule Notification' }),
        /Schedule this notification/,
        'Schedule',
      ),
    done: (page) => page.waitForURL('**/push-notification'),
    sends: 'POST store/push_notification',
    toast: 'Successfully created a new notification',
  },
  {
    name: 'Send Notification: double clicks on Send and on the question send one notification at once',
    open: async (page) => {
      await fillPush(page, `Now push ${stamp}`);
      await page.getByRole('radio', { name: 'Immediately' }).check();
      return '';
    },
    act: (page) =>
      confirmHurriedly(
        page,
        page.getByRole('button', { name: 'Send Notification' }),
        /Send this notification to/,
        'Send',
      ),
    done: (page) => page.waitForURL('**/push-notification'),
    sends: 'POST store/push_notification',
  },
  {
    name: 'Cancel notification: double clicks on Cancel and on Yes cancel once',
    open: async (page) => {
      await page.goto('/push-notification');
      await page.locator('.ant-table-row').filter({ hasText: pushTitle }).waitFor();
      return '';
    },
    act: (page) =>
      confirmHurriedly(
        page,
        page.getByRole('button', { name: `Cancel ${pushTitle}` }),
        /cancel this notification/,
      ),
    done: (page) => successShown(page),
    sends: 'PUT store/push_notification/cancel',
    toast: 'Successfully cancelled the notification',
  },
  {
    name: 'Delete notification: double clicks on Delete and on Yes delete once',
    open: async (page) => {
      await page.goto('/push-notification');
      await page.locator('.ant-table-row').filter({ hasText: pushTitle }).waitFor();
      return '';
    },
    act: (page) =>
      confirmHurriedly(
        page,
        page.getByRole('button', { name: `Delete ${pushTitle}` }),
        /delete this notification/,
      ),
    done: (page) => successShown(page),
    sends: 'DELETE store/push_notification',
  },
];

onceTests(browser, cases);
