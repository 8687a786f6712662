import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, or, sql } from 'drizzle-orm';
import { MessageReply, PAYMENT_TEXTS as T } from '@storedesk/shared/contracts';
import { paymentWebhookEvents, storePayments, storePaymentStatusHistory } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest, HttpError } from '../../http/errors';
import { decide, type EventKind } from './webhook-rules';

const KINDS: Record<string, EventKind> = {
  'payment_link.paid': 'paid',
  'payment_link.partially_paid': 'partially_paid',
  'payment_link.expired': 'expired',
  'payment_link.cancelled': 'cancelled',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ProviderEvent {
  event?: unknown;
  created_at?: unknown;
  payload?: {
    payment_link?: { entity?: { id?: unknown; reference_id?: unknown; amount_paid?: unknown } };
    payment?: { entity?: { id?: unknown; method?: unknown } };
  };
}

const signatureRefused = (message: string) => new HttpError(401, message, T.badSignatureTitle);
const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : null);

/** An HMAC-SHA256 in hex: exactly 64 hex digits (Buffer.from(.., 'hex') stops at the first non-hex pair). */
const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** HMAC-SHA256 of the raw body with the webhook secret, hex, compared in constant time. */
function signatureMatches(secret: string, body: Buffer, signature: string | undefined): boolean {
  if (!signature || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/webhooks/payments: the provider's events (Razorpay-compatible: X-Razorpay-Signature over the raw body,
 * X-Razorpay-Event-Id). Every event is stored once (a unique index on its id makes a replay a no-op), also one for
 * no known request, and moves its request by webhook-rules.ts, with a history entry and an audit row.
 */
export default async function paymentWebhookRoutes(app: FastifyInstance) {
  // The signature is over the exact bytes sent, so this route keeps the body raw (this plugin only).
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  defineRoute(app, {
    method: 'POST',
    url: '/webhooks/payments',
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
      let event: ProviderEvent;
      try {
        event = JSON.parse(raw.toString('utf8')) as ProviderEvent;
      } catch {
        throw badRequest('The event is not JSON', 'Invalid Event');
      }
      const headerId = request.headers['x-razorpay-event-id'];
      const eventId = text(typeof headerId === 'string' ? headerId : (event as { id?: unknown }).id);
      const eventType = text(event.event);
      if (!eventId || !eventType) throw badRequest('The event has no id or type', 'Invalid Event');
      const link = event.payload?.payment_link?.entity;
      const payment = event.payload?.payment?.entity;
      const linkId = text(link?.id);
      const referenceId = text(link?.reference_id);
      const at =
        typeof event.created_at === 'number' && event.created_at > 0
          ? new Date(event.created_at * 1000)
          : new Date();
      const paidPaise = typeof link?.amount_paid === 'number' && link.amount_paid > 0 ? link.amount_paid : 0;

      return app.db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(paymentWebhookEvents)
          .values({ eventId, eventType, linkId, eventAt: at, outcome: 'RECEIVED', payload: event })
          .onConflictDoNothing()
          .returning({ id: paymentWebhookEvents.id });
        if (!stored) return { message: T.duplicateEvent, title: 'Duplicate' };
        const match = [
          linkId ? eq(storePayments.linkId, linkId) : undefined,
          referenceId && UUID.test(referenceId) ? eq(storePayments.id, referenceId) : undefined,
        ].filter((c) => c !== undefined);
        const [before] = match.length
          ? await tx
              .select()
              .from(storePayments)
              .where(or(...match))
              .for('update')
              .limit(1)
          : [];
        const kind = KINDS[eventType];
        const outcomeOf = async (outcome: string) => {
          await tx
            .update(paymentWebhookEvents)
            .set({ outcome, storeId: before?.storeId ?? null, storePaymentId: before?.id ?? null })
            .where(eq(paymentWebhookEvents.id, stored.id));
          return { message: T.received, title: outcome };
        };
        if (!before) return outcomeOf('UNMATCHED');
        if (!kind) return outcomeOf('IGNORED');
        const decision = decide(
          {
            status: before.status,
            paidAt: before.paidAt,
            closedAt: before.closedAt,
            deleted: before.deletedAt !== null,
          },
          { kind, at },
        );
        const set: Partial<typeof storePayments.$inferInsert> = {};
        if (kind === 'paid' || kind === 'partially_paid') {
          set.amountPaid =
            sql`greatest(${storePayments.amountPaid}, ${(paidPaise / 100).toFixed(2)}::numeric)` as unknown as string;
          const transactionId = text(payment?.id);
          if (transactionId)
            set.payment = {
              is_paid: (decision.status ?? before.status) === 'PAID',
              payment_method: text(payment?.method) ?? before.payment.payment_method,
              transaction_id: transactionId,
            };
        }
        if (decision.linkStatus) set.linkStatus = decision.linkStatus;
        if (decision.status) {
          set.status = decision.status;
          set.isPaid = decision.status === 'PAID';
          set.payment = { ...(set.payment ?? before.payment), is_paid: decision.status === 'PAID' };
        }
        if (decision.paidAt) set.paidAt = decision.paidAt;
        if (decision.closedAt) set.closedAt = decision.closedAt;
        if (decision.review) {
          set.needsReview = true;
          set.reviewReason = decision.review;
          set.deletedAt = null;
        }
        if (decision.status || decision.review) {
          await tx.insert(storePaymentStatusHistory).values({
            storeId: before.storeId,
            storePaymentId: before.id,
            status: decision.status ?? before.status,
            fromStatus: before.status,
            source: 'PROVIDER',
            note: decision.review ?? null,
            createdAt: new Date(),
          });
        }
        if (Object.keys(set).length > 0) {
          const [after] = await tx
            .update(storePayments)
            .set({ ...set, version: sql`${storePayments.version} + 1`, updatedAt: new Date() })
            .where(eq(storePayments.id, before.id))
            .returning();
          await recordAudit(tx, {
            employeeId: null,
            storeId: before.storeId,
            entity: 'store_payment',
            entityId: before.id,
            action: `webhook:${eventType}`,
            before: {
              status: before.status,
              amount_paid: before.amountPaid,
              needs_review: before.needsReview,
            },
            after: {
              status: after.status,
              amount_paid: after.amountPaid,
              needs_review: after.needsReview,
              event_id: eventId,
            },
          });
        }
        return outcomeOf(decision.outcome);
      });
    },
  });
}
