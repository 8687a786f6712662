/** What a user sees when an area (a remote) cannot be loaded; tests and e2e import these. */
export const REMOTE_FAILED_TITLE = 'This area could not be loaded';
export const REMOTE_FAILED_MESSAGE =
  'The server did not deliver this part of Storedesk. The menu and the other areas keep working; try again in a moment.';
export const REMOTE_RETRY_LABEL = 'Retry';
export const REMOTE_LOADING_LABEL = 'Loading…';
