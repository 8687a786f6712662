import dayjs, { type Dayjs } from 'dayjs';
import { contractEnd, type MasterPlan, type PlanBillingPeriod, type PlanVariant } from '@storedesk/shared';
import type { CustomerChoice } from '@storedesk/shared/ui';

/** Spec 2 §5 (master contract screens): the customer search asks from more than 2 characters. */
export const CONTRACT_CUSTOMER_SEARCH_MIN = 3;

/** One service the new contract covers: one of the variant's items, with its units per visit. */
export interface NewContractItemRow {
  product_id: string;
  selected_product_variant_id: string | null;
  product_name: string;
  variant_name: string | null;
  quantity: number;
}

/** The New contract form. */
export interface NewContractValues {
  customer?: CustomerChoice | null;
  address_id?: string | null;
  subscription_id?: string | null;
  variant_id?: string | null;
  billing_period_id?: string | null;
  start_date?: Dayjs | null;
  end_date?: Dayjs | null;
  items?: NewContractItemRow[];
  payment_method?: string | null;
  is_paid?: boolean;
}

export const EMPTY_NEW_CONTRACT: NewContractValues = { items: [], is_paid: false };

/** What the chosen plan, variant and billing period are, from the plans list. */
export interface ChosenTerms {
  plan?: MasterPlan;
  variant?: PlanVariant;
  period?: PlanBillingPeriod;
}

export function chosenTerms(plans: MasterPlan[], values: NewContractValues): ChosenTerms {
  const plan = plans.find((p) => p._id === values.subscription_id);
  const variant = plan?.variants.find((v) => v._id === values.variant_id);
  const period = variant?.billing_period.find((b) => b.billing_period_id === values.billing_period_id);
  return { plan, variant, period };
}

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/** The end of a contract starting on `start` for `months` months (a month end kept in a shorter month). */
export const endFor = (start: Dayjs, months: number): Dayjs => dayjs(contractEnd(day(start), months));

// Spec 2 §4 "New contract": each choice resets what depends on it.

/** A new master contract: variant, billing period (so the price) and items start over. */
export const afterPlanChosen = (): NewContractValues => ({
  variant_id: null,
  billing_period_id: null,
  items: [],
});

/** A new variant: the billing period starts over and the items are the variant's. */
export const afterVariantChosen = (variant: PlanVariant | undefined): NewContractValues => ({
  billing_period_id: null,
  items: (variant?.applicable_to ?? []).map((a) => ({
    product_id: a.product_id,
    selected_product_variant_id: a.selected_product_variant_id,
    product_name: a.product_name,
    variant_name: a.variant_name,
    quantity: Math.max(1, a.quantity),
  })),
});

/** A billing period (its price shown): the contract starts on the store's today and runs the period's months. */
export const afterPeriodChosen = (period: PlanBillingPeriod | undefined, today: Dayjs): NewContractValues =>
  period ? { start_date: today, end_date: endFor(today, period.months) } : {};

/** A new start: the end follows it by the period's months (when a period is chosen). */
export const afterStartChanged = (start: Dayjs | null | undefined, period: PlanBillingPeriod | undefined) =>
  start && period ? { end_date: endFor(start, period.months) } : {};
