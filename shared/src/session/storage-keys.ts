/** Every remembered list filter's storage key starts with this, so logout can clear them all at once. */
export const FILTER_KEY_PREFIX = 'filter:';

/** The storage key of a list's remembered filter: `filter:<name>`. Every list takes its key from here. */
export const filterKey = (name: string) => `${FILTER_KEY_PREFIX}${name}`;

/** Browser storage keys, in one place so logout and store switch clear exactly what they should. */
export const STORAGE_KEYS = {
  token: 'auth_token',
  employee: 'employee',
  store: 'store',
  /** Remembered filters (spec 1 §9, spec 2 §2, spec 3 §9). */
  bookingFilter: filterKey('booking'),
  productFilter: filterKey('product'),
  customerFilter: filterKey('customer'),
  blogFilter: filterKey('blog'),
  cartFilter: filterKey('abandoned_cart'),
  paymentFilter: filterKey('payment'),
  subscriptionFilter: filterKey('subscription'),
  pushFilter: filterKey('push_notification'),
} as const;

/**
 * Forgets every remembered list filter, in local and session storage (spec 1 §4 names bookings, services and
 * customers; every list's is cleared, so the next person at the desk starts clean).
 */
export function clearRememberedFilters() {
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    if (!storage) continue;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(FILTER_KEY_PREFIX)) storage.removeItem(key);
  }
}
