import { ApiError, CONTRACT_CREATE_MESSAGES as M, isSignedOut, toast } from '@storedesk/shared';

/** A refused sale shows the server's message and title; no answer at all, the spec's fallback (spec 2 §8). */
export function showCreateError(error: unknown): void {
  if (isSignedOut(error)) return;
  if (error instanceof ApiError && error.status !== 0 && error.message)
    toast.error(error.title || M.createErrorTitle, error.message);
  else toast.error(M.createErrorTitle, M.createError);
}
