import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the customer contract screens (spec 2 §2) and of what a contract leads to. */
export const contractUrls = {
  list: () => P.contracts,
  create: () => P.newContract,
  details: (id: string) => screenUrl(P.contractDetails, {}, { id }),
  customer: (customerId: string) => screenUrl(P.customerDetails, {}, { customer_id: customerId }),
  /** New Payment Request prefilled with the contract (and its customer). */
  newPayment: (contractId: string) => screenUrl(P.newPayment, {}, { contract: contractId }),
};
