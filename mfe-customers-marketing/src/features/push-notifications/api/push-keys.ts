/** Query keys of push notifications; the store id is part of every key so a store switch never shows old data. */
export const pushKeys = {
  all: ['push-notifications'] as const,
  store: (storeId: string | undefined) => [...pushKeys.all, storeId ?? 'no-store'] as const,
  lists: (storeId: string | undefined) => [...pushKeys.store(storeId), 'list'] as const,
  list: (storeId: string | undefined, query: object) => [...pushKeys.lists(storeId), query] as const,
  detail: (storeId: string | undefined, id: string) => [...pushKeys.store(storeId), 'detail', id] as const,
  recipients: (storeId: string | undefined, query: object) =>
    [...pushKeys.store(storeId), 'recipients', query] as const,
  targets: (storeId: string | undefined, kind: string, keyword: string) =>
    [...pushKeys.store(storeId), 'targets', kind, keyword] as const,
  booking: (storeId: string | undefined, orderNumber: number) =>
    [...pushKeys.store(storeId), 'booking', orderNumber] as const,
};
