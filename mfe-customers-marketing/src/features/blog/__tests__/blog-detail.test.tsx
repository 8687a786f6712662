import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { toast, type BlogPost, type Role } from '@storedesk/shared';
import { CONFIRM_TEXTS, PAGE_TEST_IDS } from '@storedesk/shared/ui';
import { apiUrl, makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import { mockSanitizeRichText } from '@storedesk/shared/dev/mock-domains';
import BlogDetailContainer from '../blog-detail-container';
import { BLOG_TEXTS as T } from '../blog-texts';

jest.setTimeout(300_000);

const ID = '00000000-0000-4000-8000-0000000000cc';
const UNKNOWN = '00000000-0000-4000-8000-0000000000dd';

/**
 * What a post's author typed, and what the API's sanitizeRichText (api/src/sanitize/rich-text.ts) answers for it:
 * outputs taken from the API (api/test/blog/blog-xss.test.ts runs the full payload corpus there). The mock
 * sanitiser must give the same, so the standalone page shows what production shows.
 */
const SERVER_SAMPLES: [typed: string, answered: string][] = [
  [
    '<p>Hi</p><script>window.__blogXss = 1</script><img src="x" onerror="window.__blogXss = 2"><p>After</p>',
    '<p>Hi</p><p>After</p>',
  ],
  [
    '<p onclick="alert(1)">Click <a href="javascript:alert(1)">me</a> <a href="https://x.test" target="_blank">ok</a></p><img src="https://cdn.test/a.png" onerror="alert(1)">',
    '<p>Click <a rel="noopener noreferrer">me</a> <a href="https://x.test" target="_blank" rel="noopener noreferrer">ok</a></p><img src="https://cdn.test/a.png" />',
  ],
  [
    '<h2 class="ql-align-center evil">T</h2><iframe src="https://x.test"></iframe><style>p{}</style><blink>kept text</blink>',
    '<h2 class="ql-align-center">T</h2>kept text',
  ],
];
/** sanitize-html writes void tags as `<img />`, the DOM as `<img>`; the same markup either way. */
const sameMarkup = (html: string) => html.replace(/\s*\/>/g, '>');

const post = (blog_content: string): BlogPost => ({
  _id: ID,
  title: 'Monsoon Tips',
  url_slug: 'monsoon-tips',
  blog_content,
  blog_cover_pic: 'https://files.example.test/cover.png',
  is_active: true,
  post_date: '2026-11-09T19:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  version: 0,
});

let answered = post('<p>Plain</p>');
const deleteQueries: Record<string, string>[] = [];
const server = setupServer(
  http.get(apiUrl('store/blog/details'), ({ request }) =>
    new URL(request.url).searchParams.get('store_blog_id') === ID
      ? HttpResponse.json({ data: answered })
      : HttpResponse.json({ message: 'Blog post not found', title: 'Not Found' }, { status: 404 }),
  ),
  http.delete(apiUrl('store/blog/delete'), ({ request }) => {
    deleteQueries.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json({ message: 'Post deleted successfully', title: 'Blog Post deleted' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  deleteQueries.length = 0;
  answered = post('<p>Plain</p>');
  delete (window as { __blogXss?: number }).__blogXss;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function renderDetail(id = ID, role: Role = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/blog/posts" element={<p>the list</p>} />
      <Route path="/blog/posts/:post_id" element={<BlogDetailContainer />} />
      <Route path="/blog/posts/:post_id/edit" element={<p>the edit screen</p>} />
    </Routes>,
    { route: `/blog/posts/${id}`, session: { employee: makeEmployee({ employee_type: role }) } },
  );
}

describe('blog post details', () => {
  it('shows the fields in the store zone, the 100x100 featured image and the content', async () => {
    answered = post('<h2>Stay dry</h2><p>Close the <strong>windows</strong>.</p>');
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Monsoon Tips' })).toBeInTheDocument();
    for (const text of ['monsoon-tips', T.status.true, '10/11/2026', '01/11/2026', '02/11/2026'])
      expect(screen.getByText(text)).toBeInTheDocument();
    const cover = screen.getByAltText(T.detail.coverPic);
    expect(cover).toHaveAttribute('src', 'https://files.example.test/cover.png');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['100', '100']);
    expect(screen.getByTestId('blog-content').innerHTML).toBe(
      '<h2>Stay dry</h2><p>Close the <strong>windows</strong>.</p>',
    );
  });

  it('the dev mocks sanitise blog content like the API', () => {
    for (const [typed, fromServer] of SERVER_SAMPLES)
      expect(sameMarkup(mockSanitizeRichText(typed))).toBe(sameMarkup(fromServer));
  });

  it('renders the server-sanitised html as given: a stored <script> or onerror never reaches the page', async () => {
    const [typed, fromServer] = SERVER_SAMPLES[0];
    expect(typed).toMatch(/<script>/);
    expect(typed).toMatch(/onerror=/);
    answered = post(mockSanitizeRichText(typed));
    renderDetail();
    const content = await screen.findByTestId('blog-content');
    expect(content.innerHTML).toBe(fromServer);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror], [onclick]')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __blogXss?: number }).__blogXss).toBeUndefined();
  });

  it('offers Edit and Delete by permission; Delete asks first and then goes back to the list', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const finance = renderDetail(ID, 'FINANCE');
    await screen.findByRole('heading', { name: 'Monsoon Tips' });
    expect(screen.queryByText(T.edit)).not.toBeInTheDocument();
    expect(screen.queryByText(T.delete)).not.toBeInTheDocument();
    finance.unmount();

    const { user } = renderDetail(ID, 'SITEADMIN');
    await screen.findByRole('heading', { name: 'Monsoon Tips' });
    await user.click(screen.getByLabelText(`${T.delete} Monsoon Tips`));
    const [asked] = await screen.findAllByText(T.deleteConfirm);
    await user.click(
      within(asked.closest('[role="dialog"]') as HTMLElement).getByRole('button', {
        name: CONFIRM_TEXTS.cancel,
      }),
    );
    await waitFor(() => expect(screen.queryAllByText(T.deleteConfirm)).toHaveLength(0));
    expect(deleteQueries).toEqual([]);

    await user.click(screen.getByLabelText(`${T.delete} Monsoon Tips`));
    const [again] = await screen.findAllByText(T.deleteConfirm);
    await user.click(
      within(again.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: CONFIRM_TEXTS.ok }),
    );
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(deleteQueries).toEqual([{ id: ID }]);
    expect(success).toHaveBeenCalledWith('Blog Post deleted', 'Post deleted successfully');
  });

  it('opens the edit screen', async () => {
    const { user } = renderDetail();
    await screen.findByRole('heading', { name: 'Monsoon Tips' });
    await user.click(screen.getByLabelText(`${T.edit} Monsoon Tips`));
    expect(await screen.findByText('the edit screen')).toBeInTheDocument();
  });

  it.each([
    ['an unknown', UNKNOWN],
    ['a malformed', 'not-a-post'],
  ])(
    'says the post does not exist for %s id under the page header, without an error toast',
    async (_, id) => {
      const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
      const { user } = renderDetail(id);
      expect(await screen.findByText(T.notFound)).toBeInTheDocument();
      expect(error).not.toHaveBeenCalled();
      const header = screen.getByTestId(PAGE_TEST_IDS.header);
      expect(within(header).getByRole('heading', { name: T.postTitle })).toBeInTheDocument();
      expect(within(header).getByRole('link', { name: T.backToList })).toHaveAttribute('href', '/blog/posts');
      await user.click(screen.getByRole('button', { name: T.backToList }));
      expect(await screen.findByText('the list')).toBeInTheDocument();
    },
  );
});
