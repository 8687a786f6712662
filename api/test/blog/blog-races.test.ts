import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { BLOG_MESSAGES as M, type BlogWriteReply } from '@storedesk/shared/contracts';
import { auditLog, blogPosts } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { expectOverlap, sendTogether, statusCounts } from '../helpers/send-together';
import { buildTestApp } from '../helpers/test-app';

/**
 * Blog posts written by two requests at once (issue 9): on PostgreSQL they overlap, so the slug's unique index and
 * the version in the UPDATE's WHERE decide; the answers must be those of the same requests sent one after another.
 */
let app: FastifyInstance;
let store: StoreRow;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  headers = authHeader(await loginAs(app, 'ADMIN', store));
});
afterAll(() => app.close());

const send = (method: 'POST' | 'PUT', store_blog: Record<string, unknown>) => () =>
  app.inject({ method, url: '/api/store/blog', headers, payload: { store_blog } });
const postsWithSlug = (slug: string) =>
  app.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.storeId, store.id), eq(blogPosts.urlSlug, slug), eq(blogPosts.isDeleted, false)));

it('two creates with one slug: one post, one 409 in the screen words, no 500', async () => {
  const { responses, peak } = await sendTogether(app, [
    send('POST', { title: 'First', url_slug: 'same-day' }),
    send('POST', { title: 'Second', url_slug: 'same-day' }),
  ]);
  expectOverlap(peak);
  expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
  expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
    message: M.duplicateSlug,
    title: M.duplicateSlugTitle,
  });
  expect(await postsWithSlug('same-day')).toHaveLength(1);
});

it('two edits from the same loaded version: one 200, one 409, the winner stored', async () => {
  const created = await send('POST', { title: 'Draft', url_slug: 'draft-post' })();
  const post = (created.json() as BlogWriteReply).data;
  const edit = (title: string, is_active: boolean) =>
    send('PUT', { _id: post._id, version: post.version, title, is_active });
  const { responses, peak } = await sendTogether(app, [edit('Asha edit', false), edit('Bina edit', true)]);
  expectOverlap(peak);
  expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
  expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
    message: M.changed,
    title: M.changedTitle,
  });
  const winner = (responses.find((r) => r.statusCode === 200)!.json() as BlogWriteReply).data;
  const [row] = await app.db.select().from(blogPosts).where(eq(blogPosts.id, post._id));
  expect([row.title, row.isActive, row.version]).toEqual([winner.title, winner.is_active, post.version + 1]);
  const updates = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, post._id), eq(auditLog.action, 'update')));
  expect(updates).toHaveLength(1);
});

it('two edits moving two posts to one slug: one 200, one 409 in the screen words', async () => {
  const [a, b] = await Promise.all(
    ['one', 'two'].map(async (slug) => {
      const res = await send('POST', { title: slug, url_slug: `post-${slug}` })();
      return (res.json() as BlogWriteReply).data;
    }),
  );
  const moveTo = (p: typeof a) => send('PUT', { _id: p._id, version: p.version, url_slug: 'wanted-slug' });
  const { responses, peak } = await sendTogether(app, [moveTo(a), moveTo(b)]);
  expectOverlap(peak);
  expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
  expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
    message: M.duplicateSlug,
    title: M.duplicateSlugTitle,
  });
  expect(await postsWithSlug('wanted-slug')).toHaveLength(1);
});
