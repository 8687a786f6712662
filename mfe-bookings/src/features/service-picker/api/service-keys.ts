/** Query keys of the service picker; the store id is part of every key so a store switch never shows old data. */
export const serviceKeys = {
  all: ['services'] as const,
  search: (storeId: string | undefined, keyword: string) =>
    [...serviceKeys.all, storeId ?? 'no-store', 'search', keyword] as const,
  form: (storeId: string | undefined, productId: string) =>
    [...serviceKeys.all, storeId ?? 'no-store', 'form', productId] as const,
};
