import { queryClient, useSession } from '@storedesk/shared';

/** Access denied or 401: drop the cached server data, the token and all browser storage. */
export function endSessionEverywhere() {
  queryClient.clear();
  useSession.getState().clear();
}
