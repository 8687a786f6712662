import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the customer details screen (spec 1 §2.1): back, edit, the customer's bookings and a new one. */
export const customerDetailUrls = {
  list: () => P.customers,
  edit: (id: string) => screenUrl(P.editCustomer, {}, { customer_id: id }),
  booking: (orderId: string) => screenUrl(P.orderDetails, { id: orderId }),
  contract: (contractId: string) => screenUrl(P.contractDetails, {}, { id: contractId }),
  newBookingFor: (customerId: string) => screenUrl(P.newBookingFor, { id: customerId }),
};
