import type { ApprovalStatus, ContractOrderType, EndDateOption } from '@storedesk/shared';

/** Spec 2 §9: customer contracts show 10 a page, from page 1. */
export const CONTRACT_PAGE_SIZE = 10;
/** Spec 2 §5: customer searches start at 3 characters; the contract number at more than 1. */
export const CONTRACT_CUSTOMER_SEARCH_MIN = 3;
export const CONTRACT_NUMBER_MIN_DIGITS = 2;

/**
 * The remembered contract filter (session storage, spec 2 §2). Labels of the chosen customer, plan and location are
 * kept beside their ids so the tags and the reopened filter say who and what they are; days are YYYY-MM-DD.
 */
export interface ContractFilter {
  subscription_number?: number;
  end_date_option?: EndDateOption;
  from_end_date?: string;
  to_end_date?: string;
  order_type?: ContractOrderType;
  subscription_id?: string;
  plan_label?: string;
  applicable_to_location?: string;
  location_label?: string;
  is_approved?: ApprovalStatus;
  is_paid?: 'true' | 'false';
  /** Contracts with a service that has visits left (the visit ledger), or none left. */
  visits_left?: 'true' | 'false';
  customer_id?: string;
  customer_label?: string;
}

export const EMPTY_CONTRACT_FILTER: ContractFilter = {};

export type ContractListQuery = Record<string, string | number | undefined>;

/** GET store/customer_subscription/all's query for a filter and page (from 1); empty values stay out. */
export function toContractListQuery(filter: ContractFilter, page: number): ContractListQuery {
  const custom = filter.end_date_option === 'CUSTOM';
  return {
    limit: CONTRACT_PAGE_SIZE,
    offset: page,
    'filter.subscription_number': filter.subscription_number,
    'filter.end_date_option': filter.end_date_option,
    'filter.from_end_date': custom ? filter.from_end_date : undefined,
    'filter.to_end_date': custom ? filter.to_end_date : undefined,
    'filter.order_type': filter.order_type,
    'filter.subscription_id': filter.subscription_id,
    'filter.applicable_to_location': filter.applicable_to_location,
    'filter.is_approved': filter.is_approved,
    'filter.is_paid': filter.is_paid,
    'filter.visits_left': filter.visits_left,
    'filter.customer_id': filter.customer_id,
  };
}

const LABELS: (keyof ContractFilter)[] = [
  'plan_label',
  'location_label',
  'customer_label',
  'from_end_date',
  'to_end_date',
];

/** How many filters are set (the filter button's count): a custom end date range counts once. */
export function countContractFilters(filter: ContractFilter): number {
  return Object.entries(filter).filter(
    ([key, value]) =>
      !LABELS.includes(key as keyof ContractFilter) && value !== undefined && value !== null && value !== '',
  ).length;
}
