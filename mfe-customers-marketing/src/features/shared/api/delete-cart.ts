import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession, type MessageReply, deleteAbandonedCartOperation } from '@storedesk/shared';
import { cartKeys } from './cart-keys';

/** DELETE store/cart/delete?id: the id is the customer's (one cart per store and customer). */
export function deleteCart(customerId: string): Promise<MessageReply> {
  return api.call<MessageReply>(deleteAbandonedCartOperation, { id: customerId });
}

export function useDeleteCart() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: deleteCart,
    onSuccess: (_reply, customerId) => {
      queryClient.removeQueries({ queryKey: cartKeys.detail(storeId, customerId) });
      return queryClient.invalidateQueries({ queryKey: cartKeys.lists(storeId) });
    },
  });
}
