import { useInfiniteQuery } from '@tanstack/react-query';
import { searchCustomers, useSession } from '@storedesk/shared';
import { CUSTOMER_SEARCH_MIN } from '../../../shared/api/order-lookups';
import { customerKeys } from './customer-keys';

/**
 * Customer search from 3 characters, 15 per call (spec 2 §9). Further pages of 15 are fetched on demand, so a
 * common name never hides the customer beyond the first 15; the picker shows them 5 at a time.
 */
export function useCustomerSearchPages(keyword: string) {
  const storeId = useSession((state) => state.store?._id);
  const trimmed = keyword.trim();
  return useInfiniteQuery({
    queryKey: customerKeys.search(storeId, trimmed),
    queryFn: ({ pageParam, signal }) => searchCustomers(trimmed, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.pages ? all.length + 1 : undefined),
    enabled: trimmed.length >= CUSTOMER_SEARCH_MIN,
  });
}
