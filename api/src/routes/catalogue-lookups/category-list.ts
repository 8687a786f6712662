import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import {
  CATALOGUE_LOOKUP_PAGE_SIZE,
  CatalogueLookupQuery,
  CategoryOptionList,
  listCategoriesOperation,
} from '@storedesk/shared/contracts';
import { productCategories } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pagedReply, pageWindow } from '../../http/paging';
import { containsPattern } from '../../db/like-pattern';

/** GET category/all: the store's categories by name, for pickers (contracts/catalogue-lookups.ts). */
export default async function categoryListRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: listCategoriesOperation,
    permission: 'read_lookups',
    schema: {
      summary: "The store's categories by name (keyword on name or slug), for pickers",
      tags: ['catalogue'],
      querystring: CatalogueLookupQuery,
      response: { 200: CategoryOptionList },
    },
    handler: async (request) => {
      const keyword = request.query['filter.keyword']?.trim();
      const where = and(
        eq(productCategories.storeId, request.auth.storeId),
        eq(productCategories.isDeleted, false),
        keyword
          ? or(
              ilike(productCategories.name, containsPattern(keyword)),
              ilike(productCategories.urlSlug, containsPattern(keyword)),
            )
          : undefined,
      );
      const { limit, skip } = pageWindow(request.query, CATALOGUE_LOOKUP_PAGE_SIZE);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(productCategories)
          .where(where)
          .orderBy(asc(productCategories.name), asc(productCategories.id))
          .limit(limit)
          .offset(skip),
        app.db.select({ total: count() }).from(productCategories).where(where),
      ]);
      return pagedReply(
        rows.map((c) => ({
          _id: c.id,
          name: c.name,
          url_slug: c.urlSlug,
          image: c.image,
          is_parent: c.isParent,
          parent_category_id: c.parentCategoryId,
        })),
        total,
        limit,
      );
    },
  });
}
