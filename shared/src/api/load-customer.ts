import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getCustomerOperation } from '../contracts/all-operations';
import type { CustomerDetail, CustomerDetailReply } from '../contracts';
import { useSession } from '../session/session-store';
import { api } from './api-client';

/** GET customer?customer_id: one customer with their saved addresses. */
export const getCustomer = (customerId: string, signal?: AbortSignal) =>
  api.call<CustomerDetailReply>(getCustomerOperation, { customer_id: customerId }, { signal });

/** The cache key of one customer's details, with the store id so a store switch shows no old data. */
export const customerDetailKey = (storeId: string | undefined, customerId: string) =>
  ['customer-detail', storeId ?? 'no-store', customerId] as const;

/**
 * Loads one customer with their saved addresses. Always asks the server: it runs when a customer is chosen or an
 * address was just saved, and both need the latest addresses.
 */
export function useLoadCustomer(): (customerId: string) => Promise<CustomerDetail> {
  const storeId = useSession((state) => state.store?._id);
  const client = useQueryClient();
  return useCallback(
    async (customerId: string) => {
      const reply = await client.fetchQuery({
        queryKey: customerDetailKey(storeId, customerId),
        queryFn: ({ signal }) => getCustomer(customerId, signal),
        staleTime: 0,
      });
      return reply.data;
    },
    [client, storeId],
  );
}
