import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BLOG_MESSAGES as M, BlogWriteReply, EditBlogBody } from '@storedesk/shared/contracts';
import { blogPosts } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { assertSlugFree, blogValues, findPost } from './blog-input';
import { blogView } from './blog-view';

/** PUT store/blog {store_blog with _id}: changes the fields sent; the others keep their value. */
export default async function editBlogRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'PUT',
    url: '/store/blog',
    permission: 'edit_blog',
    schema: {
      summary: 'Update a blog post',
      tags: ['blog'],
      body: EditBlogBody,
      response: { 200: BlogWriteReply },
    },
    handler: async (request) => {
      const { storeId, employeeId, storeTimezone } = request.auth;
      const { _id: id, ...input } = request.body.store_blog;
      const values = blogValues(input, storeTimezone, false);
      const row = await app.db.transaction(async (tx) => {
        const before = await findPost(tx, storeId, id);
        if (!before) throw notFound(M.notFound);
        if (values.urlSlug !== undefined) await assertSlugFree(tx, storeId, values.urlSlug, id);
        const [updated] = await tx
          .update(blogPosts)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(blogPosts.id, id), eq(blogPosts.storeId, storeId)))
          .returning();
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'store_blog',
          entityId: id,
          action: 'update',
          before: blogView(before),
          after: blogView(updated),
        });
        return updated;
      });
      return { message: M.updated, title: M.updatedTitle, data: blogView(row) };
    },
  });
}
