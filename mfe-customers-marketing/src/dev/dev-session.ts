import { queryClient, useSession, type Role } from '@storedesk/shared';
import { makeEmployee, makeStore } from '@storedesk/shared/testing/factories';

/** Signs the standalone page in as `role` on the real session store, with factory employee and store records. */
export function signInAs(role: Role): void {
  const { setSession, setStore } = useSession.getState();
  setSession(`standalone-${role.toLowerCase()}-token`, makeEmployee({ employee_type: role }));
  setStore(makeStore());
  refetchAll();
}

/** Drops every cached answer and refetches what is on screen (the host reloads the page instead). */
export function refetchAll(): void {
  void queryClient.resetQueries();
}
