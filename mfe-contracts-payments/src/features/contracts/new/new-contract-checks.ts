import type { Dayjs } from 'dayjs';
import {
  CONTRACT_CREATE_MESSAGES as M,
  earliestContractStart,
  type NewContractInput,
} from '@storedesk/shared';
import type { NewContractValues } from './new-contract-values';

/**
 * The screen's checks before sending (spec 2 §5 "Customer contract"), in the spec's order and words, all titled
 * 'Missing Fields': the first problem, or null.
 */
export function newContractProblem(values: NewContractValues, today: Dayjs): string | null {
  if (!values.customer) return M.selectCustomer;
  if (!values.address_id) return M.selectAddress;
  const { start_date: start, end_date: end } = values;
  if (!start || !end) return M.selectDates;
  if (start.isBefore(earliestContractStart(today.format('YYYY-MM-DD')), 'day')) return M.startTooEarly;
  if (!end.isAfter(start, 'day')) return M.checkDates;
  if (!values.subscription_id) return M.selectPlan;
  if (!values.variant_id) return M.selectVariant;
  if (!values.items?.length) return M.selectItem;
  if (!values.billing_period_id) return M.selectBillingPeriod;
  return null;
}

/** The checked form as POST store/customer_subscription takes it; dates YYYY/MM/DD (spec 2 §5). */
export function toNewContractInput(values: NewContractValues): NewContractInput {
  return {
    customer_id: values.customer!.value,
    address_id: values.address_id!,
    subscription_id: values.subscription_id!,
    variant_id: values.variant_id!,
    billing_period_id: values.billing_period_id!,
    start_date: values.start_date!.format('YYYY/MM/DD'),
    end_date: values.end_date!.format('YYYY/MM/DD'),
    applicable_to: (values.items ?? []).map((item) => ({
      product_id: item.product_id,
      selected_product_variant_id: item.selected_product_variant_id,
      quantity: item.quantity,
    })),
    payment: { payment_method: values.payment_method ?? null, is_paid: values.is_paid ?? false },
  };
}
