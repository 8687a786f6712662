import { type ContractListRow, listContractsOperation } from '@storedesk/shared';
import { customerName } from '../../shared/components/customer-display';
import type { TargetLookup } from './target-search';

/**
 * GET store/customer_subscription/all?filter.keyword (contract number or customer): customer contracts,
 * searched after 1 character (spec 2 §5).
 */
export const CONTRACT_TARGETS: TargetLookup<ContractListRow> = {
  kind: 'SUBSCRIPTION',
  operation: listContractsOperation,
  minLength: 2,
  firstLimit: 10,
  maxLimit: 10000,
  query: (keyword) => ({ 'filter.keyword': keyword }),
  toOption: (c) => ({
    value: c._id,
    label: `#${c.subscription_number} ${c.subscription_name}, ${customerName(c.customer)}`,
  }),
};
