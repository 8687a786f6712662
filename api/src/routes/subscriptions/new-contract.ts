import type { ContractVariant } from '../../db/schema';
import type { ResolvedPayment } from '../cart/payment-rules';
import type { SoldTerms } from '../master-contracts/sold-terms';

/** A checked sale or renewal, ready to be written (save-contract.ts). Days are YYYY-MM-DD. */
export interface NewContract {
  customerId: string;
  addresses: Record<string, unknown>[];
  storeSubscriptionId: string;
  terms: SoldTerms;
  items: ContractVariant['applicable_to'];
  startDate: string;
  endDate: string;
  payment: ResolvedPayment;
  applicableToLocation: string | null;
  questions: { name: string; value: unknown }[];
  /** The contract this one renews; null for a sale. */
  renewedFromId: string | null;
}
