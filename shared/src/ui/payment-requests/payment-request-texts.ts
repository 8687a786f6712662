/** Words of a payment request wherever a list shows one (the payments list, a booking's or a customer's requests). */
export const PAYMENT_REQUEST_TEXTS = {
  columns: {
    number: 'Number',
    amount: 'Amount',
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
  reviewHint: 'Money arrived after this request was closed: the finance team should check it',
  empty: 'No payment requests',
} as const;
