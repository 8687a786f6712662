import { useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type StoreLocationList,
  type StoreOrderStatusList,
  listLocationsOperation,
  listOrderStatusesOperation,
} from '@storedesk/shared';
import { lookupKeys } from './order-keys';

/** Lookups are fetched whole (spec 2 §9: limit 10000). */
const WHOLE = { limit: 10000, offset: 1 };
/** Spec 2 §2 and §9: the customer searches of bookings start at 3 characters. */
export const CUSTOMER_SEARCH_MIN = 3;

export function useOrderStatuses() {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: lookupKeys.statuses(storeId),
    queryFn: ({ signal }) => api.call<StoreOrderStatusList>(listOrderStatusesOperation, WHOLE, { signal }),
    select: (reply) => reply.data,
  });
}

export function useStoreLocations(enabled: boolean) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: lookupKeys.locations(storeId),
    queryFn: ({ signal }) => api.call<StoreLocationList>(listLocationsOperation, WHOLE, { signal }),
    select: (reply) => reply.data,
    enabled,
  });
}
