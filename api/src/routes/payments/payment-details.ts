import type { FastifyInstance } from 'fastify';
import {
  PAYMENT_TEXTS,
  PaymentDetailsQuery,
  PaymentDetailsReply,
  getPaymentOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { loadPaymentDetails } from './payment-details-view';

/** GET store/payment/details?store_payment_id: one request with its history, payment block and link. */
export default async function paymentDetailsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: getPaymentOperation,
    errors: ['NOT_FOUND'],
    malformedId: { message: PAYMENT_TEXTS.notFound, title: 'Payment Request' },
    permission: 'detail_payment',
    schema: {
      summary: 'A payment request with its status history, payment block and payment link',
      tags: ['payments'],
      querystring: PaymentDetailsQuery,
      response: { 200: PaymentDetailsReply },
    },
    handler: async (request) => ({
      data: await loadPaymentDetails(
        app.db,
        request.auth.storeId,
        request.query.store_payment_id,
        app.config.paymentProvider !== null,
      ),
    }),
  });
}
