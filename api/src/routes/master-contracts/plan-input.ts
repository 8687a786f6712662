import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  PLAN_MESSAGES as M,
  QUESTION_TYPES_WITH_OPTIONS,
  normalisedDeliveryFlags,
  type MasterPlanInput,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import {
  billingPeriods,
  products,
  productVariants,
  storeSubscriptions,
  type PlanTerms,
  type PlanVariant,
} from '../../db/schema';
import { badRequest, duplicate } from '../../http/errors';
import { isHttpUrl, plainText, sanitizeRichText, slugText, withoutNul } from '../../sanitize';

/** Money kept to two decimals (spec 2 §1: prices have two decimals). */
const money = (value: number) => Math.round(value * 100) / 100;

/** An uploaded picture: an absolute http(s) address, or the relative /api/uploads/... a store without PUBLIC_URL gets. */
function iconValue(value: string | null): string | null {
  const icon = value?.trim() || null;
  if (icon === null) return null;
  // eslint-disable-next-line no-control-regex -- a control character is never part of a picture's address
  const clean = !/[\u0000-\u001f\u007f\s"'<>]/.test(icon);
  if (clean && (isHttpUrl(icon) || /^\/api\/uploads\/[\w./-]+$/.test(icon))) return icon;
  throw badRequest(M.badIcon, M.invalidTitle);
}

/**
 * Checks and cleans the plan a screen sent (the rules in contracts/master-contracts.ts): plain-text names, the slug
 * rule, sanitised description, billing periods and services of this store, options only where the type takes them,
 * delivery flags per spec 2 §4. Variants keep their _id, which must be one of `ownVariantIds` (the edited plan's;
 * none when creating), each once: an id from another plan (maybe of another store) would make a second copy of it.
 * A new variant comes without one and gets one here.
 */
export async function planTerms(
  tx: DbOrTx,
  storeId: string,
  input: MasterPlanInput,
  ownVariantIds: ReadonlySet<string> = new Set(),
): Promise<PlanTerms> {
  const name = plainText(withoutNul(input.subscription_name));
  if (!name) throw badRequest(M.nameMissing, M.missingTitle);
  const slug = slugText(withoutNul(input.url_slug));
  if (!slug) throw badRequest(M.slugMissing, M.missingTitle);
  const sku = plainText(withoutNul(input.parent_sku));
  if (!sku) throw badRequest(M.skuMissing, M.missingTitle);
  if (input.variants.length === 0) throw badRequest(M.noVariant, M.missingTitle);
  const sentIds = input.variants.flatMap((v) => (v._id ? [v._id] : []));
  if (sentIds.some((id) => !ownVariantIds.has(id)) || new Set(sentIds).size !== sentIds.length)
    throw badRequest(M.foreignVariant, M.invalidTitle);

  const periodIds = [
    ...new Set(input.variants.flatMap((v) => v.billing_period.map((b) => b.billing_period_id))),
  ];
  const productIds = [...new Set(input.variants.flatMap((v) => v.applicable_to.map((a) => a.product_id)))];
  const [periods, serviceRows, variantRows] = await Promise.all([
    periodIds.length
      ? tx
          .select({ id: billingPeriods.id })
          .from(billingPeriods)
          .where(and(eq(billingPeriods.storeId, storeId), inArray(billingPeriods.id, periodIds)))
      : [],
    productIds.length
      ? tx
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              eq(products.storeId, storeId),
              eq(products.isDeleted, false),
              inArray(products.id, productIds),
            ),
          )
      : [],
    productIds.length
      ? tx
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .where(
            and(
              eq(productVariants.storeId, storeId),
              eq(productVariants.isDeleted, false),
              inArray(productVariants.productId, productIds),
            ),
          )
      : [],
  ]);
  const knownPeriods = new Set(periods.map((p) => p.id));
  const knownProducts = new Set(serviceRows.map((p) => p.id));
  const variantOf = new Map(variantRows.map((v) => [v.id, v.productId]));

  const variants: PlanVariant[] = input.variants.map((variant) => {
    const variantName = plainText(withoutNul(variant.name));
    if (!variantName) throw badRequest(M.variantNameMissing, M.missingTitle);
    const seen = new Set<string>();
    for (const period of variant.billing_period) {
      if (!knownPeriods.has(period.billing_period_id))
        throw badRequest(M.unknownBillingPeriod, M.invalidTitle);
      if (seen.has(period.billing_period_id)) throw badRequest(M.duplicateBillingPeriod, M.invalidTitle);
      seen.add(period.billing_period_id);
    }
    return {
      _id: variant._id ?? randomUUID(),
      name: variantName,
      price: money(variant.price),
      icon: iconValue(variant.icon),
      is_active: variant.is_active,
      billing_period: variant.billing_period.map((period) => ({
        billing_period_id: period.billing_period_id,
        price: money(period.price),
        applicable_to_quantity: period.applicable_to_quantity,
      })),
      applicable_to: variant.applicable_to.map((item) => {
        if (!knownProducts.has(item.product_id)) throw badRequest(M.unknownProduct, M.invalidTitle);
        const chosen = item.selected_product_variant_id;
        if (chosen !== null && variantOf.get(chosen) !== item.product_id)
          throw badRequest(M.unknownProductVariant, M.invalidTitle);
        return {
          product_id: item.product_id,
          selected_product_variant_id: chosen,
          quantity: item.quantity,
          delivery_data: normalisedDeliveryFlags(item.delivery_data),
          request_fields: item.request_fields.map((field) => ({
            name: plainText(withoutNul(field.name)),
            value: cleanAnswer(field.value),
          })),
        };
      }),
    };
  });

  const questions = input.questions.map((question) => {
    const questionName = plainText(withoutNul(question.name));
    if (!questionName) throw badRequest(M.questionNameMissing, M.missingTitle);
    const takesOptions = QUESTION_TYPES_WITH_OPTIONS.includes(question.type);
    const options = takesOptions
      ? [...new Set(question.value.map((o) => plainText(withoutNul(o))).filter(Boolean))]
      : [];
    if (takesOptions && options.length === 0) throw badRequest(M.questionOptionsMissing, M.missingTitle);
    return {
      name: questionName,
      type: question.type,
      value: options,
      show_on_ui: question.show_on_ui,
      is_mandatory: question.is_mandatory,
    };
  });

  return {
    subscription_name: name,
    url_slug: slug,
    description: sanitizeRichText(withoutNul(input.description)),
    icon: iconValue(input.icon),
    parent_sku: sku,
    variants,
    questions,
  };
}

function cleanAnswer(value: unknown): unknown {
  if (typeof value === 'string') return plainText(withoutNul(value), { multiline: true });
  if (Array.isArray(value)) return value.map((v) => plainText(withoutNul(String(v))));
  return value;
}

/** 409 when another live plan of the store has the slug (the unique index holds it under concurrency too). */
export async function assertPlanSlugFree(tx: DbOrTx, storeId: string, slug: string, exceptId?: string) {
  const [same] = await tx
    .select({ id: storeSubscriptions.id })
    .from(storeSubscriptions)
    .where(
      and(
        eq(storeSubscriptions.storeId, storeId),
        eq(storeSubscriptions.urlSlug, slug),
        eq(storeSubscriptions.isDeleted, false),
        exceptId ? ne(storeSubscriptions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw duplicate(M.duplicateSlug, M.duplicateSlugTitle);
}

/** The live plan of the store with this id, or undefined (another store's id looks like a missing one). */
export async function findPlan(tx: DbOrTx, storeId: string, id: string) {
  const [row] = await tx
    .select()
    .from(storeSubscriptions)
    .where(
      and(
        eq(storeSubscriptions.id, id),
        eq(storeSubscriptions.storeId, storeId),
        eq(storeSubscriptions.isDeleted, false),
      ),
    )
    .limit(1);
  return row;
}

/** The columns a plan's terms are written to. */
export function termColumns(terms: PlanTerms) {
  return {
    subscriptionName: terms.subscription_name,
    urlSlug: terms.url_slug,
    description: terms.description,
    icon: terms.icon,
    parentSku: terms.parent_sku,
    variants: terms.variants,
    questions: terms.questions,
  };
}
