import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type Cart,
  type CartPayload,
  type CartReply,
  saveCartOperation,
} from '@storedesk/shared';
import { newBookingKeys } from './new-booking-keys';

export const saveCart = (payload: CartPayload) => api.call<CartReply>(saveCartOperation, payload);

/**
 * POST store/cart after every change; the answer (server-priced) becomes the screen's cart. Answers can come
 * back out of order when changes are quick, so only the latest request's answer is kept.
 */
export function useSaveCart() {
  const storeId = useSession((state) => state.store?._id);
  const client = useQueryClient();
  const latest = useRef(0);
  const mutation = useMutation({
    mutationFn: async (payload: CartPayload) => {
      const ticket = ++latest.current;
      const reply = await saveCart(payload);
      return { cart: reply.data, current: ticket === latest.current };
    },
    onSuccess: ({ cart, current }) => {
      if (current) client.setQueryData<Cart | null>(newBookingKeys.localCart(storeId), cart);
    },
  });
  return mutation;
}
