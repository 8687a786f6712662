/**
 * Payment request words and codes without typebox, so screens import them from the root entry
 * (schemas in payments.ts and payments-writes.ts).
 */
import { formatMoney } from '../format/money';

export const PAYMENT_STATUSES = [
  'PENDING',
  'PARTIALLY_PAID',
  'PAID',
  'FAILED',
  'EXPIRED',
  'CANCELLED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a person reads for each status (never the code). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  PARTIALLY_PAID: 'Partially Paid',
  PAID: 'Paid',
  FAILED: 'Failed',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

/** The label of a status code; an unknown code is shown as it is. */
export const paymentStatusLabel = (status: string): string =>
  (PAYMENT_STATUS_LABELS as Record<string, string>)[status] ?? status;

export const PAYMENT_TEXTS = {
  created: 'Successfully created the payment request',
  createdTitle: 'Payment Request',
  deleted: 'Payment Request has been deleted',
  deletedTitle: 'Deleted',
  deleteConfirm: 'Are you sure want to delete this Payment Request?',
  updated: 'Payment Request updated',
  updatedTitle: 'Payment Request',
  noCustomer: 'No Customer Selected',
  eitherOne: 'Either of Contract and Booking has to be selected',
  both: 'Both Contract and Booking selected',
  invalidAmount: 'Invalid Amount',
  missingFieldsTitle: 'Missing Fields',
  invalidAmountTitle: 'Invalid Amount',
  pastDue: 'The due date cannot be in the past',
  pastDueTitle: 'Invalid Due Date',
  otherCustomerBooking: 'This booking belongs to another customer',
  otherCustomerContract: 'This contract belongs to another customer',
  bookingNotFound: 'Booking not found',
  contractNotFound: 'Contract not found',
  customerNotFound: 'Customer not found',
  notFound: 'Payment request not found',
  overUnpaidTitle: 'Confirm Amount',
  changed:
    'This payment request was changed by someone else. Reload it to see the latest version, then make your change again.',
  changedTitle: 'Payment Request Changed',
  liveLinkAmount:
    'A payment link for the old amount has already been sent. Cancel this request and raise a new one for the new amount.',
  liveLinkAmountTitle: 'Payment Link Sent',
  noProvider:
    'No payment provider is configured: this request has no payment link. Mark it paid here when the money arrives.',
  linkNotNeeded: 'This request already has a payment link',
  badSignature: 'The webhook signature does not match',
  badSignatureTitle: 'Invalid Signature',
  notConfigured: 'Payment webhooks are not configured',
  duplicateEvent: 'Event already received',
  received: 'Event received',
  linkFailedTitle: 'Payment Link Not Created',
  linkCreated: 'The payment link was created and sent to the customer',
  linkCreatedTitle: 'Payment Link',
} as const;

const because = (reason: string | null) => (reason ? `: ${reason}` : '');

/** Said when a new request's payment link could not be made (the request itself is saved). */
export const createdWithoutLinkMessage = (reason: string | null) =>
  `The payment request was created, but its payment link could not be made${because(reason)}. Try again from the request's details.`;

/** What the details say about a link that could not be made, and a retry that failed again. */
export const linkFailedMessage = (reason: string | null) =>
  `The payment link could not be made${because(reason)}. Try again: the customer has no link to pay with yet.`;

/** The history note of a cleared review flag (who and when are the entry's own). */
export const reviewedNote = (reason: string | null) => `Marked reviewed${because(reason)}`;

/**
 * The question asked before a request larger than what is still unpaid; amounts are shown with the store's currency
 * (e.g. ₹5,000.00), and the question names what the person is doing: creating a request or changing its amount.
 */
export const overUnpaidMessage = (
  amount: string,
  unpaid: string,
  what: string,
  currency: string,
  action: 'create' | 'change',
) =>
  action === 'create'
    ? `This request asks for ${formatMoney(amount, currency)}, more than the ${formatMoney(unpaid, currency)} still unpaid on ${what}. Create it anyway?`
    : `The new amount ${formatMoney(amount, currency)} is more than the ${formatMoney(unpaid, currency)} still unpaid on ${what}. Save it anyway?`;

/** States of a request's payment link. */
export const PAYMENT_LINK_STATUSES = [
  'NOT_CONFIGURED',
  'CREATING',
  'CREATED',
  'FAILED',
  'PARTIALLY_PAID',
  'PAID',
  'EXPIRED',
  'CANCELLED',
] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];
export const PAYMENT_LINK_STATUS_LABELS: Record<PaymentLinkStatus, string> = {
  NOT_CONFIGURED: 'No link (no payment provider configured)',
  CREATING: 'Being created',
  CREATED: 'Sent, awaiting payment',
  FAILED: 'Could not be created',
  PARTIALLY_PAID: 'Partially paid',
  PAID: 'Paid',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};
export const paymentLinkStatusLabel = (status: string): string =>
  (PAYMENT_LINK_STATUS_LABELS as Record<string, string>)[status] ?? status;
