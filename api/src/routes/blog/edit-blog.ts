import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BLOG_MESSAGES as M,
  BlogWriteReply,
  EditBlogBody,
  updateBlogPostOperation,
} from '@storedesk/shared/contracts';
import { blogPosts } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { changedElsewhere, notFound } from '../../http/errors';
import { assertSlugFree, blogValues, findPost } from './blog-input';
import { blogView } from './blog-view';

/**
 * PUT store/blog {store_blog with _id and version}: changes the fields sent; the others keep their value. Written
 * only while the post still has the version the form loaded (checked in the UPDATE itself, so of two saves racing
 * the second answers 409 and nothing of it is written).
 */
const postChanged = () => changedElsewhere(M.changed, M.changedTitle);

export default async function editBlogRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: updateBlogPostOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE', 'DUPLICATE'],
    permission: 'edit_blog',
    schema: {
      summary: 'Update a blog post',
      tags: ['blog'],
      body: EditBlogBody,
      response: { 200: BlogWriteReply },
    },
    handler: async (request) => {
      const { storeId, employeeId, storeTimezone } = request.auth;
      const { _id: id, version, ...input } = request.body.store_blog;
      const values = blogValues(input, storeTimezone, false);
      const row = await app.db.transaction(async (tx) => {
        const before = await findPost(tx, storeId, id);
        if (!before) throw notFound(M.notFound);
        // Stale before duplicate slug: the form must be reloaded either way, and this says why.
        if (before.version !== version) throw postChanged();
        if (values.urlSlug !== undefined) await assertSlugFree(tx, storeId, values.urlSlug, id);
        // The version in the WHERE is what holds under concurrency: of two saves of one version the second
        // updates nothing (nor does a save racing a delete), and answers 409.
        const [updated] = await tx
          .update(blogPosts)
          .set({ ...values, version: sql`${blogPosts.version} + 1`, updatedAt: new Date() })
          .where(
            and(
              eq(blogPosts.id, id),
              eq(blogPosts.storeId, storeId),
              eq(blogPosts.isDeleted, false),
              eq(blogPosts.version, version),
            ),
          )
          .returning();
        if (!updated) throw postChanged();
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
