import { useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type CartOrNullReply,
  type CustomerDetailReply,
  getCartOperation,
  getCustomerOperation,
} from '@storedesk/shared';
import { newBookingKeys } from './new-booking-keys';

/**
 * Opening /orders/new/:id: the customer and their abandoned cart (spec 2 "New booking"). Both are read fresh
 * (staleTime 0) because the cart is what the storefront last saved.
 */
export function useCustomerForBooking(customerId: string | undefined) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: newBookingKeys.customer(storeId, customerId ?? ''),
    queryFn: ({ signal }) =>
      api.call<CustomerDetailReply>(getCustomerOperation, { customer_id: customerId! }, { signal }),
    select: (reply) => reply.data,
    enabled: !!customerId,
    staleTime: 0,
  });
}

export function useAbandonedCart(customerId: string | undefined) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: newBookingKeys.abandonedCart(storeId, customerId ?? ''),
    queryFn: ({ signal }) =>
      api.call<CartOrNullReply>(getCartOperation, { customer_id: customerId! }, { signal }),
    select: (reply) => reply.data,
    enabled: !!customerId,
    staleTime: 0,
  });
}
