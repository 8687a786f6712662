/**
 * How a provider event moves a payment request (README "Payment requests"). Events may arrive in any order, so each
 * is judged by its own time against what the request already knows, and by the money it reports:
 * - paid / partially_paid carry what the link has received so far (cumulative). Received at least the amount asked
 *   is Paid, less is Partially Paid (whatever the event's name), more is Paid and flagged for review. The amount
 *   received only grows: an older, smaller report changes nothing.
 * - A payment on a request cancelled, expired or deleted before it was made is still recorded and flagged.
 * - expired / cancelled: an open request closes (EXPIRED / CANCELLED). On a PAID request it is ignored, unless the
 *   close happened before the payment (a late payment whose events crossed): then the request is flagged.
 * The rules say what the request should become; the caller writes only what differs, so an event that changes
 * nothing leaves the request (and its version) as it was. A replayed event never reaches them (webhook.ts).
 */
export type EventKind = 'paid' | 'partially_paid' | 'expired' | 'cancelled';

export interface RequestState {
  status: string;
  paidAt: Date | null;
  closedAt: Date | null;
  deleted: boolean;
  /** What the request asks for and what the provider has reported received, in paise. */
  amountCents: number;
  receivedCents: number;
}

export interface EventFacts {
  kind: EventKind;
  at: Date;
  /** What the link has received so far by this event, in paise (payment events; 0 for the others). */
  receivedCents: number;
}

export interface Decision {
  outcome: 'APPLIED' | 'IGNORED' | 'LATE';
  /** The new status, when it changes. */
  status?: string;
  linkStatus?: string;
  paidAt?: Date;
  closedAt?: Date;
  /** The amount received, in paise, when it grows. */
  receivedCents?: number;
  /** Why the finance team should look at it. */
  review?: string;
}

const OPEN = new Set(['PENDING', 'FAILED', 'PARTIALLY_PAID']);
const CLOSED = new Set(['CANCELLED', 'EXPIRED']);
const closedWord = (status: string) => (status === 'EXPIRED' ? 'expired' : 'cancelled');
const money = (cents: number) => (cents / 100).toFixed(2);

/** The review reason for money beyond the amount asked. */
export const overpaidReason = (receivedCents: number, amountCents: number) =>
  `Received ${money(receivedCents)}, more than the ${money(amountCents)} asked`;

function paymentDecision(state: RequestState, event: EventFacts): Decision {
  const received = Math.max(state.receivedCents, event.receivedCents);
  const grew = received > state.receivedCents;
  if (received === 0) return { outcome: 'IGNORED' };
  const full = received >= state.amountCents;
  const over = received > state.amountCents ? overpaidReason(received, state.amountCents) : undefined;
  const growth = grew ? { receivedCents: received } : {};
  if (state.status === 'PAID') {
    if (!grew) return { outcome: 'IGNORED' };
    return {
      outcome: over ? 'LATE' : 'APPLIED',
      ...(full ? { linkStatus: 'PAID' } : {}),
      ...growth,
      review: over,
    };
  }
  const closedBefore = CLOSED.has(state.status) && state.closedAt !== null && state.closedAt <= event.at;
  const part = full ? '' : 'Part payment';
  const late = state.deleted
    ? `${part || 'Payment'} received after the request was deleted`
    : closedBefore
      ? `${part || 'Payment'} received after the request was ${closedWord(state.status)}`
      : undefined;
  // A part payment made before a close that is already known: the amount counts, the request stays closed.
  if (!full && !late && CLOSED.has(state.status))
    return grew ? { outcome: 'APPLIED', ...growth } : { outcome: 'IGNORED' };
  if (!full && !late && state.status === 'PARTIALLY_PAID' && !grew) return { outcome: 'IGNORED' };
  const review = [late, over].filter(Boolean).join('; ') || undefined;
  return {
    outcome: review ? 'LATE' : 'APPLIED',
    status: full ? 'PAID' : 'PARTIALLY_PAID',
    linkStatus: full ? 'PAID' : 'PARTIALLY_PAID',
    ...(full ? { paidAt: event.at } : {}),
    ...growth,
    review,
  };
}

export function decide(state: RequestState, event: EventFacts): Decision {
  switch (event.kind) {
    case 'paid':
    case 'partially_paid':
      return paymentDecision(state, event);
    case 'expired':
    case 'cancelled': {
      const status = event.kind === 'expired' ? 'EXPIRED' : 'CANCELLED';
      if (state.status === 'PAID') {
        if (state.paidAt !== null && state.paidAt >= event.at)
          return {
            outcome: 'LATE',
            review: `Payment received after the request was ${closedWord(status)}`,
          };
        return { outcome: 'IGNORED' };
      }
      if (CLOSED.has(state.status)) return { outcome: 'IGNORED', linkStatus: status };
      if (OPEN.has(state.status))
        return { outcome: 'APPLIED', status, linkStatus: status, closedAt: event.at };
      return { outcome: 'IGNORED' };
    }
  }
}
