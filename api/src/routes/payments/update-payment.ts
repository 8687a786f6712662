import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  ConfirmOverUnpaidReply,
  PAYMENT_TEXTS as T,
  reviewedNote,
  UpdatePaymentBody,
  UpdatePaymentReply,
  updatePaymentOperation,
} from '@storedesk/shared/contracts';
import { storePayments, storePaymentStatusHistory } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest, changedElsewhere, notFound } from '../../http/errors';
import { checkedAmount, loadTarget, overUnpaidQuestion, unpaidCents } from './billed-target';
import { loadPaymentDetails } from './payment-details-view';
import { cancelLink, DEAD_LINK, issueLink, nextLinkColumns } from './payment-link';

const LIVE_LINK = new Set(['CREATED', 'PARTIALLY_PAID']);
const CLOSED = new Set(['CANCELLED', 'EXPIRED']);

/**
 * PUT store/payment: the status pick (PAID sets is_paid true, any other status false; spec 2 §4), the amount
 * (0 is 'Invalid Amount') and clearing the finance review flag, on the version the screen loaded (409 when stale).
 * Cancelling or expiring a request with a live link cancels the link at the provider after the save; setting one
 * back to Pending whose link is dead (cancelled, expired) makes it a new link. Clearing the review flag is kept in
 * the history (who, when, the reason cleared).
 */
export default async function updatePaymentRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: updatePaymentOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE', 'OVER_UNPAID'],
    permission: 'update_payment_status',
    schema: {
      summary: "Change a payment request's status or amount, or clear its review flag (version checked)",
      tags: ['payments'],
      body: UpdatePaymentBody,
      response: { 200: UpdatePaymentReply, 409: ConfirmOverUnpaidReply },
    },
    handler: async (request, reply) => {
      const { storeId, employeeId } = request.auth;
      const input = request.body.store_payment;
      const amount = input.amount === undefined ? undefined : checkedAmount(input.amount);
      const outcome = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(storePayments)
          .where(
            and(
              eq(storePayments.id, input._id),
              eq(storePayments.storeId, storeId),
              isNull(storePayments.deletedAt),
            ),
          )
          .for('update')
          .limit(1);
        if (!before) throw notFound(T.notFound, 'Payment Request');
        if (before.version !== input.version) throw changedElsewhere(T.changed, T.changedTitle);
        const set: Partial<typeof storePayments.$inferInsert> = {};
        if (amount !== undefined && amount !== before.amount) {
          if (LIVE_LINK.has(before.linkStatus)) throw badRequest(T.liveLinkAmount, T.liveLinkAmountTitle);
          const target = await loadTarget(tx, storeId, before.customerId, {
            orderId: before.orderId,
            contractId: before.customerSubscriptionId,
          });
          const unpaid = await unpaidCents(tx, storeId, target, before.id);
          const question = await overUnpaidQuestion(tx, storeId, amount, unpaid, target, 'change');
          if (question && !request.body.confirm_over_unpaid) return { question };
          set.amount = amount;
        }
        const status = input.status;
        if (status !== undefined && status !== before.status) {
          set.status = status;
          set.isPaid = status === 'PAID';
          set.payment = { ...before.payment, is_paid: status === 'PAID' };
          if (status === 'PAID') set.paidAt = new Date();
          if (CLOSED.has(status)) set.closedAt = new Date();
          await tx.insert(storePaymentStatusHistory).values({
            storeId,
            storePaymentId: before.id,
            status,
            fromStatus: before.status,
            source: 'STAFF',
            updatedBy: employeeId,
          });
        }
        if (
          status === 'PENDING' &&
          status !== before.status &&
          app.config.paymentProvider !== null &&
          (DEAD_LINK.includes(before.linkStatus) ||
            (before.linkExpiresAt !== null && before.linkExpiresAt.getTime() <= Date.now()))
        )
          Object.assign(set, nextLinkColumns(before.linkGeneration));
        if (input.review_done && before.needsReview) {
          set.needsReview = false;
          set.reviewReason = null;
          await tx.insert(storePaymentStatusHistory).values({
            storeId,
            storePaymentId: before.id,
            status: set.status ?? before.status,
            fromStatus: before.status,
            source: 'STAFF',
            note: reviewedNote(before.reviewReason),
            updatedBy: employeeId,
          });
        }
        if (Object.keys(set).length === 0) return { before, after: before };
        const [after] = await tx
          .update(storePayments)
          .set({ ...set, version: sql`${storePayments.version} + 1`, updatedAt: new Date() })
          .where(eq(storePayments.id, before.id))
          .returning();
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'store_payment',
          entityId: before.id,
          action: 'update',
          before: { status: before.status, amount: before.amount, needs_review: before.needsReview },
          after: { status: after.status, amount: after.amount, needs_review: after.needsReview },
        });
        return { before, after };
      });
      if ('question' in outcome) return reply.code(409).send(outcome.question);
      const { before, after } = outcome;
      if (after.status !== before.status && CLOSED.has(after.status) && LIVE_LINK.has(after.linkStatus))
        await cancelLink(app, after.id, after.linkId);
      if (after.linkStatus === 'CREATING' && before.linkStatus !== 'CREATING') await issueLink(app, after.id);
      return {
        message: T.updated,
        title: T.updatedTitle,
        data: await loadPaymentDetails(app.db, storeId, after.id, app.config.paymentProvider !== null),
      };
    },
  });
}
