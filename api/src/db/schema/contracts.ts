import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './platform';
import { customers } from './customers';
import { money, storeIdColumn, storeLocations } from './settings';

/** Contracts (spec 2 §3): billing periods, master contracts (plans) and the customer contracts made from them. */

/** A billing period: a name and a length in months (spec 2: billing_period_id holds _id and value). */
export const billingPeriods = pgTable(
  'billing_periods',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    value: integer('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  // One period of each length per store (the standard four are made with every store, migration 0011).
  (t) => [uniqueIndex('billing_periods_store_value_key').on(t.storeId, t.value)],
);

export interface ContractDeliveryData {
  allow_to_book: boolean;
  allow_scheduled: boolean;
  allow_express: boolean;
  allow_to_schedule: boolean;
}
export interface PlanApplicableTo {
  product_id: string;
  selected_product_variant_id: string | null;
  quantity: number;
  delivery_data: ContractDeliveryData;
  request_fields: { name: string; value: unknown }[];
}
export interface PlanBillingPeriod {
  billing_period_id: string;
  price: number;
  applicable_to_quantity: number;
}
export interface PlanVariant {
  _id: string;
  name: string;
  price: number;
  icon: string | null;
  is_active: boolean;
  billing_period: PlanBillingPeriod[];
  applicable_to: PlanApplicableTo[];
}
export interface PlanQuestion {
  name: string;
  type: string;
  value: string[];
  show_on_ui: boolean;
  is_mandatory: boolean;
}

/** A master contract (spec 2 "store_subscription"); variants are embedded, edited as one document. */
export const storeSubscriptions = pgTable(
  'store_subscriptions',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    subscriptionName: text('subscription_name').notNull(),
    urlSlug: text('url_slug').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon'),
    isActive: boolean('is_active').notNull().default(true),
    parentSku: text('parent_sku').notNull(),
    variants: jsonb('variants').$type<PlanVariant[]>().notNull().default([]),
    questions: jsonb('questions').$type<PlanQuestion[]>().notNull().default([]),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** The record version (record-version.ts): every write bumps it, a stale edit is refused. */
    version: integer('version').notNull().default(0),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('store_subscriptions_store_slug_key')
      .on(t.storeId, t.urlSlug)
      .where(sql`${t.isDeleted} = false`),
    index('store_subscriptions_store_idx').on(t.storeId, t.createdAt),
  ],
);

/** The terms a plan's create or edit wrote, as sold from then on; never changed afterwards. */
export interface PlanTerms {
  subscription_name: string;
  url_slug: string;
  description: string;
  icon: string | null;
  parent_sku: string;
  variants: PlanVariant[];
  questions: PlanQuestion[];
}

/**
 * Every version of a plan's terms (one row per create and edit, numbered by the plan's record version). A customer
 * contract points at the row it was sold from, so a later edit of the plan never changes what was sold.
 */
export const storeSubscriptionVersions = pgTable(
  'store_subscription_versions',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    storeSubscriptionId: uuid('store_subscription_id')
      .notNull()
      .references(() => storeSubscriptions.id),
    version: integer('version').notNull(),
    terms: jsonb('terms').$type<PlanTerms>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('store_subscription_versions_plan_version_key').on(t.storeSubscriptionId, t.version)],
);

export const APPROVAL_STATUSES = [
  'APPROVED',
  'REJECTED',
  'ON_HOLD',
  'CANCELLED',
  'PENDING_APPROVAL',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export interface ContractVariant {
  _id: string;
  name: string;
  billing_period: { billing_period_id: { _id: string; value: number }; price: number };
  applicable_to: (PlanApplicableTo & { available_quantity: number; total_quantity: number })[];
}
export interface PaymentBlock {
  is_paid: boolean;
  payment_method: string | null;
  transaction_id: string | null;
}

/** A customer contract (spec 2 "customer_subscription"). is_paid mirrors payment.is_paid for filtering. */
export const customerSubscriptions = pgTable(
  'customer_subscriptions',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    subscriptionNumber: bigint('subscription_number', { mode: 'number' }).notNull(),
    storeSubscriptionId: uuid('store_subscription_id')
      .notNull()
      .references(() => storeSubscriptions.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    variantId: text('variant_id').notNull(),
    variant: jsonb('variant').$type<ContractVariant>().notNull(),
    billingPeriodId: uuid('billing_period_id'),
    /** The plan's terms as sold (null only for contracts older than plan versions). */
    storeSubscriptionVersionId: uuid('store_subscription_version_id').references(
      () => storeSubscriptionVersions.id,
    ),
    subscriptionName: text('subscription_name').notNull(),
    parentSku: text('parent_sku').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    price: money('price').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isExpired: boolean('is_expired').notNull().default(false),
    /** The approval status (spec 2: is_approved holds APPROVED, REJECTED, ...). */
    isApproved: text('is_approved').$type<ApprovalStatus>().notNull().default('PENDING_APPROVAL'),
    zuperContractUid: text('zuper_contract_uid'),
    addresses: jsonb('addresses').$type<Record<string, unknown>[]>().notNull().default([]),
    payment: jsonb('payment')
      .$type<PaymentBlock>()
      .notNull()
      .default({ is_paid: false, payment_method: null, transaction_id: null }),
    isPaid: boolean('is_paid').notNull().default(false),
    requestCustomerPayment: boolean('request_customer_payment').notNull().default(false),
    orderType: text('order_type').notNull().default('CSC'),
    applicableToLocation: uuid('applicable_to_location').references(() => storeLocations.id, {
      onDelete: 'set null',
    }),
    /** Answers to the master contract's questions. */
    questions: jsonb('questions').$type<{ name: string; value: unknown }[]>().notNull().default([]),
    renewedFromId: uuid('renewed_from_id').references((): AnyPgColumn => customerSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** The record version (record-version.ts): every edit bumps it, a stale edit is refused. */
    version: integer('version').notNull().default(0),
    /** The screen's key of one sale or renewal (POST store/customer_subscription): a retry finds this contract. */
    idempotencyKey: text('idempotency_key'),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customer_subscriptions_store_number_key').on(t.storeId, t.subscriptionNumber),
    uniqueIndex('customer_subscriptions_store_idempotency_key').on(t.storeId, t.idempotencyKey),
    // One renewal per contract: a second renewal (double click, two staff, a retry) meets this index.
    uniqueIndex('customer_subscriptions_renewed_from_key')
      .on(t.renewedFromId)
      .where(sql`${t.renewedFromId} is not null`),
    index('customer_subscriptions_store_created_idx').on(t.storeId, t.createdAt),
    index('customer_subscriptions_store_end_idx').on(t.storeId, t.endDate),
    index('customer_subscriptions_customer_idx').on(t.storeId, t.customerId),
    index('customer_subscriptions_plan_idx').on(t.storeSubscriptionId),
  ],
);
