import { act, renderHook } from '@testing-library/react';
import type dayjs from 'dayjs';
import { useLastPageFallback, useRememberedList } from '../use-remembered-list';

interface Filter {
  keyword?: string;
  kind?: string;
}

const EMPTY: Filter = {};
const toQuery = (filter: Filter, page: number, today: dayjs.Dayjs) => ({
  ...filter,
  page,
  today: today.format('YYYY-MM-DD'),
});

function renderList(storage: 'session' | 'local' = 'session', key = 'list_filter') {
  return renderHook(() =>
    useRememberedList({ storageKey: key, storage, emptyFilter: EMPTY, toQuery, timeZone: 'UTC' }),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('useRememberedList', () => {
  it('starts on page 1 with the empty filter, modal closed, and builds the query from both', () => {
    const { result } = renderList();
    expect(result.current.filter).toBe(EMPTY);
    expect(result.current.page).toBe(1);
    expect(result.current.filterOpen).toBe(false);
    expect(result.current.query).toEqual({ page: 1, today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('restores the remembered filter on mount, from the storage it was given', () => {
    localStorage.setItem('list_filter', JSON.stringify({ keyword: 'ann' }));
    expect(renderList('session').result.current.filter).toEqual({});
    const { result } = renderList('local');
    expect(result.current.filter).toEqual({ keyword: 'ann' });
    expect(result.current.query).toMatchObject({ keyword: 'ann', page: 1 });
  });

  it('applying remembers the filter in its storage and goes back to page 1', () => {
    const { result } = renderList('local');
    act(() => result.current.setPage(3));
    expect(result.current.query).toMatchObject({ page: 3 });
    act(() => result.current.applyFilter({ kind: 'A' }));
    expect(result.current.filter).toEqual({ kind: 'A' });
    expect(result.current.page).toBe(1);
    expect(result.current.query).toMatchObject({ kind: 'A', page: 1 });
    expect(localStorage.getItem('list_filter')).toBe('{"kind":"A"}');
    expect(sessionStorage.getItem('list_filter')).toBeNull();
  });

  it('resetting forgets the filter and goes back to page 1', () => {
    sessionStorage.setItem('list_filter', JSON.stringify({ keyword: 'x' }));
    const { result } = renderList('session');
    act(() => result.current.setPage(2));
    act(() => result.current.resetFilter());
    expect(result.current.filter).toBe(EMPTY);
    expect(result.current.page).toBe(1);
    expect(sessionStorage.getItem('list_filter')).toBeNull();
  });

  it('opens and closes the filter modal without touching filter or page', () => {
    const { result } = renderList();
    act(() => result.current.setPage(2));
    act(() => result.current.openFilter());
    expect(result.current.filterOpen).toBe(true);
    act(() => result.current.closeFilter());
    expect(result.current.filterOpen).toBe(false);
    expect(result.current.page).toBe(2);
    expect(result.current.filter).toBe(EMPTY);
  });

  it('hands the same wiring to the filter modal as its props', () => {
    const { result } = renderList('local');
    act(() => result.current.setPage(2));
    act(() => result.current.filterModal.onClose());
    act(() => result.current.openFilter());
    expect(result.current.filterModal).toMatchObject({ open: true, value: EMPTY });
    act(() => result.current.filterModal.onApply({ kind: 'B' }));
    expect(result.current.filterModal.value).toEqual({ kind: 'B' });
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.filterModal.onReset());
    expect(result.current.filterModal.value).toBe(EMPTY);
    expect(result.current.page).toBe(1);
    act(() => result.current.filterModal.onClose());
    expect(result.current.filterOpen).toBe(false);
  });

  it('keeps the same query object while nothing changes', () => {
    const { result, rerender } = renderList();
    const first = result.current.query;
    rerender();
    expect(result.current.query).toBe(first);
  });
});

describe('useLastPageFallback', () => {
  function renderFallback(initial: { page: number; pages: number; loaded: boolean }) {
    const setPage = jest.fn();
    const view = renderHook(
      (props: typeof initial) => useLastPageFallback(props.page, props.pages, props.loaded, setPage),
      {
        initialProps: initial,
      },
    );
    return { setPage, ...view };
  }

  it('moves to the last page when the current one no longer exists', () => {
    const { setPage } = renderFallback({ page: 3, pages: 2, loaded: true });
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('waits for the list, and leaves pages in range and empty lists alone', () => {
    const { setPage, rerender } = renderFallback({ page: 3, pages: 2, loaded: false });
    rerender({ page: 3, pages: 0, loaded: true });
    rerender({ page: 2, pages: 2, loaded: true });
    expect(setPage).not.toHaveBeenCalled();
  });
});
