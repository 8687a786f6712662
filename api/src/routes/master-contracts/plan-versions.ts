import type { DbOrTx } from '../../db/client';
import { storeSubscriptionVersions, type PlanTerms } from '../../db/schema';
import type { PlanRow } from './plan-view';

/** The terms a plan row holds now. */
export function termsOf(row: PlanRow): PlanTerms {
  return {
    subscription_name: row.subscriptionName,
    url_slug: row.urlSlug,
    description: row.description,
    icon: row.icon,
    parent_sku: row.parentSku,
    variants: row.variants,
    questions: row.questions,
  };
}

/** Records the terms a create or an edit wrote as the plan's version `row.version` (inside that write). */
export async function recordPlanVersion(tx: DbOrTx, row: PlanRow, employeeId: string | null) {
  await tx.insert(storeSubscriptionVersions).values({
    storeId: row.storeId,
    storeSubscriptionId: row.id,
    version: row.version,
    terms: termsOf(row),
    createdBy: employeeId,
  });
}
