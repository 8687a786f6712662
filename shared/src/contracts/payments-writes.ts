import { Type, type Static } from 'typebox';
import { DayText, ErrorCodeSchema, Id } from './common';
import { RecordVersion } from './record-version';
import { ListedCustomer, PaymentListRow, PaymentStatusEntry, PaymentStatusSchema } from './payments';
export * from './payments-constants';

/**
 * Payment request writes and details (spec 2 §2 "Payment requests", §4, §5, §7). Paths under /api:
 *
 *   POST   store/payment                  create_payment         CreatePaymentBody -> CreatePaymentReply
 *   GET    store/payment/details          detail_payment         ?store_payment_id -> PaymentDetailsReply
 *   PUT    store/payment                  update_payment_status  UpdatePaymentBody -> PaymentDetailsReply
 *   DELETE store/payment/delete           delete_payment         ?id -> MessageReply
 *   POST   store/payment/link             create_payment         {store_payment_id} -> RetryPaymentLinkReply
 *   POST   webhooks/payments              public (HMAC)          the provider's event -> MessageReply
 *   GET    store/payment/target           create_payment         ?order_id | customer_subscription_id -> PaymentTargetReply
 *
 * Creating is idempotent per `idempotency_key` (one request and one provider link per submission). A request for
 * more than what is still unpaid on its booking or contract is answered 409 with `confirm: true` (CONFIRM_OVER_UNPAID)
 * until it is sent again with `confirm_over_unpaid: true`. Still unpaid = the booking's total (the contract's price)
 * minus what its other live requests have received (a request marked PAID by hand counts as its whole amount);
 * a booking or contract already marked paid has nothing unpaid.
 */

/** Money typed by a person: up to 10 digits and 2 decimals (numeric(12,2)); positivity is checked with the spec's words. */
// Below 1e10 (exclusive), the largest numeric(12,2); written so, the schema shows no phone-number-like figure.
export const MoneyInput = Type.Number({ exclusiveMinimum: -1e10, exclusiveMaximum: 1e10, examples: [499.5] });

export const CreatePaymentBody = Type.Object(
  {
    store_payment: Type.Object(
      {
        amount: MoneyInput,
        /** YYYY-MM-DD, today or later in the store's time zone. */
        due_date: DayText('2030-01-15'),
        customer_id: Type.Optional(Type.Union([Id, Type.Null()])),
        order_id: Type.Optional(Type.Union([Id, Type.Null()])),
        customer_subscription_id: Type.Optional(Type.Union([Id, Type.Null()])),
      },
      { additionalProperties: false },
    ),
    /** One per submission (the screen makes it when the form opens); a retry sends the same. */
    idempotency_key: Type.String({ minLength: 8, maxLength: 100, examples: ['pay-7f3a9c1e'] }),
    /** Sent after the person confirmed a request larger than what is still unpaid. */
    confirm_over_unpaid: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreatePaymentBody = Static<typeof CreatePaymentBody>;

export const CreatePaymentReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: Type.Object({
    _id: Id,
    payment_number: Type.Integer(),
    link_status: Type.String(),
    link_url: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type CreatePaymentReply = Static<typeof CreatePaymentReply>;

/** The 409 before a request larger than what is still unpaid: ask, then send again with confirm_over_unpaid. */
export const ConfirmOverUnpaidReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  /** OVER_UNPAID on the question; CHANGED_ELSEWHERE on a stale save. */
  code: ErrorCodeSchema,
  /** Present (true) only on the question; a stale save's 409 has message and title alone. */
  confirm: Type.Optional(Type.Boolean()),
  /** What is still unpaid, decimal string. */
  unpaid: Type.Optional(Type.String()),
});
export type ConfirmOverUnpaidReply = Static<typeof ConfirmOverUnpaidReply>;

export const PaymentDetailsQuery = Type.Object({ store_payment_id: Id }, { additionalProperties: false });
export type PaymentDetailsQuery = Static<typeof PaymentDetailsQuery>;

export const PaymentDetails = Type.Object({
  ...PaymentListRow.properties,
  version: RecordVersion,
  link_id: Type.Union([Type.String(), Type.Null()]),
  link_url: Type.Union([Type.String(), Type.Null()]),
  link_error: Type.Union([Type.String(), Type.Null()]),
  link_expires_at: Type.Union([Type.String(), Type.Null()]),
  review_reason: Type.Union([Type.String(), Type.Null()]),
  /** Whether a payment provider is configured (without one, requests have no link and are marked paid by hand). */
  provider_configured: Type.Boolean(),
  /** The last PAID entry of the history (spec 2 §4), or null. */
  last_paid: Type.Union([PaymentStatusEntry, Type.Null()]),
  /** The booking's total or the contract's price, decimal string. */
  billed_total: Type.Union([Type.String(), Type.Null()]),
});
export type PaymentDetails = Static<typeof PaymentDetails>;

export const PaymentDetailsReply = Type.Object({ data: PaymentDetails });
export type PaymentDetailsReply = Static<typeof PaymentDetailsReply>;

export const UpdatePaymentBody = Type.Object(
  {
    store_payment: Type.Object(
      {
        _id: Id,
        version: RecordVersion,
        status: Type.Optional(PaymentStatusSchema),
        amount: Type.Optional(MoneyInput),
        /** Clears the finance review flag. */
        review_done: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
    confirm_over_unpaid: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdatePaymentBody = Static<typeof UpdatePaymentBody>;

export const UpdatePaymentReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: PaymentDetails,
});
export type UpdatePaymentReply = Static<typeof UpdatePaymentReply>;

export const DeletePaymentQuery = Type.Object({ id: Id }, { additionalProperties: false });
export type DeletePaymentQuery = Static<typeof DeletePaymentQuery>;

export const RetryPaymentLinkBody = Type.Object({ store_payment_id: Id }, { additionalProperties: false });
export type RetryPaymentLinkBody = Static<typeof RetryPaymentLinkBody>;

/** The retry's answer says how it went (linkCreated, or linkFailedMessage with the provider's words). */
export const RetryPaymentLinkReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: PaymentDetails,
});
export type RetryPaymentLinkReply = Static<typeof RetryPaymentLinkReply>;

/** GET store/payment/target (create_payment): who a booking or contract belongs to, and what is still unpaid on it. */
export const PaymentTargetQuery = Type.Object(
  { order_id: Type.Optional(Id), customer_subscription_id: Type.Optional(Id) },
  { additionalProperties: false },
);
export type PaymentTargetQuery = Static<typeof PaymentTargetQuery>;

export const PaymentTargetReply = Type.Object({
  data: Type.Object({
    customer: ListedCustomer,
    order_id: Type.Union([Id, Type.Null()]),
    order_number: Type.Union([Type.Integer(), Type.Null()]),
    customer_subscription_id: Type.Union([Id, Type.Null()]),
    subscription_number: Type.Union([Type.Integer(), Type.Null()]),
    total: Type.String(),
    /** What is still unpaid (see the rule above), decimal string. */
    unpaid: Type.String(),
  }),
});
export type PaymentTargetReply = Static<typeof PaymentTargetReply>;
