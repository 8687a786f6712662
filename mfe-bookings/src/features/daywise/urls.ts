import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the day-wise screen (spec 2 §3): each booking opens its details. */
export const daywiseUrls = {
  booking: (id: string) => screenUrl(P.orderDetails, { id }),
};
