import { useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type DeliverySlotDayList,
  type DeliveryTypeList,
  listDeliverySlotsOperation,
  listDeliveryTypesOperation,
} from '@storedesk/shared';
import { bookingLookupKeys } from './booking-lookup-keys';

/** Lookups are fetched whole (spec 2 §9: limit 10000). */
const WHOLE = { limit: 10000, offset: 1 };

export function useDeliverySlots() {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: bookingLookupKeys.deliverySlots(storeId),
    queryFn: ({ signal }) => api.call<DeliverySlotDayList>(listDeliverySlotsOperation, WHOLE, { signal }),
    select: (reply) => reply.data,
  });
}

export function useDeliveryTypes() {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: bookingLookupKeys.deliveryTypes(storeId),
    queryFn: ({ signal }) => api.call<DeliveryTypeList>(listDeliveryTypesOperation, WHOLE, { signal }),
    select: (reply) => reply.data,
  });
}

/** Moved to @storedesk/shared (payment requests name methods too). */
export { usePaymentMethods } from '@storedesk/shared';
