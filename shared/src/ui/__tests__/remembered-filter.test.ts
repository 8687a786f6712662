import { act, renderHook } from '@testing-library/react';
import {
  countActiveFilters,
  readRememberedFilter,
  useRememberedFilter,
  writeRememberedFilter,
} from '../filter-modal/remembered-filter';
import { validPage } from '../pager/page-validation';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('remembered filters', () => {
  it('keeps the filter in the chosen storage and merges it over the empty one', () => {
    writeRememberedFilter('f', { keyword: 'x' });
    expect(JSON.parse(sessionStorage.getItem('f') ?? '')).toEqual({ keyword: 'x' });
    expect(readRememberedFilter('f', { keyword: '', paid: 'ANY' })).toEqual({ keyword: 'x', paid: 'ANY' });
    writeRememberedFilter('g', { a: 1 }, 'local');
    expect(localStorage.getItem('g')).toBe('{"a":1}');
    expect(sessionStorage.getItem('g')).toBeNull();
  });

  it('ignores what cannot be read', () => {
    sessionStorage.setItem('f', '{broken');
    expect(readRememberedFilter('f', { a: 1 })).toEqual({ a: 1 });
    sessionStorage.setItem('f', '[1,2]');
    expect(readRememberedFilter('f', { a: 1 })).toEqual({ a: 1 });
  });

  it('the hook sets, remembers and resets', () => {
    const empty = {};
    const { result } = renderHook(() => useRememberedFilter<{ k?: string }>('h', empty));
    act(() => result.current.setFilter({ k: 'v' }));
    expect(result.current.filter).toEqual({ k: 'v' });
    expect(sessionStorage.getItem('h')).toBe('{"k":"v"}');
    act(() => result.current.resetFilter());
    expect(result.current.filter).toBe(empty);
    expect(sessionStorage.getItem('h')).toBeNull();
  });

  it('counts only the filters that are set, minus the ignored parts', () => {
    expect(countActiveFilters({ a: 'x', b: '', c: null, d: [], e: 0, from: '2026-01-01' }, ['from'])).toBe(2);
  });
});

describe('typed page', () => {
  it.each([
    ['1', 3, 1],
    ['3', 3, 3],
    [' 2 ', 3, 2],
    ['4', 3, null],
    ['0', 3, null],
    ['-1', 3, null],
    ['1.5', 3, null],
    ['abc', 3, null],
    ['', 3, null],
    ['1', 0, null],
  ])('%p of %p pages -> %p', (typed, pages, expected) => {
    expect(validPage(typed, pages)).toBe(expected);
  });
});
