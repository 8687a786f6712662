/**
 * The request-new-service action's own texts (spec 2 §2, §4); its checks, toasts and question are
 * SERVICE_REQUEST_MESSAGES (shared, the API's words).
 */
export const REQUEST_SERVICE_TEXTS = {
  button: 'Request New Service',
  title: 'Request New Service',
  submit: 'Request',
  cancel: 'Cancel',
  item: 'Service',
  left: (n: number) => `${n} left`,
  variant: 'Variant',
  date: 'Date',
  slot: 'Time Slot',
  noSlots: 'No time slots on this day. Please choose another date.',
  requestFields: 'Request Details',
  paymentMethod: 'Payment Method',
  paid: 'Paid',
  /** The state said before the question (spec 2 §4), e.g. "This contract is On Hold." */
  state: (states: string[]) => `This contract is ${states.join(' and ')}.`,
  confirmTitle: 'Request New Service',
} as const;
