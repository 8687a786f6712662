import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import {
  CATALOGUE_LOOKUP_PAGE_SIZE,
  CatalogueLookupQuery,
  CollectionOptionList,
  listCollectionsOperation,
} from '@storedesk/shared/contracts';
import { productCollections } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pagedReply, pageWindow } from '../../http/paging';
import { containsPattern } from '../../db/like-pattern';

/** GET store/product/collection/all: the store's collections by name, for pickers. */
export default async function collectionListRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: listCollectionsOperation,
    permission: 'read_lookups',
    schema: {
      summary: "The store's collections by name (keyword on name or slug), for pickers",
      tags: ['catalogue'],
      querystring: CatalogueLookupQuery,
      response: { 200: CollectionOptionList },
    },
    handler: async (request) => {
      const keyword = request.query['filter.keyword']?.trim();
      const where = and(
        eq(productCollections.storeId, request.auth.storeId),
        eq(productCollections.isDeleted, false),
        keyword
          ? or(
              ilike(productCollections.name, containsPattern(keyword)),
              ilike(productCollections.urlSlug, containsPattern(keyword)),
            )
          : undefined,
      );
      const { limit, skip } = pageWindow(request.query, CATALOGUE_LOOKUP_PAGE_SIZE);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(productCollections)
          .where(where)
          .orderBy(asc(productCollections.name), asc(productCollections.id))
          .limit(limit)
          .offset(skip),
        app.db.select({ total: count() }).from(productCollections).where(where),
      ]);
      return pagedReply(
        rows.map((c) => ({ _id: c.id, name: c.name, url_slug: c.urlSlug, image: c.image })),
        total,
        limit,
      );
    },
  });
}
