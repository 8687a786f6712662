import { useEffect } from 'react';
import { ApiError, toast } from '@storedesk/shared';

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
