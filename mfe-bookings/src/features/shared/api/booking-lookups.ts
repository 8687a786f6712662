import { useQuery } from '@tanstack/react-query';
import { api, useSession, type DeliveryTypeList, listDeliveryTypesOperation } from '@storedesk/shared';
import { bookingLookupKeys } from './booking-lookup-keys';

/** Lookups are fetched whole (spec 2 §9: limit 10000). */
const WHOLE = { limit: 10000, offset: 1 };

/** Moved to @storedesk/shared (contract service requests pick slots too). */
export { useDeliverySlots } from '@storedesk/shared';

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
