/**
 * The value lists, limits and texts of push notifications (contracts/push-notifications.ts holds the schemas).
 * No schema library here, so the browser entry exports them and the screens use these, not copies.
 */

export const PUSH_CUSTOMER_TYPES = ['one_customer', 'multiple_customers'] as const;
export type PushCustomerType = (typeof PUSH_CUSTOMER_TYPES)[number];

export const PUSH_REDIRECT_TYPES = [
  'CATEGORY',
  'PRODUCT',
  'COLLECTION',
  'SUBSCRIPTION',
  'ORDER',
  'PAYMENT_REQUEST',
] as const;
export type PushRedirectType = (typeof PUSH_REDIRECT_TYPES)[number];

export const PUSH_DELIVERY_TYPES = ['IMMEDIATE', 'SCHEDULED'] as const;
export type PushDeliveryType = (typeof PUSH_DELIVERY_TYPES)[number];

/** SCHEDULED waits for the scheduler; SENT, NOT_SENT and FAILED are final; CANCELLED was cancelled in time. */
export const PUSH_STATUSES = ['SCHEDULED', 'SENT', 'NOT_SENT', 'FAILED', 'CANCELLED'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

export const PUSH_LIST_PAGE_SIZE = 10;
export const PUSH_RECIPIENT_PAGE_SIZE = 10;
export const PUSH_SCHEDULE_WINDOW_DAYS = 30;
export const PUSH_TIME_STEP_MINUTES = 10;
export const PUSH_TITLE_MAX = 100;
export const PUSH_MESSAGE_MAX = 1000;
/** Unticked customers one notification may carry (the request body limit is 1 MB). */
export const PUSH_EXCLUDE_MAX = 20000;
/** Excluded ids the GET recipients_count takes in its URL (a URL must stay well under 16 KB). */
export const PUSH_COUNT_EXCLUDE_MAX = 300;

/** Redirect types whose target must be chosen, with the spec's text (PAYMENT_REQUEST has no check). */
export const PUSH_REDIRECT_REQUIRED_MESSAGES: Record<Exclude<PushRedirectType, 'PAYMENT_REQUEST'>, string> = {
  CATEGORY: 'No Category is selected',
  PRODUCT: 'No Service is selected',
  COLLECTION: 'No Collection is selected',
  SUBSCRIPTION: 'No Contract is selected',
  ORDER: 'No Booking is selected',
};

export const PUSH_MESSAGES = {
  noCustomer: 'No customer selected',
  noMatches: 'No Customer is available under the mentioned restrictions',
  customerOptedOut: 'This customer has turned off push notifications',
  bookingOfAnotherCustomer: "This booking is not one of the selected customer's bookings",
  titleMissing: 'Please enter a title',
  messageMissing: 'Please enter a message',
  redirectTypeMissing: 'Please choose where the notification opens',
  scheduleMissing: 'Please choose the delivery date and time',
  scheduleStep: 'The delivery time must be on a 10-minute step',
  schedulePast: 'The delivery time must be later than now',
  scheduleTooFar: 'The delivery date must be within 30 days from today',
  redirectTargetUnavailable: 'The selected redirect target is not available in this store',
  badImage: 'The notification image must be an http or https address.',
  missingTitle: 'Missing Fields',
  invalidTitle: 'Invalid Fields',
  created: 'Successfully created a new notification',
  createdTitle: 'Notification Created',
  cancelled: 'Successfully cancelled the notification',
  cancelledTitle: 'Notification Cancelled',
  // Spec 2 §8: the cancel text is also shown on delete.
  deleted: 'Successfully cancelled the notification',
  deletedTitle: 'Notification Deleted',
  notFound: 'Push notification not found',
  notFoundTitle: 'Push Notification',
  customerNotFound: 'Customer not found',
  customerNotFoundTitle: 'Customer',
  cancelNotScheduled: 'Only a scheduled notification can be cancelled',
  cancelAlreadyCancelled: 'This notification is already cancelled',
  cancelTimePassed: 'This notification can no longer be cancelled: its send time has passed',
  cancelTitle: 'Cannot Cancel',
} as const;

/** A redirect target that is not (or no longer) in the store: 404 (spec 2 §8 texts where it has them). */
export const PUSH_REDIRECT_UNAVAILABLE_MESSAGES: Record<PushRedirectType, string> = {
  CATEGORY: 'Selected category is unavailable',
  PRODUCT: 'Selected product is unavailable',
  COLLECTION: 'Selected collection is unavailable',
  SUBSCRIPTION: 'Selected contract is unavailable',
  ORDER: 'Selected booking is unavailable',
  PAYMENT_REQUEST: 'Selected payment request is unavailable',
};

/** The status_reason texts shown next to the status. */
export const PUSH_STATUS_REASONS = {
  notConfigured: 'No push provider is configured',
  noRecipientsLeft: 'None of the chosen customers can receive notifications any more',
  cancelled: 'Cancelled before its send time',
  /** Followed by the provider's status code and error text. */
  providerRejected: 'The push provider refused the notification',
  /** Followed by the network error. */
  providerUnreachable: 'The push provider could not be reached',
} as const;
