/** The spec's access texts (spec 1 §8), spelled as the spec spells them. */
export const ACCESS_DENIED_TITLE = 'Access Denied';
/** Both Access Denied toasts (a route or a 401) share one key: shown together or twice, they are one toast. */
export const ACCESS_DENIED_TOAST_KEY = 'access-denied';
/** A route the role may not open, or no signed-in user. ("Adminstrator" is the spec's spelling.) */
export const PAGE_ACCESS_DENIED_MESSAGE = "You don't have access to this page. Please Contact Adminstrator";
/** Any HTTP 401. */
export const OPERATION_ACCESS_DENIED_MESSAGE =
  "You don't have permission to do this operation. Please Contact Administrator";
export const ROUTING_ERROR_TITLE = 'Routing Error';
export const ROUTING_ERROR_MESSAGE = 'This page could not be opened, so you are back at the start.';
