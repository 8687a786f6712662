import { useCallback, useState } from 'react';
import { searchKeyword } from './filter-keyword';

/**
 * Filters the user set are kept for the browser session (spec 1 §9, spec 2 §2) or across sessions (local storage
 * for some lists). No antd here: this file is reached from @storedesk/shared's root, which loads before login.
 */
export type FilterStorage = 'session' | 'local';

function storageOf(kind: FilterStorage): Storage | null {
  if (typeof window === 'undefined') return null;
  return kind === 'session' ? window.sessionStorage : window.localStorage;
}

/** The remembered filter merged over `empty` (so a field added later still has its default); `empty` when none. */
export function readRememberedFilter<T extends object>(
  key: string,
  empty: T,
  kind: FilterStorage = 'session',
): T {
  try {
    const raw = storageOf(kind)?.getItem(key);
    if (!raw) return empty;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? { ...empty, ...(parsed as T) }
      : empty;
  } catch {
    return empty;
  }
}

export function writeRememberedFilter<T extends object>(
  key: string,
  value: T,
  kind: FilterStorage = 'session',
) {
  storageOf(kind)?.setItem(key, JSON.stringify(value));
}

export function forgetRememberedFilter(key: string, kind: FilterStorage = 'session') {
  storageOf(kind)?.removeItem(key);
}

/** A filter value that survives a reload: state plus its copy in browser storage. */
export function useRememberedFilter<T extends object>(
  key: string,
  empty: T,
  kind: FilterStorage = 'session',
) {
  const [filter, setState] = useState<T>(() => readRememberedFilter(key, empty, kind));
  const setFilter = useCallback(
    (next: T) => {
      writeRememberedFilter(key, next, kind);
      setState(next);
    },
    [key, kind],
  );
  const resetFilter = useCallback(() => {
    forgetRememberedFilter(key, kind);
    setState(empty);
  }, [key, kind, empty]);
  return { filter, setFilter, resetFilter };
}

/** True for a value the user did not set: undefined, null, '', an empty list. */
export function isEmptyFilterValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * How many filters are set, for the count on the filter button; `ignore` names parts of one choice (e.g. custom
 * dates). The `keyword` counts only once it is long enough to be searched with.
 */
export function countActiveFilters<T extends object>(filter: T, ignore: readonly (keyof T)[] = []): number {
  return (Object.keys(filter) as (keyof T)[]).filter((key) => {
    if (ignore.includes(key) || isEmptyFilterValue(filter[key])) return false;
    return key !== 'keyword' || searchKeyword(filter[key]) !== undefined;
  }).length;
}
