import { useQuery } from '@tanstack/react-query';
import { api, type StoreAccessReply, listStoreAccessOperation } from '@storedesk/shared';

export const storeAccessKeys = { all: ['employee', 'store_access'] as const };

/** GET employee/store_access: the stores this employee may switch to. */
export function fetchStoreAccess() {
  return api.call<StoreAccessReply>(listStoreAccessOperation);
}

export function useStoreAccess(enabled: boolean) {
  return useQuery({
    queryKey: storeAccessKeys.all,
    queryFn: fetchStoreAccess,
    enabled,
    select: (reply) => reply.data,
  });
}
