import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';
import { searchProductsOperation } from '../../contracts/all-operations';
import type { ProductOptionList } from '../../contracts';
import { useSession } from '../../session/session-store';

/** Spec 2 §5: a product search starts at 3 characters. */
export const SERVICE_SEARCH_MIN = 3;
export const SERVICE_SEARCH_LIMIT = 20;

/**
 * GET store/product/all for a service picker: asked only from 3 characters of the trimmed keyword, the last
 * results kept on screen while the next keyword loads. The store id is in the key, so a store switch shows no old data.
 */
export function useServiceSearch(keyword: string, options: { availableOnly?: boolean } = {}) {
  const storeId = useSession((state) => state.store?._id);
  const term = keyword.trim();
  return useQuery({
    queryKey: ['service-search', storeId, term, options.availableOnly ?? false] as const,
    queryFn: ({ signal }) =>
      api.call<ProductOptionList>(
        searchProductsOperation,
        {
          limit: SERVICE_SEARCH_LIMIT,
          offset: 1,
          'filter.keyword': term,
          ...(options.availableOnly && { 'filter.is_available': true }),
        },
        { signal },
      ),
    enabled: term.length >= SERVICE_SEARCH_MIN,
    select: (reply) => reply.data,
    placeholderData: keepPreviousData,
  });
}
