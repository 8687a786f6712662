import type { ContractListRow } from '@storedesk/shared';

export const CONTRACT_STATUS = { expired: 'Expired', active: 'Active', inactive: 'InActive' } as const;
export type ContractStatusLabel = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];

/**
 * A contract's displayed status (spec 1 §4 "Subscription display status", spec 2 §4): Expired if flagged expired
 * or its end date is not after now; otherwise Active if is_active, else InActive. The end date is a store-local
 * calendar day, so it is "not after now" once that day has begun: on or before `today` (YYYY-MM-DD, store zone).
 */
export function contractStatus(
  contract: Pick<ContractListRow, 'is_expired' | 'is_active' | 'end_date'>,
  today: string,
): ContractStatusLabel {
  if (contract.is_expired || contract.end_date <= today) return CONTRACT_STATUS.expired;
  return contract.is_active ? CONTRACT_STATUS.active : CONTRACT_STATUS.inactive;
}
