/**
 * How a provider event moves a payment request (README "Payment requests"). Events may arrive in any order, so each
 * is judged by its own time against what the request already knows:
 * - paid: the request becomes PAID. If it was cancelled, expired or deleted before the payment was made, the
 *   payment is still recorded (PAID) and flagged for the finance team.
 * - partially_paid: PENDING / FAILED / PARTIALLY_PAID become PARTIALLY_PAID; after a close it is flagged the same
 *   way; a PAID request only keeps the larger amount received.
 * - expired / cancelled: an open request closes (EXPIRED / CANCELLED). On a PAID request it is ignored, unless the
 *   close happened before the payment (a late payment whose events crossed): then the request is flagged.
 * A replayed event never reaches these rules (its id is already stored).
 */
export type EventKind = 'paid' | 'partially_paid' | 'expired' | 'cancelled';

export interface RequestState {
  status: string;
  paidAt: Date | null;
  closedAt: Date | null;
  deleted: boolean;
}

export interface EventFacts {
  kind: EventKind;
  at: Date;
}

export interface Decision {
  outcome: 'APPLIED' | 'IGNORED' | 'LATE';
  /** The new status, when it changes. */
  status?: string;
  linkStatus?: string;
  paidAt?: Date;
  closedAt?: Date;
  /** Why the finance team should look at it. */
  review?: string;
}

const OPEN = new Set(['PENDING', 'FAILED', 'PARTIALLY_PAID']);
const CLOSED = new Set(['CANCELLED', 'EXPIRED']);
const closedWord = (status: string) => (status === 'EXPIRED' ? 'expired' : 'cancelled');

export function decide(state: RequestState, event: EventFacts): Decision {
  const closedBefore = CLOSED.has(state.status) && state.closedAt !== null && state.closedAt <= event.at;
  switch (event.kind) {
    case 'paid': {
      if (state.status === 'PAID') return { outcome: 'IGNORED', linkStatus: 'PAID' };
      const base = { status: 'PAID', linkStatus: 'PAID', paidAt: event.at };
      if (state.deleted)
        return { ...base, outcome: 'LATE', review: 'Payment received after the request was deleted' };
      if (closedBefore)
        return {
          ...base,
          outcome: 'LATE',
          review: `Payment received after the request was ${closedWord(state.status)}`,
        };
      return { ...base, outcome: 'APPLIED' };
    }
    case 'partially_paid': {
      if (state.status === 'PAID') return { outcome: 'IGNORED' };
      const base = { status: 'PARTIALLY_PAID', linkStatus: 'PARTIALLY_PAID' };
      if (state.deleted)
        return { ...base, outcome: 'LATE', review: 'Part payment received after the request was deleted' };
      if (closedBefore)
        return {
          ...base,
          outcome: 'LATE',
          review: `Part payment received after the request was ${closedWord(state.status)}`,
        };
      // A part payment made before a close that is already known: the amount counts, the request stays closed.
      if (CLOSED.has(state.status)) return { outcome: 'APPLIED' };
      return { ...base, outcome: 'APPLIED' };
    }
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
