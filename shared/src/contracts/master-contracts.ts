import { Type, type Static } from 'typebox';
import { Id, TWO_DECIMALS } from './common';
import { RequestFieldValue } from './order-details';
import { RecordVersion } from './record-version';
import {
  BILLING_PERIOD_LIST_LIMIT,
  MASTER_PLAN_LIST_LIMIT,
  PLAN_MONEY_MAX,
  QUESTION_TYPES,
  type QuestionType,
} from './master-contract-constants';
import { NAME_LENGTHS } from './name-lengths';

export * from './master-contract-constants';

/**
 * Master contracts, the plans customer contracts are sold from (spec 2 §2 "Master contracts", §3 "Master contract
 * (store_subscription)", §4, §5, §7). Paths under /api:
 *
 *   GET  store/subscription/all?limit&offset              list_master_subscription   {data: MasterPlan[], pages, total}
 *        newest first; limit at most 100 (the screen asks for 100, page 1). Every plan of the store, active or not.
 *   GET  store/subscription/details?id=                   detail_master_subscription {data: MasterPlan}
 *   POST store/subscription {store_subscription: MasterPlanInput}            create_master_subscription
 *        -> {message, title, data: MasterPlan}
 *   PUT  store/subscription {store_subscription: MasterPlanInput + _id, version}  edit_master_subscription
 *        -> {message, title, data: MasterPlan}; a stale version is 409 PLAN_MESSAGES.changed and writes nothing.
 *   PUT  store/subscription/status {store_subscription: {_id, is_active}}    update_master_subscription_status
 *        -> {message, title} (PLAN_MESSAGES.activated / deactivated); bumps the version.
 *   GET  store/billing_period/all?limit&offset            read_lookups  {data: BillingPeriod[], pages, total}
 *        the store's billing periods by length; offset 0 reads as page 1. Every store has the standard four.
 *
 * A plan is never deleted: one that is no longer sold is deactivated. Every create and edit also writes the plan's
 * terms as a numbered version (store_subscription_versions); a customer contract keeps the version it was sold
 * from and its own copy of the variant, so editing a plan never changes a contract already sold.
 *
 * Rules the API holds (400 {message, title} in these words): name, slug and parent SKU mandatory; the slug follows
 * the slug rule (slugFromName) and is unique among the store's plans (409, a unique index); at least one variant,
 * each with a name; money non-negative, at most 10,000,000, with at most two decimals; billing periods and services of
 * this store; a variant of the chosen service; RADIO, MULTI_ITEM and SINGLE_ITEM questions need options (other types
 * have none). Delivery flags follow §4: allow_to_book off turns the other three off; otherwise allow_to_schedule
 * false is express only and true is scheduled only (the API derives allow_scheduled and allow_express).
 */

const Money = Type.Number({ minimum: 0, maximum: PLAN_MONEY_MAX, ...TWO_DECIMALS, examples: [999] });
const Quantity = Type.Integer({ minimum: 0, maximum: 100000, examples: [4] });
const Name = (max: number) => Type.String({ maxLength: max });

export const DeliveryFlags = Type.Object(
  {
    allow_to_book: Type.Boolean(),
    allow_scheduled: Type.Boolean(),
    allow_express: Type.Boolean(),
    allow_to_schedule: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type DeliveryFlags = Static<typeof DeliveryFlags>;

const billingPeriodFields = {
  billing_period_id: Id,
  price: Money,
  /** How many service visits the period includes. */
  applicable_to_quantity: Quantity,
};
const applicableToFields = {
  product_id: Id,
  selected_product_variant_id: Type.Union([Id, Type.Null()]),
  quantity: Quantity,
  delivery_data: DeliveryFlags,
  request_fields: Type.Array(RequestFieldValue, { maxItems: 100 }),
};
const questionFields = {
  name: Name(NAME_LENGTHS.planQuestion),
  type: Type.Unsafe<QuestionType>(Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t)))),
  /** The options, for RADIO, MULTI_ITEM and SINGLE_ITEM only. */
  value: Type.Array(Name(NAME_LENGTHS.planQuestionOption), { maxItems: 100 }),
  show_on_ui: Type.Boolean(),
  is_mandatory: Type.Boolean(),
};
/** An uploaded picture's address (POST misc/upload, type PRODUCT): http(s) or /api/uploads/...; null for none. */
const Icon = Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]);

export const PlanVariantInput = Type.Object(
  {
    /** Kept when editing an existing variant; a new variant has none. */
    _id: Type.Optional(Id),
    name: Name(NAME_LENGTHS.planVariantName),
    price: Money,
    icon: Icon,
    is_active: Type.Boolean(),
    billing_period: Type.Array(Type.Object(billingPeriodFields, { additionalProperties: false }), {
      maxItems: 20,
    }),
    applicable_to: Type.Array(Type.Object(applicableToFields, { additionalProperties: false }), {
      maxItems: 50,
    }),
  },
  { additionalProperties: false },
);
export type PlanVariantInput = Static<typeof PlanVariantInput>;

const planFields = {
  subscription_name: Name(NAME_LENGTHS.planName),
  url_slug: Name(NAME_LENGTHS.slug),
  /** Rich text (sanitised HTML). */
  description: Type.String({ maxLength: 200000 }),
  icon: Icon,
  is_active: Type.Boolean(),
  parent_sku: Name(NAME_LENGTHS.planSku),
  variants: Type.Array(PlanVariantInput, { maxItems: 50 }),
  questions: Type.Array(Type.Object(questionFields, { additionalProperties: false }), { maxItems: 50 }),
};

export const MasterPlanInput = Type.Object(planFields, { additionalProperties: false });
export type MasterPlanInput = Static<typeof MasterPlanInput>;

export const CreatePlanBody = Type.Object(
  { store_subscription: MasterPlanInput },
  { additionalProperties: false },
);
export type CreatePlanBody = Static<typeof CreatePlanBody>;

export const EditPlanBody = Type.Object(
  {
    store_subscription: Type.Object(
      { _id: Id, version: RecordVersion, ...planFields },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type EditPlanBody = Static<typeof EditPlanBody>;

export const PlanStatusBody = Type.Object(
  {
    store_subscription: Type.Object({ _id: Id, is_active: Type.Boolean() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type PlanStatusBody = Static<typeof PlanStatusBody>;

/** A plan as answered: the input's fields plus names for showing (service, variant, billing period). */
export const PlanBillingPeriod = Type.Object({
  ...billingPeriodFields,
  billing_period_name: Type.String(),
  /** The period's length in months. */
  months: Type.Integer(),
});
export type PlanBillingPeriod = Static<typeof PlanBillingPeriod>;

export const PlanApplicableTo = Type.Object({
  ...applicableToFields,
  product_name: Type.String(),
  variant_name: Type.Union([Type.String(), Type.Null()]),
});
export type PlanApplicableTo = Static<typeof PlanApplicableTo>;

export const PlanVariant = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  price: Type.Number(),
  icon: Type.Union([Type.String(), Type.Null()]),
  is_active: Type.Boolean(),
  billing_period: Type.Array(PlanBillingPeriod),
  applicable_to: Type.Array(PlanApplicableTo),
});
export type PlanVariant = Static<typeof PlanVariant>;

export const PlanQuestion = Type.Object(questionFields);
export type PlanQuestion = Static<typeof PlanQuestion>;

export const MasterPlan = Type.Object({
  _id: Id,
  subscription_name: Type.String(),
  url_slug: Type.String(),
  description: Type.String(),
  icon: Type.Union([Type.String(), Type.Null()]),
  is_active: Type.Boolean(),
  parent_sku: Type.String(),
  variants: Type.Array(PlanVariant),
  questions: Type.Array(PlanQuestion),
  /** Customer contracts sold from this plan (a plan in use is deactivated, never deleted). */
  contracts_sold: Type.Integer(),
  /** Sent back by PUT store/subscription. */
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type MasterPlan = Static<typeof MasterPlan>;

export const ListPlansQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MASTER_PLAN_LIST_LIMIT, default: MASTER_PLAN_LIST_LIMIT }),
    ),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, default: 1 })),
  },
  { additionalProperties: false },
);
export type ListPlansQuery = Static<typeof ListPlansQuery>;
export const ListPlansReply = Type.Object({
  data: Type.Array(MasterPlan),
  pages: Type.Integer(),
  total: Type.Integer(),
});
export type ListPlansReply = Static<typeof ListPlansReply>;

export const PlanDetailQuery = Type.Object({ id: Id }, { additionalProperties: false });
export type PlanDetailQuery = Static<typeof PlanDetailQuery>;
export const PlanDetailReply = Type.Object({ data: MasterPlan });
export type PlanDetailReply = Static<typeof PlanDetailReply>;
export const PlanWriteReply = Type.Object({ message: Type.String(), title: Type.String(), data: MasterPlan });
export type PlanWriteReply = Static<typeof PlanWriteReply>;

export const BillingPeriod = Type.Object({
  _id: Id,
  name: Type.String(),
  /** Length in months. */
  value: Type.Integer(),
  is_active: Type.Boolean(),
});
export type BillingPeriod = Static<typeof BillingPeriod>;
export const BillingPeriodQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: BILLING_PERIOD_LIST_LIMIT, default: BILLING_PERIOD_LIST_LIMIT }),
    ),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, default: 1 })),
  },
  { additionalProperties: false },
);
export type BillingPeriodQuery = Static<typeof BillingPeriodQuery>;
export const BillingPeriodList = Type.Object({
  data: Type.Array(BillingPeriod),
  pages: Type.Integer(),
  total: Type.Integer(),
});
export type BillingPeriodList = Static<typeof BillingPeriodList>;
