import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useBackTo, usePageInAddress } from '../page-in-address';

const at =
  (entry: string | { pathname: string; state: unknown }) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;

describe('usePageInAddress', () => {
  it('reads ?page and writes it beside the list scope, dropping it for page 1', () => {
    const { result } = renderHook(() => ({ ...usePageInAddress(), search: useLocation().search }), {
      wrapper: at('/payments?order=1001&page=2'),
    });
    expect(result.current.page).toBe(2);
    act(() => result.current.onPageChange(3));
    expect(result.current.search).toBe('?order=1001&page=3');
    act(() => result.current.onPageChange(1));
    expect(result.current.search).toBe('?order=1001');
    expect(result.current.page).toBe(1);
  });
});

describe('useBackTo', () => {
  it('goes back to the list page the record was opened from, else to the list', () => {
    const from = renderHook(() => useBackTo('/customers'), {
      wrapper: at({ pathname: '/customers/detail', state: { from: '/customers?page=3' } }),
    });
    expect(from.result.current).toBe('/customers?page=3');
    const direct = renderHook(() => useBackTo('/customers'), { wrapper: at('/customers/detail') });
    expect(direct.result.current).toBe('/customers');
    const elsewhere = renderHook(() => useBackTo('/customers'), {
      wrapper: at({ pathname: '/customers/detail', state: { from: '//evil.example/x' } }),
    });
    expect(elsewhere.result.current).toBe('/customers');
  });
});
