import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the abandoned carts screen (spec 1 §2.1): converting a cart opens a new booking for its customer. */
export const cartUrls = {
  newBookingFor: (customerId: string) => screenUrl(P.newBookingFor, { id: customerId }),
};
