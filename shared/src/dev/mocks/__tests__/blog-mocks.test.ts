import { setUpMocks } from './mock-server';
import {
  callApi,
  ApiError,
  useSession,
  type BlogDetailReply,
  type BlogWriteReply,
  type ListBlogReply,
} from '../../../index';
import * as C from '../../../contracts';
import { makeStore, schemaErrors } from '../../../testing';
import { useMockScenario } from '../mock-scenario';
import {
  createBlogPostOperation,
  deleteBlogPostOperation,
  getBlogPostOperation,
  listBlogPostsOperation,
  updateBlogPostOperation,
  uploadFileOperation,
} from '../../../index';

const fits = (schema: unknown, value: unknown) => expect(schemaErrors(schema, value)).toEqual([]);

/** The error a call failed with, as [status, message, title]. */
async function failure(call: Promise<unknown>): Promise<[number, string, string]> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error('the call did not fail with an ApiError');
  return [error.status, error.message, error.title];
}

describe('standalone blog mocks', () => {
  setUpMocks();
  beforeEach(() => {
    useSession.setState({ token: 'dev-token', store: makeStore() });
    useMockScenario.setState({ scenario: 'normal' });
  });

  it('pages and filters like the API, in the contract shape', async () => {
    const first = await callApi<ListBlogReply>(listBlogPostsOperation, { limit: 10, offset: 1 });
    fits(C.ListBlogReply, first);
    expect(first.data).toHaveLength(10);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    const created = first.data.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const inactive = await callApi<ListBlogReply>(listBlogPostsOperation, {
      limit: 100,
      'filter.status': false,
    });
    expect(inactive.total).toBeGreaterThan(0);
    expect(inactive.data.every((p) => !p.is_active)).toBe(true);
    const keyword = await callApi<ListBlogReply>(listBlogPostsOperation, { 'filter.keyword': 'MONSOON' });
    expect(keyword.data.map((p) => p.title)).toEqual(['Monsoon Pest Control Tips']);
    expect(
      (await failure(callApi(listBlogPostsOperation, { 'filter.created_from_date': '01/11/2026' })))[0],
    ).toBe(400);
  });

  it('creates with the API checks and texts, sanitising the content, then edits and deletes', async () => {
    expect(
      await failure(callApi(createBlogPostOperation, { store_blog: { title: ' <b></b> ', url_slug: 'x' } })),
    ).toEqual([400, C.BLOG_MESSAGES.titleMissing, C.BLOG_MESSAGES.missingTitle]);
    expect(
      await failure(callApi(createBlogPostOperation, { store_blog: { title: 'T', url_slug: '?!' } })),
    ).toEqual([400, C.BLOG_MESSAGES.slugMissing, C.BLOG_MESSAGES.missingTitle]);
    const created = await callApi<BlogWriteReply>(createBlogPostOperation, {
      store_blog: {
        title: 'Hello <script>x()</script>World',
        url_slug: 'Hello World!',
        blog_content: '<p>Hi</p><script>window.__blogXss = 1</script><img src="x" onerror="alert(1)">',
        is_active: 'false',
        post_date: '2026-03-10',
      },
    });
    fits(C.BlogWriteReply, created);
    expect(created).toMatchObject({
      message: C.BLOG_MESSAGES.created,
      title: C.BLOG_MESSAGES.createdTitle,
      data: {
        title: 'Hello World',
        url_slug: 'hello-world',
        blog_content: '<p>Hi</p>',
        is_active: false,
        // The start of that day in the store's zone (Asia/Kolkata).
        post_date: '2026-03-09T18:30:00.000Z',
      },
    });
    expect(
      await failure(
        callApi(createBlogPostOperation, { store_blog: { title: 'Again', url_slug: 'hello-world' } }),
      ),
    ).toEqual([409, C.BLOG_MESSAGES.duplicateSlug, C.BLOG_MESSAGES.duplicateSlugTitle]);

    const id = created.data._id;
    const edit = () =>
      callApi<BlogWriteReply>(updateBlogPostOperation, {
        store_blog: { _id: id, version: created.data.version, is_active: 'true', blog_cover_pic: null },
      });
    const edited = await edit();
    expect(edited).toMatchObject({
      title: C.BLOG_MESSAGES.updatedTitle,
      data: { is_active: true, title: 'Hello World', version: created.data.version + 1 },
    });
    // A second save from the same loaded post is stale, like the API's.
    expect(await failure(edit())).toEqual([409, C.BLOG_MESSAGES.changed, C.BLOG_MESSAGES.changedTitle]);
    const detail = await callApi<BlogDetailReply>(getBlogPostOperation, { store_blog_id: id });
    fits(C.BlogDetailReply, detail);

    expect(await callApi(deleteBlogPostOperation, { id })).toEqual({
      message: C.BLOG_MESSAGES.deleted,
      title: C.BLOG_MESSAGES.deletedTitle,
    });
    expect(await failure(callApi(getBlogPostOperation, { store_blog_id: id }))).toEqual([
      404,
      C.BLOG_MESSAGES.notFound,
      'Not Found',
    ]);
  });

  it('refuses a featured image that is not an http(s) address', async () => {
    expect(
      await failure(
        callApi(createBlogPostOperation, {
          store_blog: { title: 'P', url_slug: 'p', blog_cover_pic: 'javascript:alert(1)' },
        }),
      ),
    ).toEqual([400, C.BLOG_MESSAGES.badCoverPic, C.BLOG_MESSAGES.invalidTitle]);
  });

  it('answers an uploaded picture with an http(s) url, and refuses other files', async () => {
    const form = (type: string, bytes: string, filename: string) => {
      const data = new FormData();
      data.append('type', 'PRODUCT');
      data.append('file', new Blob([bytes], { type }), filename);
      return data;
    };
    const { url } = await callApi<{ url: string }>(
      uploadFileOperation,
      form('image/png', 'png', 'cover.png'),
    );
    expect(url).toMatch(/^https:\/\/.+cover\.png/);
    expect((await failure(callApi(uploadFileOperation, form('text/html', '<b>', 'x.html'))))[0]).toBe(400);
  });
});
