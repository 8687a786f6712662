/** Query keys of the bookings domain; the store id is part of every key so a store switch never shows old data. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: (storeId: string | undefined) => [...orderKeys.all, storeId ?? 'no-store', 'list'] as const,
  list: (storeId: string | undefined, query: object) => [...orderKeys.lists(storeId), query] as const,
  detail: (storeId: string | undefined, id: string) =>
    [...orderKeys.all, storeId ?? 'no-store', 'detail', id] as const,
  payments: (storeId: string | undefined, orderId: string, page: number) =>
    [...orderKeys.all, storeId ?? 'no-store', 'payments', orderId, page] as const,
  daywise: (storeId: string | undefined, dateType: string, date: string) =>
    [...orderKeys.all, storeId ?? 'no-store', 'daywise', dateType, date] as const,
};

/** Lookups used by the booking screens (statuses, locations). */
export const lookupKeys = {
  statuses: (storeId: string | undefined) => ['lookups', storeId ?? 'no-store', 'order-statuses'] as const,
  locations: (storeId: string | undefined) => ['lookups', storeId ?? 'no-store', 'locations'] as const,
};
