import { SCREEN_PATHS as P } from '@storedesk/shared';

/** Links of the push notification screens (spec 2 §5). */
export const pushUrls = {
  list: () => P.pushNotifications,
  create: () => P.newPushNotification,
};
