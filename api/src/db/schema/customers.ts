import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './platform';
import { money, storeIdColumn } from './settings';

/** Customers, their addresses, groups and abandoned carts (spec 1 §3). */

export interface CustomField {
  name: string;
  value: string;
}

/**
 * A customer. The spec's `local{email, phone_no, country, country_code, password}` is kept as plain columns so
 * lists can filter and index them; order_count and order_total are kept up to date by booking writes so the
 * customer list can filter by them without aggregating bookings.
 */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    dob: date('dob'),
    /** Lower-case. */
    email: text('email'),
    /** Digits only, without the dialing code. */
    phoneNo: text('phone_no'),
    /** Dialing code such as '+91'. */
    countryCode: text('country_code'),
    country: text('country'),
    passwordHash: text('password_hash'),
    customerTags: text('customer_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
    points: integer('points').notNull().default(0),
    pushNotification: boolean('push_notification').notNull().default(false),
    orderCount: integer('order_count').notNull().default(0),
    orderTotal: money('order_total').notNull().default('0'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /**
     * Bumped by every staff save (compared in the UPDATE's WHERE, so a stale save is a 409), and by a trigger on
     * any points change that did not bump it itself (a booking spending points), so a form or the points modal
     * showing the old balance cannot write it back (migration 0008).
     */
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // The screens promise one live customer per e-mail and per phone in a store; under concurrency only an index
    // can keep that promise. Clashes answer in the screen's words (src/http/constraint-answers.ts).
    uniqueIndex('customers_store_email_key')
      .on(t.storeId, sql`lower(${t.email})`)
      .where(sql`${t.isDeleted} = false`),
    uniqueIndex('customers_store_phone_key')
      .on(t.storeId, t.phoneNo)
      .where(sql`${t.isDeleted} = false`),
    index('customers_store_created_idx').on(t.storeId, t.createdAt),
    index('customers_store_email_idx').on(t.storeId, t.email),
    index('customers_store_phone_idx').on(t.storeId, t.phoneNo),
    /**
     * Keyword search (customer search, the bookings list's keyword): `ILIKE '%kw%'` on the full name, e-mail and
     * phone walks these trigram indexes (pg_trgm, migration 0006) instead of reading every customer of the store.
     * The name expression must stay the one in customerKeywordMatch (src/db/customer-keyword.ts).
     */
    index('customers_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('customers_phone_trgm_idx').using('gin', t.phoneNo.op('gin_trgm_ops')),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    street: text('street').notNull().default(''),
    locality: text('locality').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    phoneNo: text('phone_no').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    index('customer_addresses_store_idx').on(t.storeId),
    // Exactly one default address per customer (issue 11): at most one here, the routes keep at least one.
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

export interface CustomerGroupCondition {
  /** Conditions not chosen are '' (spec 1 §5). */
  customer_total_value: string;
  customer_order_value: string;
  customer_order_count: string;
}

/** MANUAL groups list their members; AUTOMATED groups use the condition (spec 1 §4). */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    type: text('type').notNull().default('MANUAL'),
    image: text('image'),
    condition: jsonb('condition')
      .$type<CustomerGroupCondition>()
      .notNull()
      .default({ customer_total_value: '', customer_order_value: '', customer_order_count: '' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Bumped by every save; a save carrying an older one is a 409 (write-group.ts). */
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('customer_groups_store_idx').on(t.storeId, t.createdAt)],
);

export const customerGroupMembers = pgTable(
  'customer_group_members',
  {
    storeId: storeIdColumn(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.customerId] }),
    index('customer_group_members_customer_idx').on(t.customerId),
    index('customer_group_members_store_idx').on(t.storeId),
  ],
);

/** A line of a cart, as the cart screens send it (spec 2 "Cart line"). */
export interface CartLine {
  /** Null on a custom service line typed in by staff (is_custom). */
  product_id: string | null;
  name: string;
  variant_name?: string | null;
  is_custom?: boolean;
  product_category_id?: string | null;
  selected_quantity: number;
  selected_product_variant_id: string | null;
  selling_price: number;
  compare_at_price: number;
  display_price?: number;
  common_price?: boolean;
  request_fields?: { name: string; value: unknown }[];
  product_meta_datas?: { product_meta_name: string; product_meta_value: string }[];
}

/**
 * A customer's open cart: the staff's new-booking cart and the abandoned carts of the apps are the same thing,
 * one per customer per store. Deleted when a booking is placed from it (spec 1 §4).
 */
export const carts = pgTable(
  'carts',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    products: jsonb('products').$type<CartLine[]>().notNull().default([]),
    productsCount: integer('products_count').notNull().default(0),
    subTotal: money('sub_total').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    discountValue: money('discount_value').notNull().default('0'),
    pointsUsed: integer('points_used').notNull().default(0),
    /** Points the staff asked to spend; points_used is what the points settings allowed. */
    pointsRequested: integer('points_requested').notNull().default(0),
    total: money('total').notNull().default('0'),
    discount: jsonb('discount'),
    deliveryDate: date('delivery_date'),
    deliveryData: jsonb('delivery_data'),
    shippingAddress: jsonb('shipping_address'),
    billingAddress: jsonb('billing_address'),
    payment: jsonb('payment'),
    customerNotes: jsonb('customer_notes'),
    orderTags: text('order_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    storeLocationId: uuid('store_location_id'),
    /** A cart a staff member is building on the new-booking screen: not a customer's abandoned cart. */
    builtByStaff: boolean('built_by_staff').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carts_store_customer_key').on(t.storeId, t.customerId),
    index('carts_store_created_idx').on(t.storeId, t.createdAt),
    index('carts_store_updated_idx').on(t.storeId, t.updatedAt),
  ],
);
