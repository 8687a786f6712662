import type { Role } from '../auth/permissions';
import type { Store } from '../contracts/store';
import { queryClient } from '../api/query-client';
import { useSession } from '../session/session-store';
import { makeEmployee, makeStore } from '../testing/factories';

/**
 * Signs the standalone page in as `role` on the real session store, with factory employee and store records;
 * `store` is what the remote's screens need of the store beyond the factory's (e.g. a meta config).
 */
export function signInAs(role: Role, store: Partial<Store> = {}): void {
  const { setSession, setStore } = useSession.getState();
  setSession(`standalone-${role.toLowerCase()}-token`, makeEmployee({ employee_type: role }));
  setStore(makeStore(store));
  refetchAll();
}

/** Drops every cached answer and refetches what is on screen (the host reloads the page instead). */
export function refetchAll(): void {
  void queryClient.resetQueries();
}
