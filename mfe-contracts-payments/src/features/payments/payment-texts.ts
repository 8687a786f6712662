import { PAYMENT_TEXTS } from '@storedesk/shared';

/** Every text the payment screens show; the spec's own words come from PAYMENT_TEXTS (shared with the API). */
export const LIST_TEXTS = {
  title: 'Payment Requests',
  newRequest: 'New Payment Request',
  forBooking: (orderNumber: string) => `Showing the payment requests of booking #${orderNumber}`,
  forContract: (contractNumber?: number | null) =>
    contractNumber
      ? `Showing the payment requests of contract #${contractNumber}`
      : 'Showing the payment requests of one contract',
  forCustomer: (name?: string) =>
    name ? `Showing the payment requests of ${name}` : 'Showing the payment requests of one customer',
  showAll: 'Show all',
  /** The payments list's own columns; the request's columns are the kit's (PAYMENT_REQUEST_TEXTS). */
  columns: {
    customer: 'Customer',
    billed: 'Booking or Contract',
  },
  booking: 'Booking',
  contract: 'Contract',
  yes: 'Yes',
  no: 'No',
  filter: {
    status: 'Status',
    paid: 'Paid',
    review: 'Flagged for Review',
    orderNo: 'Booking Number',
    subscriptionNo: 'Contract Number',
    approval: 'Contract Approval',
    customer: 'Customer',
    customerHint: 'Type at least 2 characters',
    dueFrom: 'Due Date From',
    dueTo: 'Due Date To',
  },
} as const;

export const NEW_TEXTS = {
  title: 'New Payment Request',
  customer: 'Customer',
  customerHint: 'Type at least 2 characters to search',
  booking: 'Booking',
  contract: 'Contract',
  amount: 'Amount',
  dueDate: 'Due Date',
  unpaid: (unpaid: string) => `Still unpaid: ${unpaid}`,
  submit: 'Create Payment Request',
  cancel: 'Cancel',
  amountRequired: 'Please enter the amount',
  dueDateRequired: 'Please choose the due date',
  noProvider: 'No payment provider is configured: the request is made without a payment link.',
  confirmOk: 'Create anyway',
} as const;

export const DETAILS_TEXTS = {
  title: (n: number) => `Payment Request #${n}`,
  /** The header while the request loads or when there is none. */
  pageTitle: 'Payment Request',
  back: 'Back to Payment Requests',
  amount: 'Amount',
  amountPaid: 'Received',
  remaining: 'Remaining',
  status: 'Status',
  dueDate: 'Due Date',
  customer: 'Customer',
  billed: 'For',
  created: 'Created',
  lastPaid: 'Last Paid On',
  payment: 'Payment',
  paymentMethod: 'Payment Method',
  transactionId: 'Transaction Id',
  isPaid: 'Paid',
  invoice: 'External Invoice',
  link: 'Payment Link',
  linkState: 'Link State',
  linkExpires: 'Link Expires',
  endOfDay: (day: string) => `End of ${day}`,
  linkError: 'Link Error',
  retryLink: 'Create the link again',
  newLink: 'Make a new link',
  copyLink: 'Open link',
  history: 'Status History',
  historyColumns: { when: 'When', who: 'Who', from: 'From', to: 'To', note: 'Note' },
  provider: 'Payment provider',
  system: 'System',
  editStatus: 'Change Status',
  editAmount: 'Change Amount',
  newStatus: 'New Status',
  newAmount: 'New Amount',
  saveAmount: 'Save Amount',
  save: 'Save',
  delete: 'Delete',
  reviewTitle: 'Review',
  reviewDone: 'Mark reviewed',
  none: '---',
  saveAnyway: 'Save anyway',
  notFound: 'This payment request does not exist.',
  ...{ deleteConfirm: PAYMENT_TEXTS.deleteConfirm },
} as const;
