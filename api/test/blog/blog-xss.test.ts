import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { BlogDetailReply, BlogWriteReply, ListBlogReply } from '@storedesk/shared/contracts';
import { blogPosts } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { executableParts, XSS_PAYLOADS } from '../fixtures/xss-payloads';

let app: FastifyInstance;
let store: StoreRow;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  headers = authHeader(await loginAs(app, 'ADMIN', store));
});
afterAll(() => app.close());

/** Every text field of a post that reaches a page. */
const textsOf = (post: { title: string; url_slug: string; blog_content: string }) => [
  post.title,
  post.url_slug,
  post.blog_content,
];

function expectInert(where: string, texts: string[]) {
  const problems = texts.flatMap((text) => executableParts(text).map((pattern) => `${pattern} in ${text}`));
  expect([where, problems]).toEqual([where, []]);
}

describe('blog content and titles are sanitised on the server', () => {
  it('has a corpus of at least 30 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    // The check itself must catch what it is for.
    expect(
      XSS_PAYLOADS.filter((payload) => executableParts(payload).length > 0).length,
    ).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload]))(
    'payload %i is stored and answered without executable script: %s',
    async (index, payload) => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/store/blog',
        headers,
        payload: {
          store_blog: {
            title: `Title ${index} ${payload}`,
            url_slug: `xss ${index} ${payload}`,
            blog_content: `<p>Before</p>${payload}<p>After</p>`,
          },
        },
      });
      expect(created.statusCode).toBe(200);
      const post = (created.json() as BlogWriteReply).data;
      expectInert('create answer', textsOf(post));
      expect(post.blog_content).toContain('<p>Before</p>');

      const [row] = await app.db.select().from(blogPosts).where(eq(blogPosts.id, post._id));
      expectInert('stored row', [row.title, row.urlSlug, row.blogContent]);

      const edited = await app.inject({
        method: 'PUT',
        url: '/api/store/blog',
        headers,
        payload: {
          store_blog: {
            _id: post._id,
            version: post.version,
            title: `Edited ${index} ${payload}`,
            blog_content: payload,
          },
        },
      });
      expect(edited.statusCode).toBe(200);
      expectInert('edit answer', textsOf((edited.json() as BlogWriteReply).data));

      const shown = await app.inject({
        method: 'GET',
        url: '/api/store/blog/details',
        headers,
        query: { store_blog_id: post._id },
      });
      expectInert('details', textsOf((shown.json() as BlogDetailReply).data));
    },
  );

  it('cleans rows written around the API (seed, import, old rules) when answering them', async () => {
    const rows = await app.db
      .insert(blogPosts)
      .values(
        XSS_PAYLOADS.map((payload, index) => ({
          storeId: store.id,
          title: payload,
          urlSlug: `raw-${index}-${payload}`,
          blogContent: payload,
          blogCoverPic: 'javascript:alert(1)',
        })),
      )
      .returning();
    const res = await app.inject({
      method: 'GET',
      url: '/api/store/blog/all',
      headers,
      query: { limit: '1000', 'filter.keyword': 'raw-' },
    });
    const answered = (res.json() as ListBlogReply).data;
    expect(answered).toHaveLength(rows.length);
    for (const post of answered) {
      expectInert(`list ${post._id}`, textsOf(post));
      expect(post.blog_cover_pic).toBeNull();
    }
    const detail = await app.inject({
      method: 'GET',
      url: '/api/store/blog/details',
      headers,
      query: { store_blog_id: rows[0].id },
    });
    expectInert('details of a raw row', textsOf((detail.json() as BlogDetailReply).data));
  });

  it('keeps the formatting the editor makes, with safe links and pictures', async () => {
    const html =
      '<h1>T</h1><p class="ql-align-center" style="text-align:center">x <strong>b</strong> <em>i</em> <u>u</u></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>' +
      '<p><a href="https://example.test/a" target="_blank">link</a> <a href="mailto:a@example.test">mail</a></p>' +
      '<p><img src="https://cdn.example.test/a.png" alt="A"></p>';
    const res = await app.inject({
      method: 'POST',
      url: '/api/store/blog',
      headers,
      payload: { store_blog: { title: 'Formatting', url_slug: 'formatting', blog_content: html } },
    });
    const content = (res.json() as BlogWriteReply).data.blog_content;
    expect(content).toBe(
      '<h1>T</h1><p class="ql-align-center" style="text-align:center">x <strong>b</strong> <em>i</em> <u>u</u></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote>' +
        '<p><a href="https://example.test/a" target="_blank" rel="noopener noreferrer">link</a> ' +
        '<a href="mailto:a@example.test" rel="noopener noreferrer">mail</a></p>' +
        '<p><img src="https://cdn.example.test/a.png" alt="A" /></p>',
    );
  });
});
