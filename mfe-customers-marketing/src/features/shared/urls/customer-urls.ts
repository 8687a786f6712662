import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the customer screens (spec 1 §2.1), from the kit's SCREEN_PATHS. */
export const customerUrls = {
  list: () => P.customers,
  create: () => P.newCustomer,
  edit: (id: string) => screenUrl(P.editCustomer, {}, { customer_id: id }),
  detail: (id: string) => screenUrl(P.customerDetails, {}, { customer_id: id }),
};
