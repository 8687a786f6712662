import { and, count, eq, inArray } from 'drizzle-orm';
import type { MasterPlan } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import {
  billingPeriods,
  customerSubscriptions,
  products,
  productVariants,
  storeSubscriptions,
  type PlanQuestion,
} from '../../db/schema';
import type { QuestionType } from '@storedesk/shared/contracts';

export type PlanRow = typeof storeSubscriptions.$inferSelect;

/** The names a plan is shown with: services, their variants and billing periods, looked up for a set of plans. */
export interface PlanNames {
  products: Map<string, string>;
  variants: Map<string, string>;
  periods: Map<string, { name: string; value: number }>;
  contractsSold: Map<string, number>;
}

export async function planNames(db: DbOrTx, storeId: string, rows: PlanRow[]): Promise<PlanNames> {
  const productIds = [
    ...new Set(rows.flatMap((r) => r.variants.flatMap((v) => v.applicable_to.map((a) => a.product_id)))),
  ];
  const variantIds = [
    ...new Set(
      rows.flatMap((r) =>
        r.variants.flatMap((v) =>
          v.applicable_to.map((a) => a.selected_product_variant_id).filter((id): id is string => !!id),
        ),
      ),
    ),
  ];
  const planIds = rows.map((r) => r.id);
  const [productRows, variantRows, periodRows, soldRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(products.id, productIds)))
      : [],
    variantIds.length
      ? db
          .select({ id: productVariants.id, name: productVariants.variantName })
          .from(productVariants)
          .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, variantIds)))
      : [],
    db
      .select({ id: billingPeriods.id, name: billingPeriods.name, value: billingPeriods.value })
      .from(billingPeriods)
      .where(eq(billingPeriods.storeId, storeId)),
    planIds.length
      ? db
          .select({ id: customerSubscriptions.storeSubscriptionId, sold: count() })
          .from(customerSubscriptions)
          .where(
            and(
              eq(customerSubscriptions.storeId, storeId),
              inArray(customerSubscriptions.storeSubscriptionId, planIds),
            ),
          )
          .groupBy(customerSubscriptions.storeSubscriptionId)
      : [],
  ]);
  return {
    products: new Map(productRows.map((p) => [p.id, p.name])),
    variants: new Map(variantRows.map((v) => [v.id, v.name])),
    periods: new Map(periodRows.map((p) => [p.id, { name: p.name, value: p.value }])),
    contractsSold: new Map(soldRows.map((s) => [s.id, s.sold])),
  };
}

/** A plan as the API answers it, in spec 2's names. */
export function planView(row: PlanRow, names: PlanNames): MasterPlan {
  return {
    _id: row.id,
    subscription_name: row.subscriptionName,
    url_slug: row.urlSlug,
    description: row.description,
    icon: row.icon,
    is_active: row.isActive,
    parent_sku: row.parentSku,
    variants: row.variants.map((variant) => ({
      _id: variant._id,
      name: variant.name,
      price: Number(variant.price),
      icon: variant.icon,
      is_active: variant.is_active,
      billing_period: variant.billing_period.map((period) => {
        const known = names.periods.get(period.billing_period_id);
        return {
          billing_period_id: period.billing_period_id,
          price: Number(period.price),
          applicable_to_quantity: period.applicable_to_quantity,
          billing_period_name: known?.name ?? '',
          months: known?.value ?? 0,
        };
      }),
      applicable_to: variant.applicable_to.map((item) => ({
        product_id: item.product_id,
        selected_product_variant_id: item.selected_product_variant_id,
        quantity: item.quantity,
        delivery_data: item.delivery_data,
        request_fields:
          item.request_fields as MasterPlan['variants'][number]['applicable_to'][number]['request_fields'],
        product_name: names.products.get(item.product_id) ?? '',
        variant_name: item.selected_product_variant_id
          ? (names.variants.get(item.selected_product_variant_id) ?? null)
          : null,
      })),
    })),
    questions: row.questions.map((q: PlanQuestion) => ({ ...q, type: q.type as QuestionType })),
    contracts_sold: names.contractsSold.get(row.id) ?? 0,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One plan with its names. */
export async function onePlanView(db: DbOrTx, storeId: string, row: PlanRow): Promise<MasterPlan> {
  return planView(row, await planNames(db, storeId, [row]));
}
