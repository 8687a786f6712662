import { useQuery } from '@tanstack/react-query';
import { api, useSession, type CustomerSearchReply } from '@storedesk/shared';
import { cartKeys } from './cart-keys';

/** Customer searches start at 3 characters and ask for 15 (spec 1 §5, §9). */
export const CUSTOMER_SEARCH_MIN = 3;
export const CUSTOMER_SEARCH_LIMIT = 15;

/** GET customer/search?limit=15&offset=1&filter.keyword, for the filter's customer select. */
export function searchCustomers(keyword: string, signal?: AbortSignal): Promise<CustomerSearchReply> {
  return api.get<CustomerSearchReply>(
    'customer/search',
    { limit: CUSTOMER_SEARCH_LIMIT, offset: 1, 'filter.keyword': keyword },
    { signal },
  );
}

/** Customers matching the trimmed keyword; not asked below 3 characters. */
export function useCustomerSearch(keyword: string) {
  const storeId = useSession((state) => state.store?._id);
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: cartKeys.customerSearch(storeId, trimmed),
    queryFn: ({ signal }) => searchCustomers(trimmed, signal),
    enabled: trimmed.length >= CUSTOMER_SEARCH_MIN,
  });
}
