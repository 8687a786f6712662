/** Query keys of the customers domain; the store id is part of every key so a store switch never shows old data. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: (storeId: string | undefined) => [...customerKeys.all, storeId ?? 'no-store', 'list'] as const,
  list: (storeId: string | undefined, query: object) => [...customerKeys.lists(storeId), query] as const,
};
