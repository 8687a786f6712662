/** Words of a payment request wherever a list shows one (the payments list, a booking's or a customer's requests). */
export const PAYMENT_REQUEST_TEXTS = {
  columns: {
    number: 'Number',
    amount: 'Amount',
    received: 'Received',
    dueDate: 'Due Date',
    status: 'Status',
    link: 'Payment Link',
    paid: 'Paid',
    actions: 'Actions',
  },
  yes: 'Yes',
  no: 'No',
  view: 'View',
  review: 'Review',
  reviewHint: 'The finance team should check the money received on this request',
  empty: 'No payment requests',
} as const;
