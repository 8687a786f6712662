import type { FastifyInstance } from 'fastify';
import {
  BLOG_MESSAGES as M,
  BlogDetailQuery,
  BlogDetailReply,
  getBlogPostOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { findPost } from './blog-input';
import { blogView } from './blog-view';

/** GET store/blog/details?store_blog_id: one post of the store, content sanitised. */
export default async function blogDetailRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: getBlogPostOperation,
    errors: ['NOT_FOUND'],
    malformedId: { message: M.notFound, title: 'Not Found' },
    permission: 'detail_blog',
    schema: {
      summary: 'One blog post',
      tags: ['blog'],
      querystring: BlogDetailQuery,
      response: { 200: BlogDetailReply },
    },
    handler: async (request) => {
      const row = await findPost(app.db, request.auth.storeId, request.query.store_blog_id);
      if (!row) throw notFound(M.notFound);
      return { data: blogView(row) };
    },
  });
}
