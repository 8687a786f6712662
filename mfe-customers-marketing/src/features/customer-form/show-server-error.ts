import { ApiError, toast } from '@storedesk/shared';

/** A failed call shows the server's title and message (spec 1 §8); a 401 is left to the api client's handler. */
export function showServerError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status !== 401) toast.error(error.title, error.message);
    return;
  }
  toast.error('Error', error instanceof Error ? error.message : String(error));
}
