/**
 * Query keys of the New booking screen; the store id is in each so a store switch never shows old data. The
 * delivery slot and type lookups, asked by the booking details too, are in features/shared/api/booking-lookup-keys.
 */
const scope = (storeId: string | undefined) => ['new-booking', storeId ?? 'no-store'] as const;

export const newBookingKeys = {
  customer: (storeId: string | undefined, customerId: string) =>
    [...scope(storeId), 'customer', customerId] as const,
  abandonedCart: (storeId: string | undefined, customerId: string) =>
    [...scope(storeId), 'abandoned-cart', customerId] as const,
  /** The screen's own copy of the cart (the "local cart"), cleared on opening and after a booking. */
  localCart: (storeId: string | undefined) => [...scope(storeId), 'local-cart'] as const,
};
