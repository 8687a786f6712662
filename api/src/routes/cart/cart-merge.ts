import type { CartLineInput, CartPayload, DiscountInput, PaymentInput } from '@storedesk/shared/contracts';
import {
  normaliseDiscount,
  slashToDash,
  storedLineInput,
  type CartRow,
  type ChosenDiscount,
  type StoredDelivery,
  type StoredPayment,
} from './cart-view';

/** A cart save merged onto the stored cart: what the pricing and the row are built from. */
export interface MergedCart {
  lines: CartLineInput[];
  discount: ChosenDiscount;
  pointsRequested: number;
  deliveryType: string | null;
  day: string | null;
  /** YYYY-MM-DD or null. */
  deliveryDate: string | null;
  shippingAddress: unknown;
  billingAddress: unknown;
  payment: PaymentInput | undefined;
  customerNotes: string;
  orderTags: string[];
  storeLocationId: string | null;
}

/**
 * Field by field: a part the save carries replaces the stored one, a part it leaves out keeps the stored value
 * (null clears an address, the date or the location). `saved` must be read under the cart's lock (cart-lock.ts),
 * so a part written by a save that just finished is kept, not overwritten by a stale copy.
 */
export function mergeCart(saved: CartRow | undefined, body: CartPayload): MergedCart {
  const { cart } = body;
  const savedDelivery = (saved?.deliveryData ?? null) as StoredDelivery | null;
  const savedPayment = (saved?.payment ?? null) as StoredPayment | null;
  const savedNotes = typeof saved?.customerNotes === 'string' ? saved.customerNotes : '';
  return {
    lines: cart.products ?? (saved?.products ?? []).map(storedLineInput),
    discount: normaliseDiscount(body.discount ?? (saved?.discount as DiscountInput | null)),
    pointsRequested: cart.points ?? saved?.pointsRequested ?? 0,
    deliveryType: cart.delivery_data?.delivery_type ?? savedDelivery?.delivery_type ?? null,
    day: cart.delivery_data?.day ?? savedDelivery?.day ?? null,
    deliveryDate:
      cart.delivery_date !== undefined
        ? cart.delivery_date && slashToDash(cart.delivery_date)
        : (saved?.deliveryDate ?? null),
    shippingAddress:
      cart.shipping_address !== undefined ? cart.shipping_address : (saved?.shippingAddress ?? null),
    billingAddress:
      cart.billing_address !== undefined ? cart.billing_address : (saved?.billingAddress ?? null),
    payment: cart.payment ?? savedPayment ?? undefined,
    customerNotes: cart.customer_notes ?? savedNotes,
    orderTags: cart.order_tags ?? saved?.orderTags ?? [],
    storeLocationId:
      cart.store_location_id !== undefined ? cart.store_location_id : (saved?.storeLocationId ?? null),
  };
}
