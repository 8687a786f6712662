import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the reports screens (spec 1 §7); type and subtype as the catalogue writes them (lower case). */
export const reportUrls = {
  home: () => P.reports,
  report: (type: string, subtype: string) => screenUrl(P.report, { type, subtype }),
};
