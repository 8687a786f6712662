/** Query keys of the customer contract screens; the store id is in every key so a store switch shows no old data. */
export const contractKeys = {
  all: ['contracts'] as const,
  list: (storeId: string | undefined, query: object) => ['contracts', 'list', storeId, query] as const,
  detail: (storeId: string | undefined, id: string) => ['contracts', 'detail', storeId, id] as const,
  payments: (storeId: string | undefined, id: string, page: number) =>
    ['contracts', 'payments', storeId, id, page] as const,
};
