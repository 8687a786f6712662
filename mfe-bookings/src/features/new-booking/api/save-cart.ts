import {
  api,
  saveCartOperation,
  useAutosave,
  useSession,
  type Cart,
  type CartPayload,
  type CartReply,
} from '@storedesk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { newBookingKeys } from './new-booking-keys';

export const saveCart = (payload: CartPayload) => api.call<CartReply>(saveCartOperation, payload);

/**
 * POST store/cart after every change, through the kit's latest-wins autosave: answers can come back out of order
 * when changes are quick, so only the latest save's answer becomes the screen's (server-priced) cart, and an
 * older save's error never shows after a newer success.
 */
export function useSaveCart() {
  const storeId = useSession((state) => state.store?._id);
  const client = useQueryClient();
  const autosave = useAutosave(async (payload: CartPayload) => (await saveCart(payload)).data);
  const save = async (payload: CartPayload) => {
    const outcome = await autosave.save(payload);
    if (outcome.state === 'saved')
      client.setQueryData<Cart | null>(newBookingKeys.localCart(storeId), outcome.result);
    return outcome;
  };
  return { save, saving: autosave.saving };
}
