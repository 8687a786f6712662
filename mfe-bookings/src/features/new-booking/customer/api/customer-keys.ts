/** Query keys of the new booking's customer part; the store id is in each so a store switch shows no old data. */
export const customerKeys = {
  all: (storeId: string | undefined) => ['new-booking-customers', storeId ?? 'no-store'] as const,
  search: (storeId: string | undefined, keyword: string) =>
    [...customerKeys.all(storeId), 'search', keyword] as const,
};
