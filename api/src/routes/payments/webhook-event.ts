import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../../http/errors';
import type { EventKind } from './webhook-rules';

/** A Razorpay-compatible payment_link.* event, as far as it is read here. */
interface ProviderEvent {
  id?: unknown;
  event?: unknown;
  created_at?: unknown;
  payload?: {
    payment_link?: { entity?: { id?: unknown; reference_id?: unknown; amount_paid?: unknown } };
    payment?: { entity?: { id?: unknown; method?: unknown; amount?: unknown } };
  };
}

export interface WebhookEvent {
  /** The X-Razorpay-Event-Id header (not covered by the signature), or the body's id. */
  eventId: string;
  eventType: string;
  /** Null for an event type the rules do not handle. */
  kind: EventKind | null;
  linkId: string | null;
  /** The request id inside the link's reference id (payment-link.ts: `<id>` or `<id>-<link number>`). */
  requestId: string | null;
  /** The provider's payment id, inside the signed body. */
  paymentId: string | null;
  paymentMethod: string | null;
  /** The provider's time of the event. */
  at: Date;
  /** What the link has received so far, in paise (0 when the event does not say). */
  receivedCents: number;
  body: ProviderEvent;
}

const KINDS: Record<string, EventKind> = {
  'payment_link.paid': 'paid',
  'payment_link.partially_paid': 'partially_paid',
  'payment_link.expired': 'expired',
  'payment_link.cancelled': 'cancelled',
};
const REFERENCE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-\d{1,3})?$/i;
/** An HMAC-SHA256 in hex: exactly 64 hex digits (Buffer.from(.., 'hex') stops at the first non-hex pair). */
const HEX_SHA256 = /^[0-9a-f]{64}$/i;

const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : null);
const paise = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;

/** HMAC-SHA256 of the raw body with the webhook secret, hex, compared in constant time. */
export function signatureMatches(secret: string, body: Buffer, signature: string | undefined): boolean {
  if (!signature || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}

/** The facts of a signed event; a body that is not JSON or has no id or type is a 400. */
export function readEvent(raw: Buffer, headerId: string | undefined): WebhookEvent {
  let body: ProviderEvent;
  try {
    body = JSON.parse(raw.toString('utf8')) as ProviderEvent;
  } catch {
    throw badRequest('The event is not JSON', 'Invalid Event');
  }
  const eventId = text(headerId ?? body.id);
  const eventType = text(body.event);
  if (!eventId || !eventType) throw badRequest('The event has no id or type', 'Invalid Event');
  const link = body.payload?.payment_link?.entity;
  const payment = body.payload?.payment?.entity;
  const reference = text(link?.reference_id);
  return {
    eventId,
    eventType,
    kind: KINDS[eventType] ?? null,
    linkId: text(link?.id),
    requestId: (reference && REFERENCE.exec(reference)?.[1]) ?? null,
    paymentId: text(payment?.id),
    paymentMethod: text(payment?.method),
    at:
      typeof body.created_at === 'number' && body.created_at > 0
        ? new Date(body.created_at * 1000)
        : new Date(),
    // amount_paid is the link's running total; a payment alone says only its own amount.
    receivedCents: paise(link?.amount_paid) || paise(payment?.amount),
    body,
  };
}
