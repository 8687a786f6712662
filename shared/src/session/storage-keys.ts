/** Browser storage keys, in one place so logout and store switch clear exactly what the spec names. */
export const STORAGE_KEYS = {
  token: 'auth_token',
  employee: 'employee',
  store: 'store',
  /** Remembered filters (spec 1 §9, spec 2 §2, spec 3 §9). */
  bookingFilter: 'booking_filter',
  productFilter: 'product_filter',
  customerFilter: 'customer_filter',
  blogFilter: 'blog_filter',
  cartFilter: 'abandoned_cart_filter',
  paymentFilter: 'payment_filter',
  subscriptionFilter: 'subscription_filter',
  pushFilter: 'push_notification_filter',
} as const;

/** Filters that logout clears (spec 1 §4): bookings, services and customers. */
export const FILTERS_CLEARED_ON_LOGOUT = [
  STORAGE_KEYS.bookingFilter,
  STORAGE_KEYS.productFilter,
  STORAGE_KEYS.customerFilter,
];
