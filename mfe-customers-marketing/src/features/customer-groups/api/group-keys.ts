/** Query keys of the customer group screens; the store id is in every key so a store switch never shows old data. */
export const groupKeys = {
  all: (storeId: string | undefined) => ['customer-groups', storeId ?? 'no-store'] as const,
  list: (storeId: string | undefined, page: number) => [...groupKeys.all(storeId), 'list', page] as const,
  detail: (storeId: string | undefined, id: string, page: number, limit: number) =>
    [...groupKeys.all(storeId), 'detail', id, page, limit] as const,
  picker: (storeId: string | undefined, keyword: string, page: number) =>
    [...groupKeys.all(storeId), 'picker', keyword, page] as const,
};
