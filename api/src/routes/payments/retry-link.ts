import type { FastifyInstance } from 'fastify';
import {
  PAYMENT_TEXTS as T,
  RetryPaymentLinkBody,
  RetryPaymentLinkReply,
  linkFailedMessage,
  retryPaymentLinkOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/errors';
import { loadPaymentDetails } from './payment-details-view';
import { claimLinkRetry, issueLink } from './payment-link';

/**
 * POST store/payment/link: another try at a link the provider refused or never answered (same reference id), or a
 * new link for a reopened request whose link was cancelled or expired (the next reference id). The answer says
 * whether it worked.
 */
export default async function retryLinkRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: retryPaymentLinkOperation,
    errors: ['NOT_FOUND'],
    permission: 'create_payment',
    schema: {
      summary: "Try again to create a payment request's payment link",
      tags: ['payments'],
      body: RetryPaymentLinkBody,
      response: { 200: RetryPaymentLinkReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const id = request.body.store_payment_id;
      const configured = app.config.paymentProvider !== null;
      // Not found for another store's id, before anything else.
      await loadPaymentDetails(app.db, storeId, id, configured);
      if (!configured) throw badRequest(T.noProvider, 'No Payment Provider');
      if (!(await claimLinkRetry(app, storeId, id))) throw badRequest(T.linkNotNeeded, 'Payment Link');
      await issueLink(app, id);
      const data = await loadPaymentDetails(app.db, storeId, id, configured);
      return data.link_status === 'FAILED'
        ? { message: linkFailedMessage(data.link_error), title: T.linkFailedTitle, data }
        : { message: T.linkCreated, title: T.linkCreatedTitle, data };
    },
  });
}
