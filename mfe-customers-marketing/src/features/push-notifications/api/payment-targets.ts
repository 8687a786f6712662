import { type PaymentListRow, listPaymentsOperation } from '@storedesk/shared';
import { customerName } from '../../shared/components/customer-display';
import type { TargetLookup } from './target-search';

/**
 * GET store/payment/all?filter.keyword (payment number or customer): the spec sets no threshold and no check for
 * PAYMENT_REQUEST, so any keyword is used.
 */
export const PAYMENT_TARGETS: TargetLookup<PaymentListRow> = {
  kind: 'PAYMENT_REQUEST',
  operation: listPaymentsOperation,
  minLength: 1,
  firstLimit: 10,
  maxLimit: 10000,
  query: (keyword) => ({ 'filter.keyword': keyword }),
  toOption: (p) => ({
    value: p._id,
    label: `#${p.payment_number} ${customerName(p.customer)} (${p.amount})`,
  }),
};
