import { Type, type Static } from 'typebox';
import { Id } from './common';
import { DayString } from './orders';
export type { PaymentStatus } from './payments-constants';

/**
 * Payment requests (spec 2 §3 "Payment request (store_payment)", §7 "List payments"). Paths under /api:
 *
 *   GET store/payment/all?limit&offset&filter.*   list_payment   ListPaymentsQuery -> ListPaymentsReply
 *
 * `offset` is the page from 1; newest first. Filters (all optional, combined with AND):
 *   keyword                 the payment number (digits) or the customer's name, e-mail or phone
 *   order_id / customer_id / customer_subscription_id   ids; one of another store matches nothing (empty page)
 *   status                  PENDING | PARTIALLY_PAID | PAID | FAILED | EXPIRED | CANCELLED (the spec names PAID)
 *   order_no                the booking's order_number; subscription_no the contract's subscription_number
 *   is_paid                 true | false
 *   needs_review            true: only requests flagged for the finance team; false: only those not flagged
 *   is_approved             the contract's approval status (requests of a booking have none, so never match)
 *   from_end_date / to_end_date   the spec's "end date": the request's due date, store days YYYY-MM-DD, inclusive
 */

/** Statuses a payment request takes (PAYMENT_STATUSES in payments-constants.ts, api/src/db/schema/payments.ts). */
export const PaymentStatusSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('PARTIALLY_PAID'),
  Type.Literal('PAID'),
  Type.Literal('FAILED'),
  Type.Literal('EXPIRED'),
  Type.Literal('CANCELLED'),
]);

/** A contract's approval status (spec 2 §3: is_approved holds one of these); payments filter by it too. */
export const ApprovalStatusSchema = Type.Union([
  Type.Literal('APPROVED'),
  Type.Literal('REJECTED'),
  Type.Literal('ON_HOLD'),
  Type.Literal('CANCELLED'),
  Type.Literal('PENDING_APPROVAL'),
]);
export type ApprovalStatus = Static<typeof ApprovalStatusSchema>;

/** A number typed in a filter (payment, booking or contract number). */
export const DocumentNumberFilter = Type.Integer({ minimum: 0, maximum: 9007199254740991 });

export const ListPaymentsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 10 })),
    offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
    'filter.keyword': Type.Optional(Type.String({ maxLength: 100 })),
    'filter.order_id': Type.Optional(Id),
    'filter.customer_id': Type.Optional(Id),
    'filter.customer_subscription_id': Type.Optional(Id),
    'filter.status': Type.Optional(PaymentStatusSchema),
    'filter.order_no': Type.Optional(DocumentNumberFilter),
    'filter.subscription_no': Type.Optional(DocumentNumberFilter),
    'filter.is_paid': Type.Optional(Type.Boolean()),
    'filter.needs_review': Type.Optional(Type.Boolean()),
    'filter.is_approved': Type.Optional(ApprovalStatusSchema),
    'filter.from_end_date': Type.Optional(DayString),
    'filter.to_end_date': Type.Optional(DayString),
  },
  { additionalProperties: false },
);
export type ListPaymentsQuery = Static<typeof ListPaymentsQuery>;

/** The customer a request or contract belongs to, as the lists show it. */
export const ListedCustomer = Type.Object({
  _id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone_no: Type.Union([Type.String(), Type.Null()]),
});
export type ListedCustomer = Static<typeof ListedCustomer>;

export const ListPaymentBlock = Type.Object({
  is_paid: Type.Boolean(),
  payment_method: Type.Union([Type.String(), Type.Null()]),
  transaction_id: Type.Union([Type.String(), Type.Null()]),
});
export type ListPaymentBlock = Static<typeof ListPaymentBlock>;

export const PaymentStatusEntry = Type.Object({
  status: Type.String(),
  /** The status before (null for the first entry). */
  from_status: Type.Union([Type.String(), Type.Null()]),
  /** STAFF, PROVIDER (the payment provider's webhook) or SYSTEM. */
  source: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  updated_by: Type.Union([Id, Type.Null()]),
  /** The employee's name, or null for the provider and the system. */
  updated_by_name: Type.Union([Type.String(), Type.Null()]),
  /** ISO instant. */
  createdAt: Type.String(),
});
export type PaymentStatusEntry = Static<typeof PaymentStatusEntry>;

export const PaymentListRow = Type.Object({
  _id: Id,
  payment_number: Type.Integer(),
  /** Money as a decimal string ('1599.00'). */
  amount: Type.String(),
  status: Type.String(),
  /** Calendar day YYYY-MM-DD. */
  due_date: Type.String(),
  customer_id: Id,
  customer: ListedCustomer,
  /** The booking billed, or null for a contract's request. */
  order_id: Type.Union([Id, Type.Null()]),
  order_number: Type.Union([Type.Integer(), Type.Null()]),
  /** The contract billed, or null for a booking's request. */
  customer_subscription_id: Type.Union([Id, Type.Null()]),
  subscription_number: Type.Union([Type.Integer(), Type.Null()]),
  payment: ListPaymentBlock,
  is_paid: Type.Boolean(),
  external_invoice_uid: Type.Union([Type.String(), Type.Null()]),
  /** What the provider reported received, decimal string (less than `amount` on a Partially Paid request). */
  amount_paid: Type.String(),
  /** The payment link's state (PAYMENT_LINK_STATUSES). */
  link_status: Type.String(),
  /**
   * Flagged for the finance team (review_reason says why): money after cancellation, expiry or deletion, more than
   * asked, or an event older than the provider's retry window.
   */
  needs_review: Type.Boolean(),
  /** Oldest first; the last PAID entry is the one the screens display (spec 2 §4). */
  status_history: Type.Array(PaymentStatusEntry),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PaymentListRow = Static<typeof PaymentListRow>;

export const ListPaymentsReply = Type.Object({
  data: Type.Array(PaymentListRow),
  pages: Type.Integer(),
  total: Type.Integer(),
});
export type ListPaymentsReply = Static<typeof ListPaymentsReply>;
