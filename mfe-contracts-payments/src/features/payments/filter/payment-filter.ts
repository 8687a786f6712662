import type { ApprovalStatus, PaymentStatus } from '@storedesk/shared';

/** Spec 2 §9: the payment list shows 10 a page, from page 1. */
export const PAYMENT_PAGE_SIZE = 10;
/** Spec 2 §5: the payment screens' customer search starts at more than 1 character. */
export const PAYMENT_CUSTOMER_SEARCH_MIN = 2;

/**
 * The remembered payment filter (localStorage payment_filter, spec 2 §2). The chosen customer's label is kept with
 * its id so the reopened filter shows who it is; due days are YYYY-MM-DD.
 */
export interface PaymentFilter {
  status?: PaymentStatus;
  is_paid?: 'true' | 'false';
  /** 'true': only the requests flagged for the finance team's review. */
  needs_review?: 'true' | 'false';
  order_no?: number;
  subscription_no?: number;
  is_approved?: ApprovalStatus;
  customer_id?: string;
  customer_label?: string;
  from_end_date?: string;
  to_end_date?: string;
}

export const EMPTY_PAYMENT_FILTER: PaymentFilter = {};

/** Where the list was opened from (?order=, ?contract=, ?customer=): not remembered, it narrows the list on top. */
export interface PaymentScope {
  order?: string;
  contract?: string;
  customer?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PaymentListQuery = Record<string, string | number | boolean | undefined>;

/** GET store/payment/all's query for a filter and page (from 1); empty values stay out. */
export function toPaymentListQuery(filter: PaymentFilter, page: number): PaymentListQuery {
  return {
    limit: PAYMENT_PAGE_SIZE,
    offset: page,
    'filter.status': filter.status,
    'filter.is_paid': filter.is_paid,
    'filter.needs_review': filter.needs_review,
    'filter.order_no': filter.order_no,
    'filter.subscription_no': filter.subscription_no,
    'filter.is_approved': filter.is_approved,
    'filter.customer_id': filter.customer_id,
    'filter.from_end_date': filter.from_end_date,
    'filter.to_end_date': filter.to_end_date,
  };
}

/** The scope from the address on top of the query: a booking by id or by number, a contract, a customer. */
export function withScope(query: PaymentListQuery, scope: PaymentScope): PaymentListQuery {
  const next = { ...query };
  if (scope.order) {
    if (UUID.test(scope.order)) next['filter.order_id'] = scope.order;
    else if (/^\d+$/.test(scope.order)) next['filter.order_no'] = Number(scope.order);
  }
  if (scope.contract && UUID.test(scope.contract)) next['filter.customer_subscription_id'] = scope.contract;
  if (scope.customer && UUID.test(scope.customer)) next['filter.customer_id'] = scope.customer;
  return next;
}

/** How many filters are set (the filter button's count). */
export function countPaymentFilters(filter: PaymentFilter): number {
  const { customer_label: _label, ...rest } = filter;
  return Object.values(rest).filter((v) => v !== undefined && v !== null && v !== '').length;
}
