import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BLOG_PAGE_SIZE,
  ListBlogQuery,
  ListBlogReply,
  listBlogPostsOperation,
} from '@storedesk/shared/contracts';
import { blogPosts } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pagedReply, pageWindow } from '../../http/paging';
import { containsPattern } from '../../db/like-pattern';
import { blogView } from './blog-view';

/** Start and end (exclusive) of a store-local day as UTC instants. */
const dayStart = (day: string, tz: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${tz})`;
const dayEnd = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${tz})`;

function conditions(storeId: string, tz: string, q: ListBlogQuery): SQL {
  const keyword = q['filter.keyword'] && q['filter.keyword'].trim();
  const created = { from: q['filter.created_from_date'], to: q['filter.created_to_date'] };
  const posted = { from: q['filter.posted_from_date'], to: q['filter.posted_to_date'] };
  return and(
    eq(blogPosts.storeId, storeId),
    eq(blogPosts.isDeleted, false),
    keyword
      ? or(
          ilike(blogPosts.title, containsPattern(keyword)),
          ilike(blogPosts.urlSlug, containsPattern(keyword)),
        )
      : undefined,
    created.from ? gte(blogPosts.createdAt, dayStart(created.from, tz)) : undefined,
    created.to ? lt(blogPosts.createdAt, dayEnd(created.to, tz)) : undefined,
    posted.from ? gte(blogPosts.postDate, dayStart(posted.from, tz)) : undefined,
    posted.to ? lt(blogPosts.postDate, dayEnd(posted.to, tz)) : undefined,
    q['filter.status'] !== undefined ? eq(blogPosts.isActive, q['filter.status']) : undefined,
  )!;
}

/** GET store/blog/all: the store's posts, newest first, filtered and paged (spec 1 §7). */
export default async function listBlogRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: listBlogPostsOperation,
    permission: 'list_blog',
    schema: {
      summary: 'List blog posts (paged; keyword, created/posted day ranges, status)',
      tags: ['blog'],
      querystring: ListBlogQuery,
      response: { 200: ListBlogReply },
    },
    handler: async (request) => {
      const { storeId, storeTimezone } = request.auth;
      const { limit, skip } = pageWindow(request.query, BLOG_PAGE_SIZE);
      const where = conditions(storeId, storeTimezone, request.query);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
          .limit(limit)
          .offset(skip),
        app.db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return pagedReply(rows.map(blogView), total, limit);
    },
  });
}
