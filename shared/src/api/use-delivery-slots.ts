import { useQuery } from '@tanstack/react-query';
import { listDeliverySlotsOperation } from '../contracts/all-operations';
import type { DeliverySlotDayList } from '../contracts';
import { useSession } from '../session/session-store';
import { api } from './api-client';

/**
 * The store's delivery slots, one entry per weekday, fetched whole (spec 2 §9: limit 10000). New bookings, booking
 * edits and contract service requests read the same cached copy; the store id in the key keeps a switch clean.
 */
export function useDeliverySlots() {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: ['delivery-slots', storeId] as const,
    queryFn: ({ signal }) =>
      api.call<DeliverySlotDayList>(listDeliverySlotsOperation, { limit: 10000, offset: 1 }, { signal }),
    select: (reply) => reply.data,
  });
}
