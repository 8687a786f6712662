import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** Links of the booking screens (spec 2 §3), and the other areas' screens they open, from the kit's SCREEN_PATHS. */
export const bookingUrls = {
  list: () => P.orders,
  daywise: () => P.ordersDaywise,
  create: () => P.newBooking,
  details: (id: string) => screenUrl(P.orderDetails, { id }),
  /** The payment requests of the booking with that number. */
  paymentRequests: (orderNumber: number) => screenUrl(P.payments, {}, { order: orderNumber }),
  newPaymentRequest: (orderId: string) => screenUrl(P.newPayment, {}, { order: orderId }),
  customer: (customerId: string) => screenUrl(P.customerDetails, {}, { customer_id: customerId }),
};
