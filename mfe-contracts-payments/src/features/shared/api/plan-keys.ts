/** Query keys of the master contract domain; the store id is part of every key so a store switch never shows old data. */
export const planKeys = {
  all: ['master-contracts'] as const,
  store: (storeId: string | undefined) => [...planKeys.all, storeId ?? 'no-store'] as const,
  list: (storeId: string | undefined) => [...planKeys.store(storeId), 'list'] as const,
  detail: (storeId: string | undefined, id: string) => [...planKeys.store(storeId), 'detail', id] as const,
  billingPeriods: (storeId: string | undefined) => [...planKeys.store(storeId), 'billing-periods'] as const,
  productSearch: (storeId: string | undefined, keyword: string) =>
    [...planKeys.store(storeId), 'product-search', keyword] as const,
  productForm: (storeId: string | undefined, productId: string) =>
    [...planKeys.store(storeId), 'product-form', productId] as const,
};
