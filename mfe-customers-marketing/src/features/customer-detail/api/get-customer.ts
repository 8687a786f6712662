import { useQuery } from '@tanstack/react-query';
import { api, useSession, type CustomerProfile, getCustomerOperation } from '@storedesk/shared';
import { customerDetailKeys } from './detail-keys';

/** The customer as GET customer answers it. */
export type CustomerDetailView = CustomerProfile;

/** GET customer?customer_id: the customer with addresses, tags and custom fields. */
export async function getCustomer(customerId: string, signal?: AbortSignal): Promise<CustomerDetailView> {
  const reply = await api.call<{ data: CustomerDetailView }>(
    getCustomerOperation,
    { customer_id: customerId },
    { signal },
  );
  return reply.data;
}

export function useCustomer(customerId: string) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: customerDetailKeys.customer(storeId, customerId),
    queryFn: ({ signal }) => getCustomer(customerId, signal),
    enabled: customerId !== '',
  });
}
