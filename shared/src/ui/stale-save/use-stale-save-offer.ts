import { useCallback } from 'react';
// The root entry's ApiError: the one the api client throws (a relative import is another copy in the browser).
import { ApiError } from '@storedesk/shared';
import { useConfirm } from '../confirm/use-confirm';

/** The reload offer's buttons; above them the dialog shows the server's title and message. */
export const STALE_SAVE_TEXTS = { reload: 'Reload', keep: 'Keep my changes' } as const;

/** A save refused because the record changed since the screen loaded it: 409 with the record's "changed" title. */
export const isChangedElsewhere = (error: unknown, changedTitle: string): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.title === changedTitle;

/**
 * Every editable record carries a version and a stale save is refused (issue 9). This shows that refusal's title
 * and message and offers to reload the record; keeping the changes leaves the screen as it is, so they can be
 * copied before reloading. The handler answers whether the error was a stale save, so the caller shows any other
 * failure its own way.
 */
export function useStaleSaveOffer() {
  const confirm = useConfirm();
  return useCallback(
    (error: unknown, changedTitle: string, reload: () => unknown): boolean => {
      if (!isChangedElsewhere(error, changedTitle)) return false;
      void confirm({
        title: error.title,
        content: error.message,
        okText: STALE_SAVE_TEXTS.reload,
        cancelText: STALE_SAVE_TEXTS.keep,
      }).then((reloading) => {
        if (reloading) void reload();
      });
      return true;
    },
    [confirm],
  );
}
