/**
 * Query keys of the booking lookups (delivery types) that the New booking and booking details screens
 * both ask for; the store id is in each so a store switch never shows old data. They keep the New booking scope
 * they were first asked under, so the two screens share one cached copy as before.
 */
const scope = (storeId: string | undefined) => ['new-booking', storeId ?? 'no-store'] as const;

export const bookingLookupKeys = {
  deliveryTypes: (storeId: string | undefined) => [...scope(storeId), 'delivery-types'] as const,
};
