import { useQuery } from '@tanstack/react-query';
import { api, useSession, type OrderDetailsReply, getOrderOperation } from '@storedesk/shared';
import { orderKeys } from '../../shared/api/order-keys';

/** GET store/order/details?id= : the booking and its money breakdown ("total list"). */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetailsReply> {
  return api.call<OrderDetailsReply>(getOrderOperation, { id }, { signal });
}

export function useOrder(id: string) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: orderKeys.detail(storeId, id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // A booking two people edit must be fresh whenever it is opened.
    staleTime: 0,
  });
}
