import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { BlogWriteReply } from '@storedesk/shared/contracts';
import { blogPosts } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

/**
 * Issue 11: the editor wrote every space as &nbsp;, so posts never wrapped. A save makes them breakable (the
 * first space of each run normal, the rest kept so consecutive spaces still show), and migration 0009 repaired
 * the posts saved before with the same rule.
 */
let app: FastifyInstance;
let store: StoreRow;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app, { storeTimezone: 'Asia/Kolkata' });
  headers = authHeader(await loginAs(app, 'ADMIN', store));
});
afterAll(() => app.close());

const QUILL =
  '<p>Book&nbsp;your&nbsp;<strong>AC</strong>&nbsp;service&nbsp;&nbsp;&nbsp;today</p><p>&nbsp;</p>';
const BREAKABLE = '<p>Book your <strong>AC</strong> service &nbsp;&nbsp;today</p><p>&nbsp;</p>';

it('a post saved with &nbsp; spaces is stored with breakable ones', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/store/blog',
    headers,
    payload: { store_blog: { title: 'Spaces', url_slug: 'spaces', blog_content: QUILL } },
  });
  expect(res.statusCode).toBe(200);
  const id = (res.json() as BlogWriteReply).data._id;
  const [row] = await app.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  expect(row.blogContent).toBe(BREAKABLE);
});

it("the migration's repair turns saved posts' spaces breakable the same way", async () => {
  const [row] = await app.db
    .insert(blogPosts)
    .values({ storeId: store.id, title: 'Old', urlSlug: 'old-post', blogContent: QUILL })
    .returning();
  const file = readFileSync(
    path.join(__dirname, '../../drizzle/0009_push_idempotency_default_address_blog_spaces.sql'),
    'utf8',
  );
  const repair = file
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .find((statement) => statement.startsWith('UPDATE "blog_posts"'));
  expect(repair).toBeDefined();
  await app.db.execute(sql.raw(repair!));
  const [after] = await app.db.select().from(blogPosts).where(eq(blogPosts.id, row.id));
  expect(after.blogContent).toBe(BREAKABLE);
});
