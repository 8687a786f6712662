import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { billingPeriods, storeSubscriptionVersions, type ContractVariant } from '../../db/schema';

/** What a customer contract copies from its plan when sold: the terms version and its own variant copy. */
export interface SoldTerms {
  storeSubscriptionVersionId: string;
  subscriptionName: string;
  parentSku: string;
  variantId: string;
  variant: ContractVariant;
  billingPeriodId: string;
  /** Money as a decimal string. */
  price: string;
  months: number;
}

/** What a plan's newest version does not offer: the variant (unknown or inactive) or its billing period. */
export type TermsGap = 'variant' | 'period';

/**
 * The terms a contract is sold with: the plan's latest version, one of its active variants and one of that variant's
 * billing periods. Customer contract creation takes these and never reads the plan again, so a later edit of the
 * plan (a new version) cannot change a contract already sold. When the variant or period is not offered (or not
 * chosen), says which, variant first, so a sale can name the first missing choice.
 */
export async function soldTermsOrGap(
  db: DbOrTx,
  storeId: string,
  planId: string,
  variantId: string | undefined,
  billingPeriodId: string | undefined,
): Promise<SoldTerms | { gap: TermsGap }> {
  const [latest] = await db
    .select()
    .from(storeSubscriptionVersions)
    .where(
      and(
        eq(storeSubscriptionVersions.storeId, storeId),
        eq(storeSubscriptionVersions.storeSubscriptionId, planId),
      ),
    )
    .orderBy(desc(storeSubscriptionVersions.version))
    .limit(1);
  const variant = latest?.terms.variants.find((v) => v._id === variantId && v.is_active);
  if (!latest || !variant) return { gap: 'variant' };
  const period = variant.billing_period.find((b) => b.billing_period_id === billingPeriodId);
  if (!billingPeriodId || !period) return { gap: 'period' };
  const [length] = await db
    .select({ value: billingPeriods.value })
    .from(billingPeriods)
    .where(and(eq(billingPeriods.id, billingPeriodId), eq(billingPeriods.storeId, storeId)));
  if (!length) return { gap: 'period' };
  return {
    storeSubscriptionVersionId: latest.id,
    subscriptionName: latest.terms.subscription_name,
    parentSku: latest.terms.parent_sku,
    variantId: variant._id,
    variant: {
      _id: variant._id,
      name: variant.name,
      billing_period: {
        billing_period_id: { _id: billingPeriodId, value: length.value },
        price: period.price,
      },
      applicable_to: variant.applicable_to.map((item) => ({
        ...item,
        available_quantity: period.applicable_to_quantity,
        total_quantity: period.applicable_to_quantity,
      })),
    },
    billingPeriodId,
    price: period.price.toFixed(2),
    months: length.value,
  };
}

/** soldTermsOrGap, undefined when the plan, variant or period is not offered. */
export async function soldTerms(
  db: DbOrTx,
  storeId: string,
  planId: string,
  variantId: string,
  billingPeriodId: string,
): Promise<SoldTerms | undefined> {
  const terms = await soldTermsOrGap(db, storeId, planId, variantId, billingPeriodId);
  return 'gap' in terms ? undefined : terms;
}
