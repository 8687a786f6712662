import dayjs from 'dayjs';
import type { ContractListRow, Order, PaymentDetails, PaymentStatusEntry } from '../../../contracts';
import { storeToday } from '../request';
import { mockId, round2 } from '../seeded';
import { findContract, mockContracts } from './contracts';
import { mockOrders } from './orders';

/**
 * The payment requests (id kind 0x65), numbered from 7001 oldest first: one for every third booking (half its
 * total) and one for every contract that asks the customer to pay. The newest few show the states a request
 * reaches through a provider: part-paid with a link, flagged for review, cancelled, expired, and a failed link
 * whose first retry fails again.
 */
export interface MockPayment extends PaymentDetails {
  /** The idempotency key it was made with (a repeat answers the same request). */
  key: string | null;
  deleted: boolean;
}

export const PROVIDER_DOWN = 'The provider is down';

/** What a request bills: a booking or a contract, with its total as money text. */
export interface BilledTarget {
  _id: string;
  customer_id: string;
  total: string;
  is_paid: boolean;
  order: Order | null;
  contract: ContractListRow | null;
}

export const billedOrder = (o: Order): BilledTarget => ({
  _id: o._id,
  customer_id: o.customer_id,
  total: o.total.toFixed(2),
  is_paid: o.payment.is_paid,
  order: o,
  contract: null,
});
export const billedContract = (k: ContractListRow): BilledTarget => ({
  _id: k._id,
  customer_id: k.customer_id,
  total: k.price,
  is_paid: k.is_paid,
  order: null,
  contract: k,
});

/** The booking or contract by id (null when neither exists). */
export function findTarget(orderId?: string | null, contractId?: string | null): BilledTarget | null {
  const order = orderId ? mockOrders(storeToday()).orders.find((o) => o._id === orderId) : undefined;
  if (order) return billedOrder(order);
  const contract = contractId ? findContract(contractId) : undefined;
  return contract ? billedContract(contract) : null;
}

export const statusEntry = (
  status: string,
  from: string | null,
  at: string,
  source = 'STAFF',
  note: string | null = null,
): PaymentStatusEntry => ({
  status,
  from_status: from,
  source,
  note,
  updated_by: source === 'STAFF' ? mockId(9, 1) : null,
  updated_by_name: source === 'STAFF' ? 'Dev Admin' : null,
  createdAt: at,
});

/** A new PENDING request of `amount` on the target, made at `at`. */
export function makeRequest(n: number, target: BilledTarget, amount: string, due: string, at: string) {
  const row: MockPayment = {
    _id: mockId(0x65, n),
    payment_number: 7000 + n,
    amount,
    status: 'PENDING',
    due_date: due,
    customer_id: target.customer_id,
    customer: target.order?.customer ?? target.contract!.customer,
    order_id: target.order?._id ?? null,
    order_number: target.order?.order_number ?? null,
    customer_subscription_id: target.contract?._id ?? null,
    subscription_number: target.contract?.subscription_number ?? null,
    payment: { is_paid: false, payment_method: null, transaction_id: null },
    is_paid: false,
    external_invoice_uid: n % 2 ? `INV-${1000 + n}` : null,
    amount_paid: '0.00',
    link_status: 'NOT_CONFIGURED',
    needs_review: false,
    status_history: [statusEntry('PENDING', null, at)],
    createdAt: at,
    updatedAt: at,
    version: 0,
    link_id: null,
    link_url: null,
    link_error: null,
    link_expires_at: null,
    review_reason: null,
    provider_configured: false,
    last_paid: null,
    billed_total: target.total,
    key: null,
    deleted: false,
  };
  return row;
}

/** Moves a request to `status` (history, paid flags, version), as a staff change or a provider's event. */
export function setStatus(row: MockPayment, status: string, at: string, source = 'STAFF'): void {
  if (status === row.status) return;
  row.status_history.push(statusEntry(status, row.status, at, source));
  row.status = status;
  row.is_paid = status === 'PAID';
  row.payment = {
    is_paid: row.is_paid,
    payment_method: row.is_paid ? 'CARD' : null,
    transaction_id: row.is_paid ? `pay_mock${row.payment_number}` : null,
  };
  if (row.is_paid) row.amount_paid = row.amount;
  row.last_paid = row.status_history.filter((h) => h.status === 'PAID').at(-1) ?? null;
  row.version += 1;
}

/** The provider's states on the newest requests, newest first. */
function provided(row: MockPayment, index: number, later: string): void {
  const n = row.payment_number;
  if (index === 0)
    Object.assign(row, {
      status: 'PARTIALLY_PAID',
      amount_paid: round2(Number(row.amount) * 0.4).toFixed(2),
      link_status: 'PARTIALLY_PAID',
      link_id: `plink_mock${n}`,
      link_url: `https://rzp.io/i/mock${n}`,
      provider_configured: true,
    });
  if (index === 1) {
    setStatus(row, 'CANCELLED', later);
    Object.assign(row, {
      needs_review: true,
      review_reason: 'Payment received after the request was cancelled',
    });
  }
  if (index === 2) setStatus(row, 'EXPIRED', later, 'PROVIDER');
  if (index === 3)
    Object.assign(row, { link_status: 'FAILED', link_error: PROVIDER_DOWN, provider_configured: true });
}

interface PaymentStore {
  today: string;
  requests: MockPayment[];
  /** Retries of a failed link that fail again before one works. */
  failingRetries: Map<string, number>;
  /** A test's own requests: kept whatever the day. */
  seeded?: boolean;
}
let state: PaymentStore | null = null;

function generate(today: string): PaymentStore {
  const billed = [
    ...mockOrders(today)
      .orders.filter((o) => o.order_number % 3 === 0)
      .map((o) => ({ target: billedOrder(o), at: o.createdAt })),
    ...mockContracts()
      .filter((k) => k.request_customer_payment)
      .map((k) => ({ target: billedContract(k), at: k.createdAt })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const requests = billed.map(({ target, at }, i) => {
    const amount = target.order ? round2(Number(target.total) / 2).toFixed(2) : target.total;
    const row = makeRequest(i + 1, target, amount, dayjs(at).add(7, 'day').format('YYYY-MM-DD'), at);
    if (target.is_paid) setStatus(row, 'PAID', dayjs(at).add(1, 'hour').toISOString(), 'PROVIDER');
    return row;
  });
  requests.reverse();
  const later = dayjs().subtract(1, 'hour').toISOString();
  requests
    .filter((r) => !r.is_paid)
    .slice(0, 4)
    .forEach((r, i) => provided(r, i, later));
  const failed = requests.find((r) => r.link_status === 'FAILED');
  return { today, requests, failingRetries: new Map(failed ? [[failed._id, 1]] : []) };
}

/** The requests, newest first, for the store's `today`; made on first use. */
export function mockPayments(today = storeToday()): PaymentStore {
  if (!state || (state.today !== today && !state.seeded)) state = generate(today);
  return state;
}

export function resetMockPayments(): void {
  state = null;
}

/** A test's own requests (newest first) for the store's `today`, and the links whose retries fail first. */
export function seedMockPayments(
  today: string,
  requests: MockPayment[],
  failingRetries = new Map<string, number>(),
): void {
  state = { today, requests, failingRetries, seeded: true };
}
