import { eq } from 'drizzle-orm';
import type { ListBlogReply } from '@storedesk/shared/contracts';
import { blogPosts } from '../../src/db/schema';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { blogCalls, setUpBlogApp } from './blog-calls';

const bed = setUpBlogApp();

const { list, createPost } = blogCalls(
  () => bed.app,
  () => bed.headers,
);

describe('GET store/blog/all', () => {
  let listStore: StoreRow;
  let h: Record<string, string>;
  const ids: string[] = [];

  beforeAll(async () => {
    listStore = await createStore(bed.app, { storeTimezone: 'Asia/Kolkata' });
    h = authHeader(await loginAs(bed.app, 'ADMIN', listStore));
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
      await bed.app.db
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
    const foreign = (await list({}, bed.otherHeaders)).json() as ListBlogReply;
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
