import type { FastifyInstance } from 'fastify';
import {
  BLOG_MESSAGES as M,
  BlogWriteReply,
  CreateBlogBody,
  createBlogPostOperation,
} from '@storedesk/shared/contracts';
import { blogPosts } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { assertSlugFree, blogValues } from './blog-input';
import { blogView } from './blog-view';

/** POST store/blog {store_blog}: a new post; answers it so the screen can open its details (spec 1 §4). */
export default async function createBlogRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: createBlogPostOperation,
    errors: ['DUPLICATE'],
    permission: 'create_blog',
    schema: {
      summary: 'Create a blog post (title and URL slug mandatory; slug unique in the store)',
      tags: ['blog'],
      body: CreateBlogBody,
      response: { 200: BlogWriteReply },
    },
    handler: async (request) => {
      const { storeId, employeeId, storeTimezone } = request.auth;
      const values = blogValues(request.body.store_blog, storeTimezone, true);
      const row = await app.db.transaction(async (tx) => {
        await assertSlugFree(tx, storeId, values.urlSlug!);
        const [created] = await tx
          .insert(blogPosts)
          .values({
            ...values,
            title: values.title!,
            urlSlug: values.urlSlug!,
            storeId,
            createdBy: employeeId,
          })
          .returning();
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'store_blog',
          entityId: created.id,
          action: 'create',
          after: blogView(created),
        });
        return created;
      });
      return { message: M.created, title: M.createdTitle, data: blogView(row) };
    },
  });
}
