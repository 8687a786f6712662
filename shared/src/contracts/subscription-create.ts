import { Type, type Static } from 'typebox';
import { Id, SlashDayText } from './common';
import { PaymentInput } from './cart';

/**
 * Selling a customer contract, and renewing one (spec 2 §2 "Customer contracts", §4, §5, §7: one call for both).
 *
 *   POST store/customer_subscription   CreateContractBody -> CreateContractReply
 *
 * A new contract (create_customer_subscription): everything but `renewed_from`. It is sold on the terms of its
 * plan's newest version (soldTerms): the variant's copy, the billing period's price and visits. Its items are
 * some or all of the variant's items (at least one), each with the units per visit; every item starts with the
 * period's visits (total_quantity = available_quantity). Dates are YYYY/MM/DD (spec 2 §5 "YYYY/MM/DD for new
 * contracts"); the start is not before a year ago in the store's time zone; the end defaults to the start plus the
 * period's months (a month end is kept in the shorter month: 31 Jan + 1 month = 28/29 Feb) and must be after the
 * start. A missing part is 400 with the spec's texts, all titled 'Missing Fields' (CONTRACT_CREATE_MESSAGES).
 * The payment method request_customer_payment leaves the contract unpaid and raises one payment request for its
 * price in the same transaction.
 *
 * A renewal (edit_customer_subscription_summary or edit_customer_subscription): only `renewed_from`. The successor
 * copies the customer, address, plan, variant, period and items of the old contract on the plan's current terms;
 * it starts the day after the old end when that is in the future, otherwise today, and ends start + the period's
 * months. A contract is renewed once: a second renewal is 409 (code DUPLICATE) naming the successor.
 *
 * Both are idempotent per `idempotency_key`: the same key answers the same contract (a double click, a retry).
 */

export { CONTRACT_CREATE_MESSAGES } from './contract-constants';
export * from './contract-dates';

/** One service the contract covers: one of the variant's items, with its units per visit. */
export const NewContractItem = Type.Object(
  {
    product_id: Id,
    selected_product_variant_id: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type NewContractItem = Static<typeof NewContractItem>;

export const NewContractInput = Type.Object(
  {
    customer_id: Type.Optional(Id),
    /** The customer's saved address the services are delivered to. */
    address_id: Type.Optional(Id),
    /** The master contract (plan). */
    subscription_id: Type.Optional(Id),
    variant_id: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    billing_period_id: Type.Optional(Id),
    start_date: Type.Optional(SlashDayText()),
    end_date: Type.Optional(SlashDayText()),
    applicable_to: Type.Optional(Type.Array(NewContractItem, { maxItems: 100 })),
    payment: Type.Optional(PaymentInput),
    /** The store location that serves it (when the store uses location filters). */
    applicable_to_location: Type.Optional(Type.Union([Id, Type.Null()])),
    /** Renewal: the contract this one renews; nothing else is sent with it. */
    renewed_from: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type NewContractInput = Static<typeof NewContractInput>;

export const CreateContractBody = Type.Object(
  {
    subscription: NewContractInput,
    /** Made by the screen once per form (or renew dialog); a retry or a double click sends the same one. */
    idempotency_key: Type.String({ minLength: 8, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type CreateContractBody = Static<typeof CreateContractBody>;

export const CreateContractReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: Type.Object({
    _id: Id,
    subscription_number: Type.Integer(),
    /** The payment request raised with it (request_customer_payment), else null. */
    payment_request_id: Type.Union([Id, Type.Null()]),
  }),
});
export type CreateContractReply = Static<typeof CreateContractReply>;
