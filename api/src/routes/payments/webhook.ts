import type { FastifyInstance } from 'fastify';
import { eq, or, sql } from 'drizzle-orm';
import { MessageReply, PAYMENT_TEXTS as T, paymentWebhookOperation } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { paymentWebhookEvents, storePayments, storePaymentStatusHistory } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { HttpError } from '../../http/errors';
import { readEvent, signatureMatches, type WebhookEvent } from './webhook-event';
import { decide, type Decision } from './webhook-rules';

/** Razorpay retries a failed webhook for 24 hours: an event older than that is not a retry but a replay. */
export const RETRY_WINDOW_MS = 24 * 3600_000;

type PaymentRow = typeof storePayments.$inferSelect;
type PaymentChanges = Partial<typeof storePayments.$inferInsert>;

const signatureRefused = (message: string) => new HttpError(401, message, T.badSignatureTitle);
const cents = (money: string) => Math.round(Number(money) * 100);
const staleReason = (event: WebhookEvent) =>
  `A ${event.eventType} event of ${event.at.toISOString().slice(0, 10)} came after the provider's 24-hour ` +
  'retry window: it is kept, not applied';

/** What the decision (or a stale event's flag) changes on the request, leaving out what it already holds. */
function changesOf(before: PaymentRow, event: WebhookEvent, decision: Decision): PaymentChanges {
  const wanted: PaymentChanges = {};
  const status = decision.status ?? before.status;
  if (decision.status) {
    wanted.status = decision.status;
    wanted.isPaid = decision.status === 'PAID';
  }
  if (decision.receivedCents !== undefined) wanted.amountPaid = (decision.receivedCents / 100).toFixed(2);
  if (decision.outcome !== 'IGNORED' && (decision.status || decision.receivedCents !== undefined))
    wanted.payment = {
      is_paid: status === 'PAID',
      payment_method: event.paymentMethod ?? before.payment.payment_method,
      transaction_id: event.paymentId ?? before.payment.transaction_id,
    };
  if (decision.linkStatus) wanted.linkStatus = decision.linkStatus;
  if (decision.paidAt) wanted.paidAt = decision.paidAt;
  if (decision.closedAt) wanted.closedAt = decision.closedAt;
  if (decision.review) {
    wanted.needsReview = true;
    wanted.reviewReason = decision.review;
    // Money recorded on a deleted request brings it back, flagged, so the finance team sees it in the list.
    if (decision.status) wanted.deletedAt = null;
  }
  const same = (key: keyof PaymentChanges) => {
    const [was, next] = [before[key as keyof PaymentRow], wanted[key]];
    if (was instanceof Date && next instanceof Date) return was.getTime() === next.getTime();
    if (key === 'amountPaid') return cents(String(was)) === cents(String(next));
    return JSON.stringify(was) === JSON.stringify(next);
  };
  return Object.fromEntries(
    (Object.keys(wanted) as (keyof PaymentChanges)[])
      .filter((key) => !same(key))
      .map((key) => [key, wanted[key]]),
  );
}

/** Writes the changes with a history entry (status or review) and an audit row; nothing when there are none. */
async function applyChanges(
  tx: DbOrTx,
  before: PaymentRow,
  event: WebhookEvent,
  set: PaymentChanges,
  note: string | undefined,
) {
  const [after] = await tx
    .update(storePayments)
    .set({ ...set, version: sql`${storePayments.version} + 1`, updatedAt: new Date() })
    .where(eq(storePayments.id, before.id))
    .returning();
  if (set.status || set.reviewReason || set.needsReview)
    await tx.insert(storePaymentStatusHistory).values({
      storeId: before.storeId,
      storePaymentId: before.id,
      status: after.status,
      fromStatus: before.status,
      source: 'PROVIDER',
      note: set.reviewReason ?? note ?? null,
      createdAt: new Date(),
    });
  const shown = (row: PaymentRow) => ({
    status: row.status,
    amount_paid: row.amountPaid,
    needs_review: row.needsReview,
  });
  await recordAudit(tx, {
    employeeId: null,
    storeId: before.storeId,
    entity: 'store_payment',
    entityId: before.id,
    action: `webhook:${event.eventType}`,
    before: shown(before),
    after: { ...shown(after), event_id: event.eventId },
  });
}

/**
 * POST /api/webhooks/payments: the provider's events (Razorpay-compatible: X-Razorpay-Signature over the raw body,
 * X-Razorpay-Event-Id). Every event is stored once: a unique index on its id, and one on its type and the payment id
 * inside the signed body (the event id header is not signed, so a replay may carry a new one), make a replay a
 * no-op. An event for no known request is kept too; one older than the provider's retry window is kept and flags
 * its request for review instead of moving it. Others move their request by webhook-rules.ts; an event that
 * changes nothing writes nothing to the request.
 */
export default async function paymentWebhookRoutes(app: FastifyInstance) {
  // The signature is over the exact bytes sent, so this route keeps the body raw (this plugin only).
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  defineRoute(app, {
    operation: paymentWebhookOperation,
    permission: 'public',
    schema: {
      summary: "The payment provider's webhook (HMAC-signed; replays and any order are fine)",
      tags: ['payments'],
      response: { 200: MessageReply },
    },
    handler: async (request) => {
      const secret = app.config.paymentWebhookSecret;
      if (!secret) throw signatureRefused(T.notConfigured);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      if (!signatureMatches(secret, raw, typeof signature === 'string' ? signature : undefined))
        throw signatureRefused(T.badSignature);
      const headerId = request.headers['x-razorpay-event-id'];
      const event = readEvent(raw, typeof headerId === 'string' ? headerId : undefined);

      return app.db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(paymentWebhookEvents)
          .values({
            eventId: event.eventId,
            eventType: event.eventType,
            linkId: event.linkId,
            paymentId: event.paymentId,
            eventAt: event.at,
            outcome: 'RECEIVED',
            payload: event.body,
          })
          .onConflictDoNothing()
          .returning({ id: paymentWebhookEvents.id });
        if (!stored) return { message: T.duplicateEvent, title: 'Duplicate' };
        const match = [
          event.linkId ? eq(storePayments.linkId, event.linkId) : undefined,
          event.requestId ? eq(storePayments.id, event.requestId) : undefined,
        ].filter((c) => c !== undefined);
        const [before] = match.length
          ? await tx
              .select()
              .from(storePayments)
              .where(or(...match))
              .for('update')
              .limit(1)
          : [];
        const outcomeOf = async (outcome: string) => {
          await tx
            .update(paymentWebhookEvents)
            .set({ outcome, storeId: before?.storeId ?? null, storePaymentId: before?.id ?? null })
            .where(eq(paymentWebhookEvents.id, stored.id));
          return { message: T.received, title: outcome };
        };
        if (!before) return outcomeOf('UNMATCHED');
        if (!event.kind) return outcomeOf('IGNORED');
        if (Date.now() - event.at.getTime() > RETRY_WINDOW_MS) {
          const flag = changesOf(before, event, { outcome: 'LATE', review: staleReason(event) });
          if (Object.keys(flag).length > 0) await applyChanges(tx, before, event, flag, undefined);
          return outcomeOf('STALE');
        }
        const decision = decide(
          {
            status: before.status,
            paidAt: before.paidAt,
            closedAt: before.closedAt,
            deleted: before.deletedAt !== null,
            amountCents: cents(before.amount),
            receivedCents: cents(before.amountPaid),
          },
          { kind: event.kind, at: event.at, receivedCents: event.receivedCents },
        );
        const set = changesOf(before, event, decision);
        if (Object.keys(set).length === 0) return outcomeOf('IGNORED');
        await applyChanges(tx, before, event, set, decision.review);
        return outcomeOf(decision.outcome);
      });
    },
  });
}
