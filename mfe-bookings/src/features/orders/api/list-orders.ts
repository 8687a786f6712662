import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type ListOrdersQuery,
  type ListOrdersReply,
  listOrdersOperation,
} from '@storedesk/shared';
import { orderKeys } from '../../shared/api/order-keys';

/** GET store/order/all: one page (offset = page from 1) with the flat filter.* keys. */
export function listOrders(query: ListOrdersQuery, signal?: AbortSignal): Promise<ListOrdersReply> {
  return api.call<ListOrdersReply>(listOrdersOperation, { ...query }, { signal });
}

export function useOrders(query: ListOrdersQuery) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: orderKeys.list(storeId, query),
    queryFn: ({ signal }) => listOrders(query, signal),
    // Keeps the old page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
