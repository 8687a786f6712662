import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  BLOG_MESSAGES as M,
  type BlogDetailReply,
  type BlogWriteReply,
  type ListBlogReply,
} from '@storedesk/shared/contracts';
import { auditLog, blogPosts } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let store: StoreRow;
let otherStore: StoreRow;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  otherStore = await createStore(app);
  headers = authHeader(await loginAs(app, 'SITEADMIN', store));
  otherHeaders = authHeader(await loginAs(app, 'ADMIN', otherStore));
});
afterAll(() => app.close());

const create = (store_blog: Record<string, unknown>, h = headers) =>
  app.inject({ method: 'POST', url: '/api/store/blog', headers: h, payload: { store_blog } });
const versionOf = async (id: string) =>
  (await app.db.select({ v: blogPosts.version }).from(blogPosts).where(eq(blogPosts.id, id)))[0]?.v ?? 0;
/** PUT as a form that has just loaded the post sends it: with its version now, unless the test gives one. */
const edit = async (store_blog: Record<string, unknown>, h = headers) => {
  const version = store_blog.version ?? (await versionOf(store_blog._id as string));
  return app.inject({
    method: 'PUT',
    url: '/api/store/blog',
    headers: h,
    payload: { store_blog: { version, ...store_blog } },
  });
};
const details = (id: string, h = headers) =>
  app.inject({ method: 'GET', url: '/api/store/blog/details', headers: h, query: { store_blog_id: id } });
const remove = (id: string, h = headers) =>
  app.inject({ method: 'DELETE', url: '/api/store/blog/delete', headers: h, query: { id } });
const list = (query: Record<string, string> = {}, h = headers) =>
  app.inject({ method: 'GET', url: '/api/store/blog/all', headers: h, query });

let slugCounter = 0;
const freshSlug = () => `post-${++slugCounter}`;

async function createPost(values: Record<string, unknown> = {}, h = headers) {
  const res = await create({ title: 'A post', url_slug: freshSlug(), ...values }, h);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return (res.json() as BlogWriteReply).data;
}

describe('POST store/blog', () => {
  it('needs a title and a URL slug (spec 1 §5 texts)', async () => {
    for (const body of [
      { url_slug: 'x' },
      { title: '', url_slug: 'x' },
      { title: '  <b> </b> ', url_slug: 'x' },
    ]) {
      const res = await create(body);
      expect([res.statusCode, res.json()]).toEqual([400, { message: M.titleMissing, title: M.missingTitle }]);
    }
    for (const body of [{ title: 'T' }, { title: 'T', url_slug: '' }, { title: 'T', url_slug: '?!' }]) {
      const res = await create(body);
      expect([res.statusCode, res.json()]).toEqual([400, { message: M.slugMissing, title: M.missingTitle }]);
    }
    expect(await app.db.select().from(blogPosts).where(eq(blogPosts.storeId, store.id))).toEqual([]);
  });

  it('creates a post, answers it with the spec texts and writes an audit row', async () => {
    const res = await create({
      title: '  Summer <i>Deep</i> Clean  ',
      url_slug: 'Summer Deep Clean!',
      blog_content: '<h2>Hello</h2><p>World</p>',
      blog_cover_pic: 'https://cdn.example.test/cover.png',
      is_active: 'false',
      post_date: '2026-11-01T10:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as BlogWriteReply;
    expect(body).toMatchObject({
      message: M.created,
      title: M.createdTitle,
      data: {
        title: 'Summer Deep Clean',
        url_slug: 'summer-deep-clean',
        blog_content: '<h2>Hello</h2><p>World</p>',
        blog_cover_pic: 'https://cdn.example.test/cover.png',
        is_active: false,
        post_date: '2026-11-01T10:00:00.000Z',
      },
    });
    expect(M.created).toBe('Post created successfully');
    expect(M.createdTitle).toBe('Blog Post created');
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store_blog'), eq(auditLog.entityId, body.data._id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', storeId: store.id, after: body.data });
  });

  it('defaults to active, posted now, no picture, empty content', async () => {
    const before = Date.now();
    const post = await createPost();
    expect(post).toMatchObject({ is_active: true, blog_cover_pic: null, blog_content: '' });
    expect(Date.parse(post.post_date!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes a post_date day as the start of that day in the store time zone', async () => {
    const post = await createPost({ post_date: '2026-03-10' });
    expect(post.post_date).toBe('2026-03-09T18:30:00.000Z');
  });

  it('refuses a featured image that is not an http(s) address', async () => {
    for (const pic of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.png', 'not a url']) {
      const res = await create({ title: 'Pic', url_slug: freshSlug(), blog_cover_pic: pic });
      expect([res.statusCode, res.json()]).toEqual([400, { message: M.badCoverPic, title: M.invalidTitle }]);
    }
  });

  it('keeps slugs unique per store: 409 in the same store, fine in another', async () => {
    await createPost({ url_slug: 'shared-slug' });
    const again = await create({ title: 'Other', url_slug: 'Shared Slug' });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: M.duplicateSlug, title: M.duplicateSlugTitle },
    ]);
    const elsewhere = await create({ title: 'Other', url_slug: 'shared-slug' }, otherHeaders);
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('GET store/blog/details', () => {
  it('answers the post of the store and 404 for another store or an unknown id', async () => {
    const post = await createPost({ blog_content: '<p>Body</p>' });
    const res = await details(post._id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as BlogDetailReply).data).toEqual(post);
    const foreign = await details(post._id, otherHeaders);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { message: M.notFound, title: 'Not Found' }]);
    const unknown = await details('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT store/blog', () => {
  it('updates the fields sent, keeps the rest and audits before and after', async () => {
    const post = await createPost({ blog_content: '<p>Old</p>', blog_cover_pic: 'https://x.test/a.png' });
    const res = await edit({
      _id: post._id,
      title: 'New <b>title</b>',
      is_active: false,
      blog_cover_pic: '',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as BlogWriteReply;
    expect(body).toMatchObject({
      message: M.updated,
      title: M.updatedTitle,
      data: {
        _id: post._id,
        title: 'New title',
        url_slug: post.url_slug,
        blog_content: '<p>Old</p>',
        blog_cover_pic: null,
        is_active: false,
      },
    });
    expect(M.updatedTitle).toBe('Blog Post updated');
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'store_blog'),
          eq(auditLog.entityId, post._id),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audit).toMatchObject({ before: post, after: body.data });
  });

  it('keeps the mandatory texts on edit, refuses a slug of another post, accepts its own', async () => {
    const post = await createPost();
    const taken = await createPost();
    const blank = await edit({ _id: post._id, title: ' ' });
    expect(blank.json()).toEqual({ message: M.titleMissing, title: M.missingTitle });
    const noSlug = await edit({ _id: post._id, url_slug: '' });
    expect(noSlug.json()).toEqual({ message: M.slugMissing, title: M.missingTitle });
    const clash = await edit({ _id: post._id, url_slug: taken.url_slug });
    expect([clash.statusCode, clash.json()]).toEqual([
      409,
      { message: M.duplicateSlug, title: M.duplicateSlugTitle },
    ]);
    const own = await edit({ _id: post._id, url_slug: post.url_slug, is_active: 'true' });
    expect(own.statusCode).toBe(200);
  });

  it('answers 409 to a version the post no longer has, writing nothing', async () => {
    const post = await createPost({ title: 'First' });
    expect(post.version).toBe(0);
    const saved = await edit({ _id: post._id, version: post.version, title: 'Second' });
    expect((saved.json() as BlogWriteReply).data).toMatchObject({ title: 'Second', version: 1 });
    const audits = async () => app.db.select().from(auditLog).where(eq(auditLog.entityId, post._id));
    const auditCount = (await audits()).length;
    const stale = await edit({ _id: post._id, version: post.version, title: 'Third', is_active: false });
    expect([stale.statusCode, stale.json()]).toEqual([409, { message: M.changed, title: M.changedTitle }]);
    expect(((await details(post._id)).json() as BlogDetailReply).data).toMatchObject({
      title: 'Second',
      is_active: true,
      version: 1,
    });
    expect(await audits()).toHaveLength(auditCount);
  });

  it("answers 404 for another store's post and changes nothing", async () => {
    const post = await createPost({ title: 'Mine' });
    const res = await edit({ _id: post._id, title: 'Hijacked' }, otherHeaders);
    expect(res.statusCode).toBe(404);
    expect(((await details(post._id)).json() as BlogDetailReply).data.title).toBe('Mine');
  });
});

describe('DELETE store/blog/delete', () => {
  it("deletes the store's post, frees its slug and answers 404 for another store", async () => {
    const post = await createPost({ url_slug: 'to-delete' });
    const foreign = await remove(post._id, otherHeaders);
    expect(foreign.statusCode).toBe(404);
    const res = await remove(post._id);
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.deleted, title: M.deletedTitle }]);
    expect((await details(post._id)).statusCode).toBe(404);
    expect((await remove(post._id)).statusCode).toBe(404);
    expect((await create({ title: 'Again', url_slug: 'to-delete' })).statusCode).toBe(200);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, post._id), eq(auditLog.action, 'delete')));
    expect(audit).toHaveLength(1);
  });
});

describe('GET store/blog/all', () => {
  let listStore: StoreRow;
  let h: Record<string, string>;
  const ids: string[] = [];

  beforeAll(async () => {
    listStore = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
    h = authHeader(await loginAs(app, 'ADMIN', listStore));
    for (let i = 1; i <= 12; i++) {
      const post = await createPost(
        {
          title: i === 3 ? 'Monsoon cleaning tips' : `Post number ${i}`,
          url_slug: i === 4 ? 'monsoon-offers' : `list-post-${i}`,
          is_active: i % 2 === 0,
          post_date: `2026-10-${String(i).padStart(2, '0')}`,
        },
        h,
      );
      ids.push(post._id);
      // Created one day apart, post 1 oldest: 2026-10-01 12:00 Kolkata time and on.
      await app.db
        .update(blogPosts)
        .set({ createdAt: new Date(Date.UTC(2026, 9, i, 6, 30)) })
        .where(eq(blogPosts.id, post._id));
    }
  });

  const page = async (query: Record<string, string>) => {
    const res = await list(query, h);
    expect(res.statusCode).toBe(200);
    return res.json() as ListBlogReply;
  };

  it('pages 10 at a time from page 1, newest first, with pages and total', async () => {
    const first = await page({});
    expect([first.total, first.pages, first.data.length]).toEqual([12, 2, 10]);
    expect(first.data[0]._id).toBe(ids[11]);
    const second = await page({ offset: '2' });
    expect(second.data.map((p) => p._id)).toEqual([ids[1], ids[0]]);
    const small = await page({ limit: '5', offset: '3' });
    expect([small.pages, small.data.length]).toEqual([3, 2]);
  });

  it('filters by keyword in title or slug, and by status', async () => {
    const monsoon = await page({ 'filter.keyword': 'MONSOON' });
    expect(monsoon.data.map((p) => p._id).sort()).toEqual([ids[2], ids[3]].sort());
    const literal = await page({ 'filter.keyword': '%' });
    expect(literal.total).toBe(0);
    const active = await page({ 'filter.status': 'true' });
    expect(active.total).toBe(6);
    expect(active.data.every((p) => p.is_active)).toBe(true);
    const inactive = await page({ 'filter.status': 'false' });
    expect(inactive.total).toBe(6);
  });

  it('filters by created and posted days in the store time zone, both ends inclusive', async () => {
    const created = await page({
      'filter.created_from_date': '2026-10-03',
      'filter.created_to_date': '2026-10-05',
    });
    expect(created.data.map((p) => p._id)).toEqual([ids[4], ids[3], ids[2]]);
    const posted = await page({ 'filter.posted_from_date': '2026-10-11' });
    expect(posted.data.map((p) => p._id)).toEqual([ids[11], ids[10]]);
    const both = await page({ 'filter.posted_to_date': '2026-10-02', 'filter.status': 'true' });
    expect(both.data.map((p) => p._id)).toEqual([ids[1]]);
  });

  it('lists only the caller store', async () => {
    const other = await page({});
    const foreign = (await list({}, otherHeaders)).json() as ListBlogReply;
    expect(foreign.data.some((p) => other.data.some((o) => o._id === p._id))).toBe(false);
  });

  it('refuses bad filters with 400', async () => {
    const bad: Record<string, string>[] = [
      { 'filter.created_from_date': '01/10/2026' },
      { 'filter.status': 'maybe' },
      { offset: '0' },
    ];
    for (const query of bad) {
      const res = await list(query, h);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('input Postgres would refuse answers 400 (or is cleaned), never 500', () => {
  it('refuses a post_date or a filter day that is not on the calendar, writing nothing', async () => {
    const before = await app.db.select().from(blogPosts).where(eq(blogPosts.storeId, store.id));
    for (const post_date of ['2026-02-30', '2026-04-31', '2025-02-29']) {
      const res = await create({ title: 'Leap', url_slug: freshSlug(), post_date });
      // post_date takes a day or an instant, so the refusal names the field (by its label) as the validator's union does.
      expect([res.statusCode, res.json()]).toEqual([
        400,
        {
          message: expect.stringMatching(/^Post date must be a real /),
          title: 'Invalid Input',
        },
      ]);
    }
    expect(await app.db.select().from(blogPosts).where(eq(blogPosts.storeId, store.id))).toHaveLength(
      before.length,
    );
    const post = await createPost({ post_date: '2028-02-29' });
    expect(post.post_date).toBe('2028-02-28T18:30:00.000Z');
    const edited = await edit({ _id: post._id, post_date: '2026-11-31' });
    expect(edited.statusCode).toBe(400);
    expect(((await details(post._id)).json() as BlogDetailReply).data.post_date).toBe(post.post_date);

    for (const name of ['created_from_date', 'created_to_date', 'posted_from_date', 'posted_to_date']) {
      const res = await list({ [`filter.${name}`]: '2026-02-30' });
      const label = name[0]!.toUpperCase() + name.slice(1).replace(/_/g, ' ');
      expect([res.statusCode, res.json()]).toEqual([
        400,
        {
          message: `${label} must be a real calendar day (YYYY-MM-DD) between 1900 and 2199`,
          title: 'Invalid Input',
        },
      ]);
    }
  });

  it('refuses NUL in title, content and keyword, and a picture address with control characters', async () => {
    const before = await app.db.select().from(blogPosts).where(eq(blogPosts.storeId, store.id));
    for (const values of [{ title: 'Nul\u0000title' }, { blog_content: '<p>a\u0000b</p>' }]) {
      const res = await create({ title: 'Nul', url_slug: freshSlug(), ...values });
      expect([res.statusCode, res.json().title]).toEqual([400, 'Invalid Input']);
    }
    expect(await app.db.select().from(blogPosts).where(eq(blogPosts.storeId, store.id))).toHaveLength(
      before.length,
    );
    expect((await list({ 'filter.keyword': 'nul\u0000' })).statusCode).toBe(400);
    const post = await createPost();
    const nul = await edit({ _id: post._id, blog_cover_pic: 'https://x.test/a\u0000.png' });
    expect([nul.statusCode, nul.json().title]).toEqual([400, 'Invalid Input']);
    const newline = await edit({ _id: post._id, blog_cover_pic: 'https://x.test/a\n.png' });
    expect([newline.statusCode, newline.json()]).toEqual([
      400,
      { message: M.badCoverPic, title: M.invalidTitle },
    ]);
    expect(((await details(post._id)).json() as BlogDetailReply).data.blog_cover_pic).toBeNull();
  });
});
