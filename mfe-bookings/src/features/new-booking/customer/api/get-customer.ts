import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type CustomerDetail,
  type CustomerDetailReply,
  getCustomerOperation,
} from '@storedesk/shared';
import { customerKeys } from './customer-keys';

export const getCustomer = (customerId: string, signal?: AbortSignal) =>
  api.call<CustomerDetailReply>(getCustomerOperation, { customer_id: customerId }, { signal });

/**
 * Loads one customer with their saved addresses (GET customer?customer_id). Always asks the server: it runs
 * when a customer is chosen or an address was just saved, and both need the latest addresses.
 */
export function useLoadCustomer(): (customerId: string) => Promise<CustomerDetail> {
  const storeId = useSession((state) => state.store?._id);
  const client = useQueryClient();
  return useCallback(
    async (customerId: string) => {
      const reply = await client.fetchQuery({
        queryKey: customerKeys.detail(storeId, customerId),
        queryFn: ({ signal }) => getCustomer(customerId, signal),
        staleTime: 0,
      });
      return reply.data;
    },
    [client, storeId],
  );
}
