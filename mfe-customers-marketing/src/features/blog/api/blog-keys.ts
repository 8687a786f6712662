/** Query keys of the blog domain; the store id is part of every key so a store switch never shows old data. */
export const blogKeys = {
  all: ['blog'] as const,
  store: (storeId: string | undefined) => [...blogKeys.all, storeId ?? 'no-store'] as const,
  lists: (storeId: string | undefined) => [...blogKeys.store(storeId), 'list'] as const,
  list: (storeId: string | undefined, query: object) => [...blogKeys.lists(storeId), query] as const,
  detail: (storeId: string | undefined, id: string) => [...blogKeys.store(storeId), 'detail', id] as const,
};
