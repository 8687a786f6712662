import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type ListCustomersQuery,
  type ListCustomersReply,
  listCustomersOperation,
} from '@storedesk/shared';
import { customerKeys } from '../../shared/api/customer-keys';

/** GET customer/all: one page (offset = page from 1) with the flat filter.* keys. */
export function listCustomers(query: ListCustomersQuery, signal?: AbortSignal): Promise<ListCustomersReply> {
  return api.call<ListCustomersReply>(listCustomersOperation, { ...query }, { signal });
}

export function useCustomers(query: ListCustomersQuery) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: customerKeys.list(storeId, query),
    queryFn: ({ signal }) => listCustomers(query, signal),
    // Keeps the old page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
