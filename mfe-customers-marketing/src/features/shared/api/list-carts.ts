import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type AbandonedCartList,
  type AbandonedCartQuery,
  listAbandonedCartsOperation,
} from '@storedesk/shared';
import { cartKeys } from './cart-keys';

/** GET store/cart/all: one page (offset = page from 1) with the flat filter.* keys. */
export function listCarts(query: AbandonedCartQuery, signal?: AbortSignal): Promise<AbandonedCartList> {
  return api.call<AbandonedCartList>(listAbandonedCartsOperation, { ...query }, { signal });
}

export function useAbandonedCarts(query: AbandonedCartQuery) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: cartKeys.list(storeId, query),
    queryFn: ({ signal }) => listCarts(query, signal),
    // Keeps the old page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
