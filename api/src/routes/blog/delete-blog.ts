import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BLOG_MESSAGES as M,
  DeleteBlogQuery,
  MessageReply,
  deleteBlogPostOperation,
} from '@storedesk/shared/contracts';
import { blogPosts } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { findPost } from './blog-input';
import { blogView } from './blog-view';

/** DELETE store/blog/delete?id: a soft delete (the row stays for the audit trail; its slug becomes free). */
export default async function deleteBlogRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: deleteBlogPostOperation,
    errors: ['NOT_FOUND'],
    permission: 'delete_blog',
    schema: {
      summary: 'Delete a blog post',
      tags: ['blog'],
      querystring: DeleteBlogQuery,
      response: { 200: MessageReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const { id } = request.query;
      await app.db.transaction(async (tx) => {
        const before = await findPost(tx, storeId, id);
        if (!before) throw notFound(M.notFound);
        await tx
          .update(blogPosts)
          .set({ isDeleted: true, updatedAt: new Date() })
          .where(and(eq(blogPosts.id, id), eq(blogPosts.storeId, storeId)));
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'store_blog',
          entityId: id,
          action: 'delete',
          before: blogView(before),
        });
      });
      return { message: M.deleted, title: M.deletedTitle };
    },
  });
}
