import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { BlogWriteReply } from '@storedesk/shared/contracts';
import { blogPosts } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

/** What a blog test file works with: its app, its store signed in as SITEADMIN, and another store's ADMIN. */
export interface BlogTestBed {
  app: FastifyInstance;
  store: StoreRow;
  headers: Record<string, string>;
  otherHeaders: Record<string, string>;
}

/**
 * Registers the file's beforeAll (app, a store in Asia/Kolkata, another store) and afterAll; the answer's fields
 * are set once beforeAll has run.
 */
export function setUpBlogApp(): BlogTestBed {
  const bed = {} as BlogTestBed;
  beforeAll(async () => {
    bed.app = await buildTestApp();
    bed.store = await createStore(bed.app, { storeTimezone: 'Asia/Kolkata' });
    const otherStore = await createStore(bed.app);
    bed.headers = authHeader(await loginAs(bed.app, 'SITEADMIN', bed.store));
    bed.otherHeaders = authHeader(await loginAs(bed.app, 'ADMIN', otherStore));
  });
  afterAll(() => bed.app.close());
  return bed;
}

let slugCounter = 0;

/**
 * The blog's API calls as a test file makes them, as the signed-in store (`headers`) unless a call is given other
 * headers. The app and the headers are read when a call is made: the test file sets them up in its beforeAll.
 */
export function blogCalls(app: () => FastifyInstance, headers: () => Record<string, string>) {
  const create = (store_blog: Record<string, unknown>, h = headers()) =>
    app().inject({ method: 'POST', url: '/api/store/blog', headers: h, payload: { store_blog } });
  const versionOf = async (id: string) =>
    (await app().db.select({ v: blogPosts.version }).from(blogPosts).where(eq(blogPosts.id, id)))[0]?.v ?? 0;
  /** PUT as a form that has just loaded the post sends it: with its version now, unless the test gives one. */
  const edit = async (store_blog: Record<string, unknown>, h = headers()) => {
    const version = store_blog.version ?? (await versionOf(store_blog._id as string));
    return app().inject({
      method: 'PUT',
      url: '/api/store/blog',
      headers: h,
      payload: { store_blog: { version, ...store_blog } },
    });
  };
  const details = (id: string, h = headers()) =>
    app().inject({ method: 'GET', url: '/api/store/blog/details', headers: h, query: { store_blog_id: id } });
  const remove = (id: string, h = headers()) =>
    app().inject({ method: 'DELETE', url: '/api/store/blog/delete', headers: h, query: { id } });
  const list = (query: Record<string, string> = {}, h = headers()) =>
    app().inject({ method: 'GET', url: '/api/store/blog/all', headers: h, query });

  const freshSlug = () => `post-${++slugCounter}`;

  async function createPost(values: Record<string, unknown> = {}, h = headers()) {
    const res = await create({ title: 'A post', url_slug: freshSlug(), ...values }, h);
    if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
    return (res.json() as BlogWriteReply).data;
  }

  return { create, versionOf, edit, details, remove, list, freshSlug, createPost };
}
