import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useSession, type ProductOptionList, searchProductsOperation } from '@storedesk/shared';
import { serviceKeys } from './service-keys';

/** Products search from 3 characters (spec 2 §5); only services that can be booked now. */
export const SERVICE_SEARCH_MIN = 3;
export const SERVICE_SEARCH_LIMIT = 20;

export function searchProducts(keyword: string, signal?: AbortSignal): Promise<ProductOptionList> {
  return api.call<ProductOptionList>(
    searchProductsOperation,
    { limit: SERVICE_SEARCH_LIMIT, offset: 1, 'filter.keyword': keyword, 'filter.is_available': true },
    { signal },
  );
}

export function useProductSearch(keyword: string) {
  const storeId = useSession((state) => state.store?._id);
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: serviceKeys.search(storeId, trimmed),
    queryFn: ({ signal }) => searchProducts(trimmed, signal),
    select: (reply) => reply.data,
    enabled: trimmed.length >= SERVICE_SEARCH_MIN,
    // Keep the last results on screen while the next keyword loads.
    placeholderData: keepPreviousData,
  });
}
