import { useQuery } from '@tanstack/react-query';
import { api, useSession, type CustomerProfileReply, getCustomerOperation } from '@storedesk/shared';
import { customerProfileKeys } from './customer-form-keys';

/** GET customer?customer_id: the profile with its saved addresses. */
export function getCustomerProfile(id: string, signal?: AbortSignal): Promise<CustomerProfileReply> {
  return api.call<CustomerProfileReply>(getCustomerOperation, { customer_id: id }, { signal });
}

export function useCustomerProfile(id: string) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: customerProfileKeys.detail(storeId, id),
    queryFn: ({ signal }) => getCustomerProfile(id, signal),
    // The edit form starts from what the server has now, not from a cached copy.
    staleTime: 0,
  });
}
