import { CHANNELS, type Channel } from '@storedesk/shared/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, stores, timestamps, tz } from './platform';
import { customers } from './customers';
import { productCategories, type ProductMetaData } from './catalogue';
import { customerSubscriptions, type PaymentBlock } from './contracts';
import { money, storeIdColumn, storeLocations, storeOrderStatuses } from './settings';

/** Bookings (spec 2 "Booking (order)"), their items, notes and status history. */

/** Order types are the sales channel codes (spec 1 §1), kept once in the shared contracts. */
export const ORDER_TYPES = CHANNELS;
export type OrderType = Channel;

export interface DeliveryData {
  day: string;
  start_time: string;
  end_time: string;
  cutoff_time?: string;
  type: string;
  duration?: number;
  delivery_cost?: number;
}
export interface BookingDiscount {
  type: 'PERCENTAGE' | 'VALUE' | 'COUPON' | 'POINTS';
  discount_value: number;
}
/** A short copy of the booked lines kept on the booking for lists and prints; booking_items is the truth. */
export interface BookingProductSummary {
  product_id: string;
  name: string;
  variant_name: string | null;
  quantity: number;
  price: number;
}
export interface ShippingAddress {
  first_name: string;
  last_name: string;
  street: string;
  locality: string;
  landmark: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  country_code: string;
  phone_no: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A booking. order_type is the channel code. is_paid mirrors payment.is_paid so the list can filter on it.
 * Triggers keep booking_stats in step with every insert, update and delete (migration dashboard_stats).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    orderType: text('order_type').$type<OrderType>().notNull(),
    products: jsonb('products').$type<BookingProductSummary[]>().notNull().default([]),
    subTotal: money('sub_total').notNull(),
    tax: money('tax').notNull().default('0'),
    /** The discount as chosen ({type, value}), and discount_value the amount it took off. */
    discount: jsonb('discount').$type<{ type: 'PERCENTAGE' | 'VALUE'; value: number } | null>(),
    discountValue: money('discount_value').notNull().default('0'),
    discountByAdmin: money('discount_by_admin').notNull().default('0'),
    discounts: jsonb('discounts').$type<BookingDiscount[]>().notNull().default([]),
    total: money('total').notNull(),
    pointsUsed: integer('points_used').notNull().default(0),
    discountByPoints: money('discount_by_points').notNull().default('0'),
    deliveryDate: date('delivery_date'),
    deliveryData: jsonb('delivery_data').$type<DeliveryData>(),
    deliveryMode: text('delivery_mode').notNull().default('SCHEDULED'),
    currentStatusId: uuid('current_status_id')
      .notNull()
      .references(() => storeOrderStatuses.id),
    statusUpdatedBy: uuid('status_updated_by'),
    payment: jsonb('payment')
      .$type<PaymentBlock>()
      .notNull()
      .default({ is_paid: false, payment_method: null, transaction_id: null }),
    isPaid: boolean('is_paid').notNull().default(false),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    billingAddress: jsonb('billing_address').$type<ShippingAddress>(),
    orderTags: text('order_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    storeLocationId: uuid('store_location_id').references(() => storeLocations.id, { onDelete: 'set null' }),
    customerSubscriptionId: uuid('customer_subscription_id').references(() => customerSubscriptions.id, {
      onDelete: 'set null',
    }),
    zuperJobUid: text('zuper_job_uid'),
    requestCustomerPayment: boolean('request_customer_payment').notNull().default(false),
    sendMail: boolean('send_mail').notNull().default(true),
    /** The employee who created it (CSC bookings); null for app bookings. */
    createdBy: uuid('created_by'),
    /** Optimistic concurrency: every edit sends the version it read and bumps it; a stale one is refused (409). */
    version: integer('version').notNull().default(1),
    /** The screen's key of one submit (POST store/order): a retried or doubled request finds this booking. */
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
  },
  (t) => [
    /** The list's order (newest first, id as tie-breaker), so a page is an index walk (routes/orders/list-orders-*.ts). */
    index('bookings_store_created_id_idx').on(t.storeId, t.createdAt, t.id),
    /** The day-wise view's order (slot start, then number) with keyset paging (routes/orders/daywise-orders.ts). */
    index('bookings_store_delivery_slot_idx').on(
      t.storeId,
      t.deliveryDate,
      sql`coalesce(${t.deliveryData} ->> 'start_time', '')`,
      t.orderNumber,
    ),
    uniqueIndex('bookings_store_order_number_key').on(t.storeId, t.orderNumber),
    uniqueIndex('bookings_store_idempotency_key').on(t.storeId, t.idempotencyKey),
    // (No separate (store_id, created_at) index: bookings_store_created_id_idx serves every query it would.)
    index('bookings_store_delivery_date_idx').on(t.storeId, t.deliveryDate),
    // Also bookings_store_delivery_created_idx (store_id, delivery_date, created_at, id) INCLUDE (current_status_id,
    // is_paid), written by hand in migration 0013 because drizzle cannot declare INCLUDE: a list filtered by a
    // delivery window reads each day newest first from it and merges the days, 20 rows a page (list-orders-filtered.ts).
    // With id, the bookings of a keyword's customers (list-orders-keyword.ts) and a customer's own list are read from the
    // index alone, newest first, without a visit to the wide booking rows.
    index('bookings_store_customer_idx').on(t.storeId, t.customerId, t.createdAt, t.id),
    index('bookings_store_status_idx').on(t.storeId, t.currentStatusId),
    index('bookings_subscription_idx').on(t.customerSubscriptionId),
  ],
);

/**
 * Bookings per store and UTC day of created_at, kept exact by statement-level triggers (migration
 * booking_day_counts). The unfiltered list reads its `total` from here (a few hundred rows instead of counting
 * hundreds of thousands of index entries) and jumps to a deep page's day before walking the index
 * (routes/orders/list-orders-unfiltered.ts). Never written by application code.
 */
export const bookingDayCounts = pgTable(
  'booking_day_counts',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'booking_day_counts_pkey', columns: [t.storeId, t.day] })],
);

/**
 * A version per store and store-local day of created_at, bumped by statement-level triggers on bookings and
 * booking_items (migration 0013) whenever a booking or line of that day is written. GET analytics/dashboard caches
 * its answer per store and day under this version, so a change reaches every API instance on the database.
 */
export const dashboardDayVersions = pgTable(
  'dashboard_day_versions',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ name: 'dashboard_day_versions_pkey', columns: [t.storeId, t.day] })],
);

/**
 * A booked line. store_id and booking_created_at are copied from the booking (which never changes them) so the
 * triggers that keep booking_item_stats can bucket a line without joining bookings.
 */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    bookingCreatedAt: tz('booking_created_at').notNull(),
    productId: uuid('product_id'),
    variantId: uuid('variant_id'),
    productName: text('product_name').notNull(),
    variantName: text('variant_name'),
    categoryId: uuid('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    price: money('price').notNull(),
    compareAtPrice: money('compare_at_price').notNull().default('0'),
    requestFields: jsonb('request_fields').$type<{ name: string; value: unknown }[]>().notNull().default([]),
    productMetaDatas: jsonb('product_meta_datas').$type<ProductMetaData[]>().notNull().default([]),
    /** True for a custom service typed in by staff (spec 2 "New booking"). */
    isCustom: boolean('is_custom').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('booking_items_booking_idx').on(t.bookingId),
    index('booking_items_store_created_idx').on(t.storeId, t.bookingCreatedAt),
  ],
);

/** A note on a booking, written by an employee or the customer (spec 2 "customer_notes"). */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    createdBy: uuid('created_by'),
    createdByType: text('created_by_type').$type<'EMPLOYEE' | 'CUSTOMER'>().notNull(),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('booking_notes_booking_idx').on(t.bookingId, t.createdAt),
    index('booking_notes_store_idx').on(t.storeId),
  ],
);

export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    statusId: uuid('status_id')
      .notNull()
      .references(() => storeOrderStatuses.id),
    statusName: text('status_name').notNull(),
    updatedBy: uuid('updated_by'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('booking_status_history_booking_idx').on(t.bookingId, t.createdAt),
    index('booking_status_history_store_idx').on(t.storeId),
  ],
);

/**
 * Dashboard rollups. Scanning a busy day's bookings (tens of thousands of rows at a million bookings) does not fit
 * the dashboard's 50 ms budget, so statement-level triggers on bookings and booking_items (migration
 * dashboard_stats) keep per-15-minute sums that the dashboard adds up instead: a day is at most 96 buckets.
 * Buckets are 15 minutes of UTC time, so every real time zone's local hours and days are whole buckets and a
 * store may change its time zone without a rebuild. Never written by application code.
 */
export const STATS_BUCKET_SECONDS = 900;

export const bookingStats = pgTable(
  'booking_stats',
  {
    storeId: storeIdColumn(),
    /** Start of the 15-minute UTC interval holding the bookings' created_at. */
    bucket: tz('bucket').notNull(),
    orderType: text('order_type').notNull(),
    statusId: uuid('status_id').notNull(),
    orders: integer('orders').notNull().default(0),
    sales: numeric('sales', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'booking_stats_pkey', columns: [t.storeId, t.bucket, t.orderType, t.statusId] }),
  ],
);

/** Key columns are NOT NULL (portable ON CONFLICT), so a line without a category is counted under this id. */
export const NO_CATEGORY_ID = '00000000-0000-0000-0000-000000000000';

export const bookingItemStats = pgTable(
  'booking_item_stats',
  {
    storeId: storeIdColumn(),
    bucket: tz('bucket').notNull(),
    productName: text('product_name').notNull(),
    categoryId: uuid('category_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'booking_item_stats_pkey',
      columns: [t.storeId, t.bucket, t.productName, t.categoryId],
    }),
  ],
);
