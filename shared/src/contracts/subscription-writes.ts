import { Type, type Static } from 'typebox';
import { Id } from './common';
import { DayString } from './order-fields';
import { ApprovalStatusSchema } from './payments';
import { RecordVersion } from './record-version';
import { ContractDetails } from './subscription-details';

/**
 * Edits of a customer contract (spec 2 §2 "Details": edit summary, approval, payment).
 *
 *   PUT store/customer_subscription   UpdateContractBody -> UpdateContractReply
 *
 * One call, three kinds of change, each with its permission: the summary (start and end dates, active) needs
 * edit_customer_subscription_summary, the payment edit_customer_subscription_payment, the approval
 * edit_customer_subscription (ADMIN); edit_customer_subscription allows them all. Sent with the version the screen
 * loaded: a stale one is 409 'Contract Changed'. The end must be after the start.
 */
export const ContractPaymentInput = Type.Object(
  {
    is_paid: Type.Boolean(),
    payment_method: Type.Union([Type.String({ minLength: 1, maxLength: 50 }), Type.Null()]),
    transaction_id: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
  },
  { additionalProperties: false },
);

export const UpdateContractBody = Type.Object(
  {
    customer_subscription: Type.Object(
      {
        _id: Id,
        version: RecordVersion,
        start_date: Type.Optional(DayString),
        end_date: Type.Optional(DayString),
        is_active: Type.Optional(Type.Boolean()),
        is_approved: Type.Optional(ApprovalStatusSchema),
        payment: Type.Optional(ContractPaymentInput),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type UpdateContractBody = Static<typeof UpdateContractBody>;

export const UpdateContractReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: ContractDetails,
});
export type UpdateContractReply = Static<typeof UpdateContractReply>;
