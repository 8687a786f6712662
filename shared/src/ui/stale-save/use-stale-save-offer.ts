import { useCallback } from 'react';
// The root entry's error helpers: the ones of the api client's ApiError (a relative import is another copy in the browser).
import { hasErrorCode, type ApiError } from '@storedesk/shared';
import { useConfirm } from '../confirm/use-confirm';

/** The reload offer's buttons; above them the dialog shows the server's title and message. */
export const STALE_SAVE_TEXTS = { reload: 'Reload', keep: 'Keep my changes' } as const;

/** A save refused because the record changed since the screen loaded it (code CHANGED_ELSEWHERE). */
export const isChangedElsewhere = (error: unknown): error is ApiError =>
  hasErrorCode(error, 'CHANGED_ELSEWHERE');

/**
 * Every editable record carries a version and a stale save is refused (issue 9). This shows that refusal's title
 * and message and offers to reload the record; keeping the changes leaves the screen as it is, so they can be
 * copied before reloading. The handler answers whether the error was a stale save, so the caller shows any other
 * failure its own way.
 */
export function useStaleSaveOffer() {
  const confirm = useConfirm();
  return useCallback(
    (error: unknown, reload: () => unknown): boolean => {
      if (!isChangedElsewhere(error)) return false;
      const { title, message } = error as ApiError;
      void confirm({
        title,
        content: message,
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
