import { useEffect } from 'react';
import { toast } from '../ui/toast';
import { ApiError, isSignedOut } from './api-error';

/**
 * Toasts a failed call with the server's title and message (spec 1 §8) once per failure. A 401 is left to the
 * host's handler, which shows its own Access Denied toast and signs the user out.
 */
export function useErrorToast(error: unknown, failedAt: number): void {
  useEffect(() => {
    if (!error || failedAt === 0) return;
    if (error instanceof ApiError) {
      if (error.status !== 401) toast.error(error.title, error.message);
      return;
    }
    toast.error('Error', error instanceof Error ? error.message : String(error));
  }, [error, failedAt]);
}

/** A failed write's toast: the server's title and message (spec 1 §8); a 401 is the host's to show. */
export function toastServerError(error: Error): void {
  if (isSignedOut(error)) return;
  toast.error(error instanceof ApiError ? error.title : 'Error', error.message);
}
