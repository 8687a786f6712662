import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import {
  STORAGE_KEYS,
  toApiDate,
  todayInZone,
  toast,
  type BlogPost,
  type ListBlogReply,
  type Role,
} from '@storedesk/shared';
import { CONFIRM_TEXTS, FILTER_TEXTS, useBackTo } from '@storedesk/shared/ui';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import BlogListContainer from '../blog-list-container';
import { BLOG_TEXTS as T } from '../blog-texts';

// antd tables, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(300_000);

const TOTAL = 23;
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function makePost(n: number): BlogPost {
  return {
    _id: uuid(n),
    title: `Post ${n}`,
    url_slug: `post-${n}`,
    blog_content: `<p>Body ${n}</p>`,
    blog_cover_pic: null,
    is_active: n % 2 === 1,
    // 19:00 UTC is 00:30 the next day in Asia/Kolkata, the test store's zone.
    post_date: '2026-11-09T19:00:00.000Z',
    createdAt: '2026-11-19T19:00:00.000Z',
    updatedAt: '2026-11-19T19:00:00.000Z',
    version: 0,
  };
}

const listQueries: Record<string, string>[] = [];
const deleteQueries: Record<string, string>[] = [];

const server = setupServer(
  http.get(apiUrl('store/blog/all'), ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    listQueries.push(params);
    const limit = Number(params.limit);
    const first = (Number(params.offset) - 1) * limit + 1;
    const count = Math.max(0, Math.min(limit, TOTAL - first + 1));
    const reply: ListBlogReply = {
      data: Array.from({ length: count }, (_, i) => makePost(first + i)),
      pages: Math.ceil(TOTAL / limit),
      total: TOTAL,
    };
    return HttpResponse.json(reply);
  }),
  http.delete(apiUrl('store/blog/delete'), ({ request }) => {
    deleteQueries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({ message: 'Post deleted successfully', title: 'Blog Post deleted' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listQueries.length = 0;
  deleteQueries.length = 0;
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
  // A test's own handlers (server.use) end with it.
  server.resetHandlers();
});
afterAll(() => server.close());

function Opened({ what }: { what: string }) {
  const { post_id } = useParams();
  return <p>{`${what} ${post_id ?? ''}`.trim()}</p>;
}

function renderList(role: Role = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/blog/posts" element={<BlogListContainer />} />
      <Route path="/blog/posts/new" element={<Opened what="new screen" />} />
      <Route path="/blog/posts/:post_id" element={<Opened what="detail of" />} />
      <Route path="/blog/posts/:post_id/edit" element={<Opened what="edit of" />} />
    </Routes>,
    { route: '/blog/posts', session: { employee: makeEmployee({ employee_type: role }) } },
  );
}

const lastQuery = () => listQueries[listQueries.length - 1];
const titles = () => screen.queryAllByText(/^Post \d+$/);

async function filterDialog(): Promise<HTMLElement> {
  const keyword = await screen.findByLabelText(T.filter.keyword);
  return keyword.closest('[role="dialog"]') as HTMLElement;
}

async function pick(user: ReturnType<typeof renderList>['user'], combobox: string, option: string) {
  await user.click(screen.getByLabelText(combobox));
  const choices = await screen.findAllByTitle(option);
  await user.click(choices[choices.length - 1]);
}

describe('blog post list', () => {
  it('shows 10 posts from page 1: title, slug, Active/Inactive, post and created dates in the store zone', async () => {
    const { user } = renderList();
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(titles()).toHaveLength(10);
    expect(listQueries[0]).toEqual({ limit: '10', offset: '1' });
    const head = document.querySelector('thead') as HTMLElement;
    for (const title of Object.values(T.columns)) expect(within(head).getByText(title)).toBeInTheDocument();
    const first = screen.getByText('Post 1').closest('tr') as HTMLElement;
    for (const text of ['post-1', T.status.true, '10/11/2026', '20/11/2026'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    const second = screen.getByText('Post 2').closest('tr') as HTMLElement;
    expect(within(second).getByText(T.status.false)).toBeInTheDocument();

    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('Post 23')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '10', offset: '3' });
    expect(titles()).toHaveLength(3);
  });

  it('applies keyword, created and posted date choices and status, and remembers them in session storage', async () => {
    const { user } = renderList();
    await screen.findByText('Post 1');
    await user.click(screen.getByLabelText(FILTER_TEXTS.button));
    const dialog = await filterDialog();
    await user.type(within(dialog).getByLabelText(T.filter.keyword), ' summer ');
    await pick(user, T.filter.createdDate, T.dateOptions.WEEK);
    await pick(user, T.filter.postedDate, T.dateOptions.YESTERDAY);
    await pick(user, T.filter.status, T.status.false);
    await user.click(within(dialog).getByText(FILTER_TEXTS.apply));

    const today = todayInZone('Asia/Kolkata');
    const yesterday = toApiDate(today.subtract(1, 'day'));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        limit: '10',
        offset: '1',
        'filter.keyword': 'summer',
        'filter.created_from_date': toApiDate(today.startOf('week')),
        'filter.created_to_date': toApiDate(today.endOf('week')),
        'filter.posted_from_date': yesterday,
        'filter.posted_to_date': yesterday,
        'filter.status': 'false',
      }),
    );
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.blogFilter) ?? '{}')).toEqual({
      keyword: ' summer ',
      created_date_type: 'WEEK',
      posted_date_type: 'YESTERDAY',
      status: 'false',
    });
    expect(localStorage.getItem(STORAGE_KEYS.blogFilter)).toBeNull();
    expect(screen.getByLabelText(`${FILTER_TEXTS.button} (4)`)).toBeInTheDocument();
  });

  it('opens with the remembered filter (custom posted days as YYYY-MM-DD, shown dd/mm/yyyy); Reset forgets it', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.blogFilter,
      JSON.stringify({
        posted_date_type: 'CUSTOM',
        posted_from_date: '2026-11-01',
        posted_to_date: '2026-11-15',
        status: 'true',
      }),
    );
    const { user } = renderList();
    await screen.findByText('Post 1');
    expect(listQueries[0]).toEqual({
      limit: '10',
      offset: '1',
      'filter.posted_from_date': '2026-11-01',
      'filter.posted_to_date': '2026-11-15',
      'filter.status': 'true',
    });
    await user.click(screen.getByLabelText(`${FILTER_TEXTS.button} (2)`));
    const dialog = await filterDialog();
    expect(within(dialog).getByDisplayValue('01/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('15/11/2026')).toBeInTheDocument();
    await user.click(within(dialog).getByText(FILTER_TEXTS.reset));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '10', offset: '1' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.blogFilter)).toBeNull();
  });

  it('deletes a post only after the confirmation', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderList();
    await screen.findByText('Post 1');
    await user.click(screen.getByLabelText(`${T.delete} Post 3`));
    const [asked] = await screen.findAllByText(T.deleteConfirm);
    const dialog = asked.closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText('Post 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryAllByText(T.deleteConfirm)).toHaveLength(0));
    expect(deleteQueries).toEqual([]);

    const before = listQueries.length;
    await user.click(screen.getByLabelText(`${T.delete} Post 3`));
    const [again] = await screen.findAllByText(T.deleteConfirm);
    await user.click(
      within(again.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: CONFIRM_TEXTS.ok }),
    );
    await waitFor(() => expect(deleteQueries).toEqual([{ id: uuid(3) }]));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Blog Post deleted', 'Post deleted successfully'),
    );
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
  });

  it('opens a post, its edit and New Post from the list', async () => {
    const steps: [(user: ReturnType<typeof renderList>['user']) => Promise<void>, string][] = [
      [(user) => user.click(screen.getByText('Post 2')), `detail of ${uuid(2)}`],
      [(user) => user.click(screen.getByLabelText(`${T.edit} Post 4`)), `edit of ${uuid(4)}`],
      [(user) => user.click(screen.getByText(T.newPost)), 'new screen'],
    ];
    for (const [open, shown] of steps) {
      const view = renderList('SITEADMIN');
      await screen.findByText('Post 1');
      await open(view.user);
      expect(await screen.findByText(shown)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows no New Post, Edit, Delete or detail link to a role without those permissions', async () => {
    renderList('FINANCE');
    await screen.findByText('Post 1');
    expect(screen.queryByText(T.newPost)).not.toBeInTheDocument();
    expect(screen.queryByText(T.edit)).not.toBeInTheDocument();
    expect(screen.queryByText(T.delete)).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="/blog/posts/"]')).toBeNull();
    // No row action at all: no empty Actions column either.
    expect(within(document.querySelector('thead') as HTMLElement).queryByText(T.columns.actions)).toBeNull();
  });

  it('shows only the message when the list fails (spec 1 §8)', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl('store/blog/all'), () =>
        HttpResponse.json({ message: 'The blog is resting', title: 'Oops' }, { status: 500 }),
      ),
    );
    renderList();
    await waitFor(() => expect(error).toHaveBeenCalledWith('The blog is resting'));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('keeps its page on Back from a post', async () => {
    function DetailStub() {
      return <Link to={useBackTo('/blog/posts')}>Back to posts</Link>;
    }
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/blog/posts" element={<BlogListContainer />} />
        <Route path="/blog/posts/:post_id" element={<DetailStub />} />
      </Routes>,
      { route: '/blog/posts?page=2', session: { employee: makeEmployee({ employee_type: 'ADMIN' }) } },
    );
    const slow = { timeout: 5000 };
    await user.click(await screen.findByText('Post 11', {}, slow));
    await user.click(await screen.findByText('Back to posts', {}, slow));
    expect(await screen.findByText('Post 11', {}, slow)).toBeInTheDocument();
    expect(lastQuery()).toEqual({ limit: '10', offset: '2' });
  });

  it('shows the filters in force as tags; closing one drops it and asks again', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.blogFilter,
      JSON.stringify({
        posted_date_type: 'CUSTOM',
        posted_from_date: '2026-11-01',
        posted_to_date: '2026-11-15',
        status: 'true',
      }),
    );
    const { user } = renderList();
    await screen.findByText('Post 1');
    expect(screen.getByText(`${T.filter.postedDate}: 01/11/2026 – 15/11/2026`)).toBeInTheDocument();
    expect(screen.getByText(`${T.filter.status}: ${T.status.true}`)).toBeInTheDocument();
    await user.click(screen.getByLabelText(`Remove filter ${T.filter.postedDate}`));
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '10', offset: '1', 'filter.status': 'true' }));
  });
});
