import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tz } from './platform';
import { storeIdColumn } from './settings';
import { bookings } from './bookings';
import { customerSubscriptions, type ContractDeliveryData } from './contracts';

/**
 * The visit ledger of customer contracts (issue 23): each service a contract covers is a row with the visits sold
 * (total_quantity) and left (available_quantity), and each booking made against a contract is a visit row. A
 * service request takes visits with a conditional UPDATE (`available_quantity >= n`) in the booking's
 * transaction; the CHECK keeps the balance between 0 and the total whatever a writer does. A cancelled or deleted
 * booking gives its visits back once: the visit row's returned_at is set conditionally (`returned_at is null`).
 */
export const customerSubscriptionItems = pgTable(
  'customer_subscription_items',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    customerSubscriptionId: uuid('customer_subscription_id')
      .notNull()
      .references(() => customerSubscriptions.id, { onDelete: 'cascade' }),
    /** The order the contract lists its services in. */
    position: integer('position').notNull(),
    /** The catalogue's service (no foreign key: a deleted service still shows on contracts sold with it). */
    productId: uuid('product_id').notNull(),
    selectedProductVariantId: uuid('selected_product_variant_id'),
    /** Units per visit. */
    quantity: integer('quantity').notNull(),
    totalQuantity: integer('total_quantity').notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    deliveryData: jsonb('delivery_data').$type<ContractDeliveryData>().notNull(),
    requestFields: jsonb('request_fields').$type<{ name: string; value: unknown }[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('customer_subscription_items_contract_idx').on(t.customerSubscriptionId, t.position),
    check(
      'customer_subscription_items_balance',
      sql`${t.availableQuantity} >= 0 and ${t.availableQuantity} <= ${t.totalQuantity} and ${t.quantity} >= 1`,
    ),
  ],
);

/** A booking made against a contract's service: the visits it took, and when they were given back (if ever). */
export const contractVisits = pgTable(
  'contract_visits',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    customerSubscriptionId: uuid('customer_subscription_id')
      .notNull()
      .references(() => customerSubscriptions.id, { onDelete: 'cascade' }),
    customerSubscriptionItemId: uuid('customer_subscription_item_id')
      .notNull()
      .references(() => customerSubscriptionItems.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Visits taken (the request's quantity). */
    quantity: integer('quantity').notNull(),
    /** Set once, when the booking was cancelled or deleted and the visits went back to the item. */
    returnedAt: tz('returned_at'),
    createdBy: uuid('created_by'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('contract_visits_booking_key').on(t.bookingId),
    index('contract_visits_item_idx').on(t.customerSubscriptionItemId, t.createdAt),
    check('contract_visits_quantity', sql`${t.quantity} >= 1`),
  ],
);

export const CONTRACT_SYNC_RESULTS = ['SYNCED', 'FAILED', 'NOT_CONFIGURED'] as const;
export type ContractSyncResult = (typeof CONTRACT_SYNC_RESULTS)[number];

/** Every attempt to sync a contract with the field-service system (PUT store/customer_subscription/sync). */
export const customerSubscriptionSyncs = pgTable(
  'customer_subscription_syncs',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    customerSubscriptionId: uuid('customer_subscription_id')
      .notNull()
      .references(() => customerSubscriptions.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id'),
    result: text('result').$type<ContractSyncResult>().notNull(),
    /** The field-service system's id of the contract, when it answered with one. */
    externalId: text('external_id'),
    /** What the system (or the adapter) said, for the person reading the log. */
    message: text('message').notNull().default(''),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('customer_subscription_syncs_contract_idx').on(t.customerSubscriptionId, t.createdAt)],
);
