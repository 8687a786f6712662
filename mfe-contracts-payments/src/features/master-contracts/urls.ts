import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the master contract screens (spec 2 §2), from the kit's SCREEN_PATHS. */
export const planUrls = {
  list: () => P.plans,
  create: () => P.newPlan,
  edit: (id: string) => screenUrl(P.editPlan, {}, { id }),
  detail: (id: string) => screenUrl(P.planDetails, {}, { id }),
};
