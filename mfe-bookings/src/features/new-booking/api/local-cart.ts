import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession, type Cart } from '@storedesk/shared';
import { newBookingKeys } from './new-booking-keys';

/**
 * The screen's copy of the server's answer for the cart being built (the "local cart" of spec 2 §4). Written by
 * useSaveCart and by loading an abandoned cart; never fetched by itself.
 */
export function useLocalCart() {
  const storeId = useSession((state) => state.store?._id);
  const client = useQueryClient();
  const key = newBookingKeys.localCart(storeId);
  const { data } = useQuery<Cart | null>({
    queryKey: key,
    queryFn: () => null,
    enabled: false,
    initialData: null,
    staleTime: Infinity,
  });
  return {
    cart: data ?? null,
    setCart: (cart: Cart | null) => client.setQueryData<Cart | null>(key, cart),
    clearCart: () => client.setQueryData<Cart | null>(key, null),
  };
}
