import type { RequestFieldSchema } from '../../contracts';

/**
 * The request fields to ask for a chosen variant (spec 2 §5): active ones that belong to every variant
 * (no product_variant_id) or to exactly this one. Inactive fields and other variants' fields are not asked.
 */
export function applicableFields(
  fields: RequestFieldSchema[],
  variantId: string | null,
): RequestFieldSchema[] {
  return fields.filter(
    (field) => field.is_active && (!field.product_variant_id || field.product_variant_id === variantId),
  );
}
