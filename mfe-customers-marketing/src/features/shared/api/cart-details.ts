import { useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type AbandonedCartDetail,
  type AbandonedCartDetailReply,
  getAbandonedCartOperation,
} from '@storedesk/shared';
import { cartKeys } from './cart-keys';

/** GET store/cart/details?customer_id: the cart's lines and money, for the detail modal. */
export async function getCartDetails(customerId: string, signal?: AbortSignal): Promise<AbandonedCartDetail> {
  const reply = await api.call<AbandonedCartDetailReply>(
    getAbandonedCartOperation,
    { customer_id: customerId },
    { signal },
  );
  return reply.data;
}

/** The cart of the customer whose detail modal is open; nothing is asked while it is closed (null). */
export function useCartDetails(customerId: string | null) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: cartKeys.detail(storeId, customerId ?? ''),
    queryFn: ({ signal }) => getCartDetails(customerId as string, signal),
    enabled: customerId !== null,
  });
}
