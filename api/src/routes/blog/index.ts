import type { FastifyInstance } from 'fastify';
import blogDetailRoutes from './blog-detail';
import createBlogRoutes from './create-blog';
import deleteBlogRoutes from './delete-blog';
import editBlogRoutes from './edit-blog';
import listBlogRoutes from './list-blog';

/** Blog posts (spec 1 §2.5); shapes and texts in shared/src/contracts/blog.ts. */
export default async function blogRoutes(app: FastifyInstance) {
  await app.register(listBlogRoutes);
  await app.register(blogDetailRoutes);
  await app.register(createBlogRoutes);
  await app.register(editBlogRoutes);
  await app.register(deleteBlogRoutes);
}
