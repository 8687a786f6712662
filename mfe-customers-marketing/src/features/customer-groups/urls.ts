import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the customer group screens (spec 1 §2.1), from the kit's SCREEN_PATHS. */
export const groupUrls = {
  list: P.customerGroups,
  new: P.newCustomerGroup,
  edit: (id: string) => screenUrl(P.editCustomerGroup, {}, { customer_group_id: id }),
  detail: (id: string) => screenUrl(P.customerGroupDetails, {}, { customer_group_id: id }),
};
