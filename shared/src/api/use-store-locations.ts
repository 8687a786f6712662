import { useQuery } from '@tanstack/react-query';
import { listLocationsOperation } from '../contracts/all-operations';
import { storeMeta } from '../contracts/constants';
import type { StoreLocationList } from '../contracts';
import { useSession } from '../session/session-store';
import { api } from './api-client';

/** The store setting that shows the location filter on the lists (spec 3's use_applicable_location_filter). */
export const LOCATION_FILTER_SETTING = 'use_applicable_location_filter';

/** Whether this store filters its lists by location (the setting is the text 'true'). */
export function useLocationFilterOn(): boolean {
  return useSession((state) => storeMeta(state.store, LOCATION_FILTER_SETTING) === 'true');
}

/** The store's locations, fetched whole (spec 2 §9: limit 10000), only while `enabled`. */
export function useStoreLocationList(enabled = true) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: ['store-locations', storeId] as const,
    queryFn: ({ signal }) =>
      api.call<StoreLocationList>(listLocationsOperation, { limit: 10000, offset: 1 }, { signal }),
    select: (reply) => reply.data,
    enabled,
  });
}
