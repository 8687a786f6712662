import { and, eq } from 'drizzle-orm';
import {
  CONTRACT_CREATE_MESSAGES as M,
  CONTRACT_MESSAGES,
  compareDays,
  contractEnd,
  renewalStart,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { customerSubscriptions, storeSubscriptions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { soldTermsOrGap } from '../master-contracts/sold-terms';
import { renewedItems } from './contract-items';
import { contractItemRows } from './ledger-items';
import type { NewContract } from './new-contract';

/**
 * A renewal's successor (spec 2 §4): the old contract's customer, addresses, location, answers, plan, variant,
 * period and services on the plan's current terms, starting the day after the old end (or today, the store's, when
 * that has passed) for the period's months; unpaid. A plan that no longer offers the variant, the period or any of
 * the services is 400 'Plan Changed'. Another store's contract is 404, like an unknown one.
 */
export async function checkRenewal(
  db: DbOrTx,
  storeId: string,
  today: string,
  oldId: string,
): Promise<NewContract> {
  const [old] = await db
    .select()
    .from(customerSubscriptions)
    .where(and(eq(customerSubscriptions.id, oldId), eq(customerSubscriptions.storeId, storeId)));
  if (!old) throw notFound(CONTRACT_MESSAGES.notFound, CONTRACT_MESSAGES.notFoundTitle);
  const planChanged = badRequest(M.planChanged, M.planChangedTitle);
  const [plan] = await db
    .select({ id: storeSubscriptions.id })
    .from(storeSubscriptions)
    .where(
      and(
        eq(storeSubscriptions.id, old.storeSubscriptionId),
        eq(storeSubscriptions.storeId, storeId),
        eq(storeSubscriptions.isDeleted, false),
      ),
    );
  if (!plan) throw planChanged;
  const periodId = old.billingPeriodId ?? old.variant.billing_period.billing_period_id._id;
  const terms = await soldTermsOrGap(db, storeId, plan.id, old.variantId, periodId);
  if ('gap' in terms) throw planChanged;
  // The old contract's services from the ledger (the truth of what it covers), with their units per visit.
  const oldItems = (await contractItemRows(db, storeId, old.id)).map((row) => ({
    product_id: row.productId,
    selected_product_variant_id: row.selectedProductVariantId,
    quantity: row.quantity,
  }));
  const items = renewedItems(terms.variant.applicable_to, oldItems);
  if (items.length === 0) throw planChanged;
  const startDate = renewalStart(old.endDate, today);
  const endDate = contractEnd(startDate, terms.months);
  if (compareDays(endDate, startDate) <= 0) throw badRequest(M.checkDates, M.missingTitle);
  return {
    customerId: old.customerId,
    addresses: old.addresses,
    storeSubscriptionId: plan.id,
    terms,
    items,
    startDate,
    endDate,
    payment: { is_paid: false, payment_method: null, request_customer_payment: false },
    applicableToLocation: old.applicableToLocation,
    questions: old.questions,
    renewedFromId: old.id,
  };
}
