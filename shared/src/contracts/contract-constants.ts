/**
 * Customer contract words and codes without typebox, so screens import them from the root entry (schemas in
 * subscriptions.ts). Staff say "contract"; the data says customer_subscription.
 */
import type { ApprovalStatus } from './payments';

/** The API's own texts about contracts, shown as they are by the screens and the mocks. */
export const CONTRACT_MESSAGES = {
  notFound: 'Contract not found',
  notFoundTitle: 'Not Found',
  updated: 'Successfully updated the contract',
  updatedTitle: 'Contract',
  checkDates: 'Please Check the start dates and end dates of the contract',
  checkDatesTitle: 'Missing Fields',
  nothingToChange: 'Nothing to change',
} as const;

/** Selling and renewing a contract (spec 2 §5 "Customer contract", §9): the checks are all titled 'Missing Fields'. */
export const CONTRACT_CREATE_MESSAGES = {
  missingTitle: 'Missing Fields',
  selectCustomer: 'Please select a customer',
  selectAddress: 'Please select a customer address',
  selectPlan: 'Please select a master contract',
  selectVariant: 'Please select a variant',
  selectBillingPeriod: 'Please select a billing period',
  selectDates: 'Please select the start date and end date of the contract',
  startTooEarly: 'The start date cannot be more than a year ago',
  selectItem: 'Please select at least one service item',
  checkDates: 'Please Check the start dates and end dates of the contract',
  created: 'New contract has been created successfully',
  createdTitle: 'Contract',
  createError: 'There was an error in creating customer contract',
  createErrorTitle: 'Error',
  renewed: 'Successfully renewed the contract',
  renewedTitle: 'Contract',
  alreadyRenewed: (number: number) => `This contract has already been renewed as contract #${number}`,
  alreadyRenewedTitle: 'Already Renewed',
  renewOnly: 'A renewal carries only the contract it renews',
  renewOnlyTitle: 'Invalid Fields',
  planChanged: 'The plan no longer offers this variant and billing period',
  planChangedTitle: 'Plan Changed',
  /** The same idempotency key sent with a different sale or renewal (code ALREADY_SUBMITTED). */
  keyReused: 'This submission key was already used for a different contract.',
  keyReusedTitle: 'Duplicate Submission',
} as const;

/** A contract's approval status (spec 2 §3). */
export const APPROVAL_STATUSES = [
  'APPROVED',
  'REJECTED',
  'ON_HOLD',
  'CANCELLED',
  'PENDING_APPROVAL',
] as const satisfies readonly ApprovalStatus[];

export const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  ON_HOLD: 'On Hold',
  CANCELLED: 'Cancelled',
  PENDING_APPROVAL: 'Pending Approval',
};

/** The label of an approval code; an unknown code is shown as it is. */
export const approvalStatusLabel = (status: string): string =>
  (APPROVAL_LABELS as Record<string, string>)[status] ?? status;

/** The contract list's end date choices (spec 2 §2): the store-local day, week or month holding today, or a range. */
export const END_DATE_OPTION_VALUES = ['TODAY', 'WEEK', 'MONTH', 'CUSTOM'] as const;

/** Where a contract was sold (spec 2 §2's order_type filter) and what staff read for it. */
export const CONTRACT_ORDER_TYPES = ['CSC', 'WEB_APP', 'MOBILE_APP_ANDROID', 'MOBILE_APP_IOS'] as const;
export const CONTRACT_ORDER_TYPE_LABELS: Record<string, string> = {
  CSC: 'Customer Service (CSC)',
  WEB_APP: 'Website',
  MOBILE_APP_ANDROID: 'Android App',
  MOBILE_APP_IOS: 'iOS App',
};
export const contractOrderTypeLabel = (type: string): string => CONTRACT_ORDER_TYPE_LABELS[type] ?? type;

export const CONTRACT_STATUS = { expired: 'Expired', active: 'Active', inactive: 'InActive' } as const;
export type ContractStatusLabel = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];

/**
 * A contract's displayed status (spec 1 §4 "Subscription display status", spec 2 §4): Expired if flagged expired
 * or its end date is not after now; otherwise Active if is_active, else InActive. The end date is a store-local
 * calendar day, so it is "not after now" once that day has begun: on or before `today` (YYYY-MM-DD, store zone).
 */
export function contractStatus(
  contract: { is_expired: boolean; is_active: boolean; end_date: string },
  today: string,
): ContractStatusLabel {
  if (contract.is_expired || contract.end_date <= today) return CONTRACT_STATUS.expired;
  return contract.is_active ? CONTRACT_STATUS.active : CONTRACT_STATUS.inactive;
}

/** A service request against a contract's visit ledger (subscription-service-request.ts). */
export const SERVICE_REQUEST_MESSAGES = {
  requested: 'Successfully Requested New Service',
  requestedTitle: 'Service Request',
  /** When the request fails without a message of its own (spec 2 §8: "a fallback toast"). */
  failed: 'The service could not be requested. Please try again.',
  failedTitle: 'Error',
  noVisitsLeft: 'No visits left on this service of the contract',
  noVisitsLeftTitle: 'No visits left',
  itemNotFound: 'Service item not found on this contract',
  itemNotFoundTitle: 'Not Found',
  confirmState: 'Are you sure you want to create this request?',
  selectItem: 'Please select a service item',
  selectDate: 'Please select the date of the service',
  selectSlot: 'Please select a time slot',
  missingTitle: 'Missing Fields',
} as const;
