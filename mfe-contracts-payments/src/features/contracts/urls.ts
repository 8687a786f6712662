import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the customer contract screens (spec 2 §2) and of what a contract leads to. */
export const contractUrls = {
  list: () => P.contracts,
  create: () => P.newContract,
  details: (id: string) => screenUrl(P.contractDetails, {}, { id }),
  /** A booking that used the contract's visits (the app's booking details route, as payments link it). */
  booking: (orderId: string) => screenUrl(P.orderDetails, { id: orderId }),
  customer: (customerId: string) => screenUrl(P.customerDetails, {}, { customer_id: customerId }),
  /** New Payment Request prefilled with the contract (and its customer). */
  newPayment: (contractId: string) => screenUrl(P.newPayment, {}, { contract: contractId }),
};
