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
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tz } from './platform';
import { bookings } from './bookings';
import { customerSubscriptions, type PaymentBlock } from './contracts';
import { customers } from './customers';
import { money, storeIdColumn } from './settings';

/** Payment requests (spec 2 "store_payment") and their status history. */

/** Statuses a payment request takes; the spec names only PAID, the rest are ours. */
export const PAYMENT_REQUEST_STATUSES = [
  'PENDING',
  'PARTIALLY_PAID',
  'PAID',
  'FAILED',
  'EXPIRED',
  'CANCELLED',
] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/** A payment request for a booking (order_id) or a contract (customer_subscription_id), never both. */
export const storePayments = pgTable(
  'store_payments',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    paymentNumber: bigint('payment_number', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('PENDING'),
    dueDate: date('due_date').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: uuid('order_id').references(() => bookings.id, { onDelete: 'cascade' }),
    customerSubscriptionId: uuid('customer_subscription_id').references(() => customerSubscriptions.id, {
      onDelete: 'cascade',
    }),
    payment: jsonb('payment')
      .$type<PaymentBlock>()
      .notNull()
      .default({ is_paid: false, payment_method: null, transaction_id: null }),
    isPaid: boolean('is_paid').notNull().default(false),
    externalInvoiceUid: text('external_invoice_uid'),
    createdBy: uuid('created_by'),
    /** Bumped by every edit; a save carrying an older one is refused (409). */
    version: integer('version').notNull().default(0),
    /** What the provider reports received so far (partial payments add up). */
    amountPaid: money('amount_paid').notNull().default('0'),
    /** The screen's key for one submission: a retry or double click answers the request it made. */
    idempotencyKey: text('idempotency_key'),
    /** The payment link: NOT_CONFIGURED (no provider), CREATING, CREATED, FAILED, then the provider's states. */
    linkStatus: text('link_status').notNull().default('NOT_CONFIGURED'),
    linkId: text('link_id'),
    linkUrl: text('link_url'),
    linkError: text('link_error'),
    linkExpiresAt: tz('link_expires_at'),
    /**
     * Which link of the request this is: 1 for the first; a request reopened after its link died gets another, and
     * the provider refuses a reference id twice, so each link's reference id carries it (payment-link.ts).
     */
    linkGeneration: integer('link_generation').notNull().default(1),
    /** Provider time of the payment, and of the cancellation or expiry: tells a late payment from a reordered one. */
    paidAt: tz('paid_at'),
    closedAt: tz('closed_at'),
    /** Flagged for the finance team (a payment after cancellation, expiry or deletion), with why. */
    needsReview: boolean('needs_review').notNull().default(false),
    reviewReason: text('review_reason'),
    deletedAt: tz('deleted_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('store_payments_store_idempotency_key')
      .on(t.storeId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('store_payments_link_id_key')
      .on(t.linkId)
      .where(sql`${t.linkId} is not null`),
    index('store_payments_store_customer_status_created_idx').on(
      t.storeId,
      t.customerId,
      t.status,
      t.createdAt,
    ),
    uniqueIndex('store_payments_store_number_key').on(t.storeId, t.paymentNumber),
    index('store_payments_store_created_idx').on(t.storeId, t.createdAt),
    index('store_payments_store_customer_idx').on(t.storeId, t.customerId),
    index('store_payments_order_idx').on(t.orderId),
    index('store_payments_subscription_idx').on(t.customerSubscriptionId),
  ],
);

export const storePaymentStatusHistory = pgTable(
  'store_payment_status_history',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    storePaymentId: uuid('store_payment_id')
      .notNull()
      .references(() => storePayments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** The status before this entry (null for the first). */
    fromStatus: text('from_status'),
    /** STAFF (updated_by set), PROVIDER (a webhook) or SYSTEM. */
    source: text('source').notNull().default('STAFF'),
    note: text('note'),
    updatedBy: uuid('updated_by'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('store_payment_status_history_payment_idx').on(t.storePaymentId, t.createdAt),
    index('store_payment_status_history_store_idx').on(t.storeId),
  ],
);

/**
 * Every webhook the payment provider sent, kept whole: the unique event id makes a replay a no-op, and an event
 * for no known request is still kept (never dropped).
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: idColumn(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    linkId: text('link_id'),
    /** The provider's payment id in the signed body (the event id header is not signed, so a replay can change it). */
    paymentId: text('payment_id'),
    storeId: uuid('store_id'),
    storePaymentId: uuid('store_payment_id').references(() => storePayments.id, { onDelete: 'set null' }),
    /** The provider's time of the event. */
    eventAt: tz('event_at').notNull(),
    /**
     * APPLIED, IGNORED (changes nothing), LATE (flagged for review), UNMATCHED, or STALE (older than the provider's
     * retry window: kept for review, not applied).
     */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: tz('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_webhook_events_event_id_key').on(t.eventId),
    // One event of a kind per payment: the same payment sent again under a new event id is a replay.
    uniqueIndex('payment_webhook_events_type_payment_key')
      .on(t.eventType, t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    index('payment_webhook_events_payment_idx').on(t.storePaymentId),
  ],
);
