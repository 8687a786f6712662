import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A list's page kept in the address (?page=3), for useRememberedList's `page` / `onPageChange`: Back from a
 * record (the browser's or the record's own Back link) returns to the same page; the filter is remembered apart.
 */
export function usePageInAddress() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  // Other parameters of the address (a list's scope, e.g. ?order=) stay as they are.
  const onPageChange = useCallback(
    (next: number) =>
      setParams((current) => {
        const kept = new URLSearchParams(current);
        if (next > 1) kept.set('page', String(next));
        else kept.delete('page');
        return kept;
      }),
    [setParams],
  );
  return { page, onPageChange };
}

/** Where a list is now (path and ?page), handed to a record's link as state so its Back returns here. */
export function useListAddress(): { from: string } {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

/** A record screen's Back: the list page it was opened from (link state), else the list itself. */
export function useBackTo(fallback: string): string {
  const state = useLocation().state as { from?: unknown } | null;
  // Only a path of this app (not //host, which leaves it).
  const from = state?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
