import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type CreateOrderBody,
  type CreateOrderReply,
  createOrderOperation,
} from '@storedesk/shared';
import { orderKeys } from '../../shared/api/order-keys';

export const createOrder = (body: CreateOrderBody) => api.call<CreateOrderReply>(createOrderOperation, body);

/** POST store/order; the body's idempotency key makes a doubled or retried submit one booking. */
export function useCreateOrder() {
  const storeId = useSession((state) => state.store?._id);
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.lists(storeId) }),
  });
}
