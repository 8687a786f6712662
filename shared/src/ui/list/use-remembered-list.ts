import { useCallback, useEffect, useMemo, useState } from 'react';
import type dayjs from 'dayjs';
import { todayInZone } from '../../format';
import type { ListFilterModalProps } from '../filter-modal/list-filter-modal-props';
import { useRememberedFilter, type FilterStorage } from '../filter-modal/remembered-filter';
import type { FilterTagSpec } from '../filter-tags/filter-tag-spec';
import type { FilterTagsProps } from '../filter-tags/filter-tags';

export interface RememberedListOptions<F extends object, Q> {
  /** Where the filter is remembered (STORAGE_KEYS.*) and in which browser storage (the session's by default). */
  storageKey: string;
  storage?: FilterStorage;
  /** The filter with nothing chosen; keep it a module constant (reset hands back this very object). */
  emptyFilter: F;
  /** The API query for a filter and page; keep it a module function so the query is rebuilt only on change. */
  toQuery: (filter: F, page: number, today: dayjs.Dayjs) => Q;
  /** A page kept elsewhere (e.g. the address, ?page=3, so Back returns to it); without it the hook keeps its own. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** The store's time zone: relative date choices (today, last 7 days...) count from its today. */
  timeZone?: string | null;
}

/**
 * The wiring every filtered list shares: the remembered filter (restored on mount), the page, whether the filter
 * modal is open, and the API query built from filter + page. Applying or resetting the filter goes back to page 1.
 * `filterModal` is the same wiring as the props of the list's filter modal.
 */
export function useRememberedList<F extends object, Q>({
  storageKey,
  storage = 'session',
  emptyFilter,
  toQuery,
  timeZone,
  page: givenPage,
  onPageChange,
}: RememberedListOptions<F, Q>) {
  const remembered = useRememberedFilter<F>(storageKey, emptyFilter, storage);
  const { filter, setFilter, resetFilter } = remembered;
  const [ownPage, setOwnPage] = useState(1);
  const page = givenPage ?? ownPage;
  const setPage = onPageChange ?? setOwnPage;
  const [filterOpen, setFilterOpen] = useState(false);

  const query = useMemo(
    () => toQuery(filter, page, todayInZone(timeZone)),
    [toQuery, filter, page, timeZone],
  );

  const applyFilter = useCallback(
    (next: F) => {
      setFilter(next);
      setPage(1);
    },
    [setFilter, setPage],
  );
  const clearFilter = useCallback(() => {
    resetFilter();
    setPage(1);
  }, [resetFilter, setPage]);
  const openFilter = useCallback(() => setFilterOpen(true), []);
  const closeFilter = useCallback(() => setFilterOpen(false), []);

  const filterModal: ListFilterModalProps<F> = {
    open: filterOpen,
    value: filter,
    onApply: applyFilter,
    onReset: clearFilter,
    onClose: closeFilter,
  };

  /** The list's filter tags (ListScreen's `tags`): a tag's close drops that choice, Clear all drops them all. */
  const filterTags = (specs: readonly FilterTagSpec<F>[]): FilterTagsProps<F> => ({
    filter,
    specs,
    onChange: applyFilter,
    onClearAll: clearFilter,
  });
  return {
    filter,
    page,
    setPage,
    query,
    filterOpen,
    openFilter,
    closeFilter,
    applyFilter,
    resetFilter: clearFilter,
    filterModal,
    filterTags,
  };
}

/**
 * Deleting the last row of the last page leaves that page empty: once the list has loaded (`loaded`) and says it
 * has fewer `pages`, show the last page there is.
 */
export function useLastPageFallback(
  page: number,
  pages: number,
  loaded: boolean,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (loaded && pages > 0 && page > pages) setPage(pages);
  }, [loaded, page, pages, setPage]);
}
