import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  hasErrorCode,
  type ApiError,
  isSignedOut,
  api,
  toast,
  useSession,
  type AddOrderNoteBody,
  type OrderDetailsReply,
  type OrderWriteReply,
  type UpdateOrderAddressBody,
  type UpdateOrderProductsBody,
  type UpdateOrderStatusBody,
  type UpdateOrderTagsBody,
  addOrderNoteOperation,
  updateOrderAddressOperation,
  updateOrderProductsOperation,
  updateOrderStatusOperation,
  updateOrderTagsOperation,
} from '@storedesk/shared';
import { orderKeys } from '../../shared/api/order-keys';

/** The booking writes of the details screen (contracts/orders.ts): one PUT per field group, each with `version`. */
export const updateOrderStatus = (body: UpdateOrderStatusBody) =>
  api.call<OrderWriteReply>(updateOrderStatusOperation, body);
export const updateOrderAddress = (body: UpdateOrderAddressBody) =>
  api.call<OrderWriteReply>(updateOrderAddressOperation, body);
export const updateOrderProducts = (body: UpdateOrderProductsBody) =>
  api.call<OrderWriteReply>(updateOrderProductsOperation, body);
export const addOrderNote = (body: AddOrderNoteBody) =>
  api.call<OrderWriteReply>(addOrderNoteOperation, body);
export const updateOrderTags = (body: UpdateOrderTagsBody) =>
  api.call<OrderWriteReply>(updateOrderTagsOperation, body);

/**
 * A write with the spec's success and error toasts. The reply carries the booking after the write, which goes
 * straight into the cache; the totals are refetched. A 409 (someone else saved first, or the booking is
 * completed) shows the server's own message and title and reloads the booking, so nothing of theirs is lost.
 */
export function useOrderWrite<TBody>(
  orderId: string,
  write: (body: TBody) => Promise<OrderWriteReply>,
  texts: { success: string; error: string },
) {
  const storeId = useSession((state) => state.store?._id);
  const client = useQueryClient();
  const key = orderKeys.detail(storeId, orderId);
  return useMutation({
    mutationFn: write,
    onSuccess: (reply) => {
      client.setQueryData<OrderDetailsReply>(key, (old) => (old ? { ...old, data: reply.data } : old));
      toast.success(texts.success);
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: orderKeys.lists(storeId) });
    },
    onError: (error) => {
      if (hasErrorCode(error, 'CHANGED_ELSEWHERE')) {
        toast.error((error as ApiError).title, error.message);
        void client.invalidateQueries({ queryKey: key });
        return;
      }
      if (isSignedOut(error)) return;
      toast.error(texts.error, error.message);
    },
  });
}
