import { create } from 'zustand';
import type { Employee } from '../contracts/auth';
import type { Store } from '../contracts/store';
import { clearRememberedFilters, STORAGE_KEYS } from './storage-keys';

/**
 * The session: token, employee and store. One zustand store, shared as a Module Federation singleton so the
 * host and every remote read the same session. Persisted by hand because the spec fixes the token's key
 * (localStorage `auth_token`, a raw string).
 */
export interface SessionState {
  token: string | null;
  employee: Employee | null;
  store: Store | null;
  setSession: (token: string, employee: Employee) => void;
  setStore: (store: Store) => void;
  /** Drops the session from memory and browser storage. */
  clear: () => void;
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const useSession = create<SessionState>((set) => ({
  token: typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token),
  employee: typeof localStorage === 'undefined' ? null : readJson<Employee>(STORAGE_KEYS.employee),
  store: typeof localStorage === 'undefined' ? null : readJson<Store>(STORAGE_KEYS.store),
  setSession: (token, employee) => {
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.employee, JSON.stringify(employee));
    set({ token, employee });
  },
  setStore: (store) => {
    localStorage.setItem(STORAGE_KEYS.store, JSON.stringify(store));
    set({ store });
  },
  clear: () => {
    localStorage.clear();
    sessionStorage.clear();
    set({ token: null, employee: null, store: null });
  },
}));

/** Logout keeps unrelated storage but drops the session and every list's remembered filter. */
export function clearSessionForLogout() {
  clearRememberedFilters();
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.employee);
  localStorage.removeItem(STORAGE_KEYS.store);
  useSession.setState({ token: null, employee: null, store: null });
}
