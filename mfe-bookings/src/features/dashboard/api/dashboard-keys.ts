/** Query keys of the dashboard domain; the store id is part of the key so a store switch never shows old data. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  day: (storeId: string | undefined, date: string) =>
    [...dashboardKeys.all, storeId ?? 'no-store', date] as const,
};
