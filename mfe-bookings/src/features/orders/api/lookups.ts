import { useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type CustomerSearchReply,
  type StoreLocationList,
  type StoreOrderStatusList,
} from '@storedesk/shared';
import { lookupKeys } from './order-keys';

/** Lookups are fetched whole (spec 2 §9: limit 10000). */
const WHOLE = { limit: 10000, offset: 1 };
export const CUSTOMER_SEARCH_MIN = 3;
export const CUSTOMER_SEARCH_PAGE = 15;

export function useOrderStatuses() {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: lookupKeys.statuses(storeId),
    queryFn: ({ signal }) => api.get<StoreOrderStatusList>('store/order_status/all', WHOLE, { signal }),
    select: (reply) => reply.data,
  });
}

export function useStoreLocations(enabled: boolean) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: lookupKeys.locations(storeId),
    queryFn: ({ signal }) => api.get<StoreLocationList>('store/location/all', WHOLE, { signal }),
    select: (reply) => reply.data,
    enabled,
  });
}

/** Customer search from 3 characters, 15 per page (spec 2 §2). */
export function useCustomerSearch(keyword: string) {
  const storeId = useSession((state) => state.store?._id);
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: lookupKeys.customers(storeId, trimmed),
    queryFn: ({ signal }) =>
      api.get<CustomerSearchReply>(
        'customer/search',
        { limit: CUSTOMER_SEARCH_PAGE, offset: 1, 'filter.keyword': trimmed },
        { signal },
      ),
    select: (reply) => reply.data,
    enabled: trimmed.length >= CUSTOMER_SEARCH_MIN,
  });
}
