import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the new booking screen (spec 2 §4): a fresh form, and the booking just made. */
export const newBookingUrls = {
  create: () => P.newBooking,
  booking: (id: string) => screenUrl(P.orderDetails, { id }),
};
