import { SCREEN_PATHS as P, screenUrl } from '@storedesk/shared';

/** What a payment request list or a new request is scoped to (query parameters, spec 2 §7). */
export interface PaymentScope {
  order?: string;
  contract?: string;
  customer?: string;
}

/** Links of the payment request screens (spec 2 §7), and the booking a request is billed to. */
export const paymentUrls = {
  list: (scope: PaymentScope = {}) => screenUrl(P.payments, {}, { ...scope }),
  create: (scope: Pick<PaymentScope, 'order'> = {}) => screenUrl(P.newPayment, {}, { ...scope }),
  details: (id: string) => screenUrl(P.paymentDetails, { payment_request_id: id }),
  booking: (orderId: string) => screenUrl(P.orderDetails, { id: orderId }),
};
