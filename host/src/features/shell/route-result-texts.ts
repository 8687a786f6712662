/** What the shell says on a route it cannot show; tests and the browser tests import these. */
export const AREA_UNAVAILABLE_TITLE = 'This area is not available here';
export const areaUnavailableMessage = (screen: string) =>
  `${screen} is not part of this Storedesk deployment.`;
export const PAGE_NOT_FOUND_TITLE = 'Page not found';
export const PAGE_NOT_FOUND_MESSAGE = 'There is no page at this address.';
export const BACK_HOME_LABEL = 'Back to the dashboard';
/** A deployment without the dashboard: back to the first area the role may open. */
export const BACK_TO_START_LABEL = 'Back to the start';
export const RELOAD_LABEL = 'Reload';
