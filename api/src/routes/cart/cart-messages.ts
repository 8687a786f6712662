/** Server texts of the cart and of creating a booking (spec 2 §5 where the spec gives them). */
export const CART_MESSAGES = {
  unavailable: 'Selected service is unavailable',
  unavailableTitle: 'Service Unavailable',
  customLine: 'A custom service needs a name and a price.',
  customLineTitle: 'Invalid Service',
  quantityBelow: (service: string, min: number) => `${service} needs a quantity of at least ${min}`,
  quantityAbove: (service: string, max: number) => `${service} can be booked at most ${max} at a time`,
  quantityTitle: 'Invalid Quantity',
  invalidDeliveryType: 'Please select a valid booking type',
  invalidDeliveryTypeTitle: 'Invalid Booking Type',
} as const;

export const ORDER_MESSAGES = {
  created: 'Booking created successfully',
  createdTitle: 'Booking Created',
  noService: 'Please add a Service',
  noServiceTitle: 'Service Not Added',
  noAddress: 'Please choose an address',
  noAddressTitle: 'Address Not Selected',
  noSlot: 'Please select the time slots or enter the custom start time and duration',
  noSlotTitle: 'Time Slot Not Selected',
  // A slot of today that is over: the spec's slot words, with a title saying why.
  slotOverTitle: 'Time Slot Over',
  mandatoryFields: 'Please fill all the mandatory fields',
  mandatoryFieldsTitle: 'Missing Fields',
  pastDate: 'Delivery date cannot be in the past',
  pastDateTitle: 'Invalid Date',
  invalidStatus: 'Please select a valid booking status',
  invalidStatusTitle: 'Invalid Status',
  noStatus: 'This store has no booking statuses. Please add one in the settings first.',
  noStatusTitle: 'No Booking Status',
  invalidPaymentMethod: 'Please select a valid payment method',
  invalidPaymentMethodTitle: 'Invalid Payment Method',
  idempotencyReused: 'This submission key was already used for a different customer.',
  idempotencyReusedTitle: 'Duplicate Submission',
  // The spec has no text for a short balance; plain words in the style of its other messages.
  notEnoughPoints: 'The customer does not have enough points for this booking.',
  notEnoughPointsTitle: 'Not Enough Points',
} as const;
