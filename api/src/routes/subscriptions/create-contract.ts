import type { FastifyInstance } from 'fastify';
import { hasAnyPermission, type Permission } from '@storedesk/shared/auth/permissions';
import { contractRights } from '@storedesk/shared/auth/contract-rights';
import {
  CONTRACT_CREATE_MESSAGES as M,
  CreateContractBody,
  CreateContractReply,
  createContractOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest, forbidden } from '../../http/errors';
import { todayIn } from '../cart/order-checks';
import { issueLink } from '../payments/payment-link';
import { answerClash, findByKey, repeatAnswer, type Ask } from './contract-key';
import { checkRenewal } from './renewal-checks';
import { checkSale } from './sale-checks';
import { saveContract } from './save-contract';

const SELL: Permission[] = ['create_customer_subscription'];
const RENEW: Permission[] = ['edit_customer_subscription_summary', 'edit_customer_subscription'];

/**
 * POST store/customer_subscription: sells a contract, or renews one when the body carries only `renewed_from`
 * (subscription-create.ts states the rules). Idempotent per key: a retry or a double click answers the first
 * contract; the checks read outside the transaction, the write and the re-check of the key run under the store lock.
 */
export default async function createContractRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: createContractOperation,
    errors: ['NOT_FOUND', 'DUPLICATE', 'ALREADY_SUBMITTED'],
    permission: [...SELL, ...RENEW],
    schema: {
      summary: 'Sell a customer contract, or renew one (idempotent per idempotency_key)',
      description:
        'A sale needs create_customer_subscription; a renewal (only `renewed_from`) needs ' +
        'edit_customer_subscription, or edit_customer_subscription_summary without the payment edit. A contract is renewed once: a ' +
        'second renewal is 409 DUPLICATE.',
      tags: ['contracts'],
      body: CreateContractBody,
      response: { 200: CreateContractReply },
    },
    invalidDay: { message: M.checkDates, title: M.missingTitle },
    handler: async (request) => {
      const { storeId, employeeId, role, storeTimezone } = request.auth;
      const { subscription: input, idempotency_key: key } = request.body;
      const renewedFrom = input.renewed_from ?? null;
      // Renewing is contractRights' rule (the Renew button reads it too): FINANCE passes the route's check, not this.
      if (renewedFrom ? !contractRights(role).renew : !hasAnyPermission(role, SELL)) throw forbidden();
      if (renewedFrom && Object.keys(input).length > 1) throw badRequest(M.renewOnly, M.renewOnlyTitle);
      const ask: Ask = { storeId, key, customerId: input.customer_id, renewedFrom };

      const earlier = await findByKey(app.db, ask);
      if (earlier) return repeatAnswer(app.db, ask, earlier);
      const today = todayIn(storeTimezone);
      const contract = renewedFrom
        ? await checkRenewal(app.db, storeId, today, renewedFrom)
        : await checkSale(app.db, storeId, today, input);
      const write = { ask, contract, employeeId, today, withLink: app.config.paymentProvider !== null };
      let saved: Awaited<ReturnType<typeof saveContract>>;
      try {
        saved = await app.db.transaction((tx) => saveContract(tx, write));
      } catch (error) {
        return answerClash(app.db, ask, error);
      }
      if (saved.paymentRequestId) await issueLink(app, saved.paymentRequestId);
      return saved.reply;
    },
  });
}
