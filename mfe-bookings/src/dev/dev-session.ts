import { queryClient, useSession, type Role } from '@storedesk/shared';
import { makeEmployee, makeStore } from '@storedesk/shared/testing/factories';

/** Signs the standalone page in as `role` on the real session store, with factory employee and store records. */
export function signInAs(role: Role): void {
  const { setSession, setStore } = useSession.getState();
  setSession(`standalone-${role.toLowerCase()}-token`, makeEmployee({ employee_type: role }));
  // The standalone store uses the location filter and a field-service system, so those screens' parts show.
  setStore(
    makeStore({
      store_meta_config: [
        { meta_config_name: 'use_applicable_location_filter', meta_config_value: 'true' },
        { meta_config_name: 'zuper_web_url', meta_config_value: 'https://web.zuperpro.com' },
      ],
    }),
  );
  refetchAll();
}

/** Drops every cached answer and refetches what is on screen (the host reloads the page instead). */
export function refetchAll(): void {
  void queryClient.resetQueries();
}
