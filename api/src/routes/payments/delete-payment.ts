import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import {
  DeletePaymentQuery,
  MessageReply,
  PAYMENT_TEXTS as T,
  deletePaymentOperation,
} from '@storedesk/shared/contracts';
import { storePayments } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { cancelLink } from './payment-link';

/**
 * DELETE store/payment/delete?id: the request leaves the lists (kept in the database, so a payment the provider
 * still reports for it is recorded and flagged instead of lost); a live link is cancelled at the provider.
 */
export default async function deletePaymentRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: deletePaymentOperation,
    errors: ['NOT_FOUND'],
    permission: 'delete_payment',
    schema: {
      summary: 'Delete a payment request (its live payment link is cancelled)',
      tags: ['payments'],
      querystring: DeletePaymentQuery,
      response: { 200: MessageReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const deleted = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(storePayments)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(
            and(
              eq(storePayments.id, request.query.id),
              eq(storePayments.storeId, storeId),
              isNull(storePayments.deletedAt),
            ),
          )
          .returning();
        if (!row) throw notFound(T.notFound, 'Payment Request');
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'store_payment',
          entityId: row.id,
          action: 'delete',
          before: { payment_number: row.paymentNumber, amount: row.amount, status: row.status },
        });
        return row;
      });
      if (deleted.linkStatus === 'CREATED' || deleted.linkStatus === 'PARTIALLY_PAID')
        await cancelLink(app, deleted.id, deleted.linkId);
      return { message: T.deleted, title: T.deletedTitle };
    },
  });
}
