import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ProductFormQuery, ProductFormReply, getProductFormOperation } from '@storedesk/shared/contracts';
import { productForms, products } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';

/** GET store/product/form: a service's request form; is_available false = no active form (add without one). */
export default async function productFormRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: getProductFormOperation,
    errors: ['NOT_FOUND'],
    permission: 'search_product',
    schema: {
      summary: "A service's request form",
      description:
        'Every field of the form is returned (with is_active and product_variant_id); the screen asks only the ' +
        'active ones of the chosen variant. A service of another store is 404.',
      tags: ['catalogue'],
      querystring: ProductFormQuery,
      response: { 200: ProductFormReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const [product] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.id, request.query.product_id),
            eq(products.storeId, storeId),
            eq(products.isDeleted, false),
          ),
        )
        .limit(1);
      if (!product) throw notFound('Selected service is unavailable', 'Service Not Found');
      const [form] = await app.db
        .select()
        .from(productForms)
        .where(and(eq(productForms.productId, product.id), eq(productForms.storeId, storeId)))
        .limit(1);
      if (!form || !form.isActive) return { data: { is_available: false, request_fields: [] } };
      return {
        data: {
          is_available: true,
          request_fields: form.requestFields.map((f) => ({
            _id: f._id,
            name: f.name,
            field_type: f.field_type,
            field_options: normaliseOptions(f.field_options),
            is_mandatory: f.is_mandatory,
            is_active: f.is_active,
            product_variant_id: f.product_variant_id,
          })),
        },
      };
    },
  });
}

/** The spec allows options as a comma string or a list; the screen always gets a list. */
function normaliseOptions(options: unknown): string[] {
  if (Array.isArray(options)) return options.map(String);
  if (typeof options === 'string')
    return options
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  return [];
}
