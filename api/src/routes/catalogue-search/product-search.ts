import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import { ProductOptionList, ProductSearchQuery, searchProductsOperation } from '@storedesk/shared/contracts';
import { products, productVariants } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pageWindow, pagedReply } from '../../http/paging';
import { containsPattern } from '../../db/like-pattern';

/** GET store/product/all: the new-booking service picker (name or SKU contains the keyword). */
export default async function productSearchRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: searchProductsOperation,
    permission: 'search_product',
    schema: {
      summary: "The store's services with their variants, for the service picker",
      description: 'The 3-character minimum of the picker is a screen rule; any keyword is accepted here.',
      tags: ['catalogue'],
      querystring: ProductSearchQuery,
      response: { 200: ProductOptionList },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const keyword = request.query['filter.keyword']?.trim();
      const available = request.query['filter.is_available'];
      const where = and(
        eq(products.storeId, storeId),
        eq(products.isDeleted, false),
        available === undefined ? undefined : eq(products.isAvailable, available),
        keyword
          ? or(
              ilike(products.name, containsPattern(keyword)),
              ilike(products.parentSku, containsPattern(keyword)),
            )
          : undefined,
      );
      const { limit, skip } = pageWindow(request.query, 20);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(products)
          .where(where)
          .orderBy(asc(products.name), asc(products.id))
          .limit(limit)
          .offset(skip),
        app.db.select({ total: count() }).from(products).where(where),
      ]);
      const variants =
        rows.length === 0
          ? []
          : await app.db
              .select()
              .from(productVariants)
              .where(
                and(
                  eq(productVariants.storeId, storeId),
                  eq(productVariants.isDeleted, false),
                  inArray(
                    productVariants.productId,
                    rows.map((p) => p.id),
                  ),
                ),
              )
              .orderBy(asc(productVariants.position), asc(productVariants.id));
      const data = rows.map((p) => ({
        _id: p.id,
        name: p.name,
        parent_sku: p.parentSku,
        selling_price: Number(p.sellingPrice),
        compare_at_price: Number(p.compareAtPrice),
        common_price: p.commonPrice,
        is_available: p.isAvailable,
        product_category_id: p.productCategoryId,
        image: p.displayImage.find((i) => i.is_default)?.image ?? p.displayImage[0]?.image ?? null,
        min_quantity: p.productOtherDetails.min_quantity,
        max_quantity: p.productOtherDetails.max_quantity,
        variants: variants
          .filter((v) => v.productId === p.id)
          .map((v) => ({
            _id: v.id,
            name: v.variantName,
            // With a common price every variant sells at the service's price (spec 3 §4).
            price: Number(p.commonPrice ? p.sellingPrice : v.sellingPrice),
            compare_at_price: Number(p.commonPrice ? p.compareAtPrice : v.compareAtPrice),
          })),
      }));
      return pagedReply(data, total, limit);
    },
  });
}
