import { compareDays, contractEnd, renewalStart, type ContractDetails } from '@storedesk/shared';

/**
 * The days a renewal of `contract` would run (spec 2 §4): from the day after its end when that is to come, else
 * the store's `today` (YYYY-MM-DD), for its billing period's months; null when that is no run at all.
 */
export function successorDates(
  contract: ContractDetails,
  today: string,
): { start: string; end: string } | null {
  const months = contract.variant.billing_period.billing_period_id.value;
  const start = renewalStart(contract.end_date, today);
  const end = contractEnd(start, months);
  return months > 0 && compareDays(end, start) > 0 ? { start, end } : null;
}
