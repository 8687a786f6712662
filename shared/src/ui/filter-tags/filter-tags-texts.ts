/** Words of the active-filter tags and of a filtered list that comes back empty. */
export const FILTER_TAG_TEXTS = {
  region: 'Active filters',
  clearAll: 'Clear all',
  clearFilters: 'Clear filters',
  remove: (label: string) => `Remove filter ${label}`,
  /** e.g. "No bookings match these filters". */
  noMatch: (things: string) => `No ${things} match these filters`,
} as const;
