/** Query keys of the abandoned carts; the store id is part of every key so a store switch never shows old data. */
export const cartKeys = {
  all: ['abandoned-carts'] as const,
  store: (storeId: string | undefined) => [...cartKeys.all, storeId ?? 'no-store'] as const,
  lists: (storeId: string | undefined) => [...cartKeys.store(storeId), 'list'] as const,
  list: (storeId: string | undefined, query: object) => [...cartKeys.lists(storeId), query] as const,
  detail: (storeId: string | undefined, customerId: string) =>
    [...cartKeys.store(storeId), 'detail', customerId] as const,
};
