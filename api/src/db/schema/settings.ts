import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  date,
} from 'drizzle-orm/pg-core';
import { idColumn, stores, timestamps, tz } from './platform';

/**
 * Store settings (spec 3 §3): booking statuses and their global master list, payment methods, delivery slots and
 * types, taxes, discounts, locations, points, notification triggers, pages, sliders, custom code, uploads.
 * Also the two column helpers every store-scoped domain table uses.
 */

/** Every domain row belongs to one store; deleting a store removes its data. Indexed by each table. */
export const storeIdColumn = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/** Money is exact decimal (never float); drizzle hands it over as a string such as '1299.00'. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Day = (typeof DAYS)[number];

/** A bookable time window; times are 'HH:mm' local to the store. */
export interface TimeSlot {
  _id: string;
  start_time: string;
  end_time: string;
  cutoff_time: string;
  is_active: boolean;
}

/**
 * The global master statuses. Fixed ids, inserted by a migration (so every database has them, seeded or not).
 * The one ending in 819 means completed (spec 2 §4): it marks the booking paid and blocks further edits.
 */
export const MASTER_ORDER_STATUSES = [
  { id: '00000000-0000-4000-8000-000000000811', code: 'PLACED', name: 'Placed', position: 1 },
  { id: '00000000-0000-4000-8000-000000000812', code: 'CONFIRMED', name: 'Confirmed', position: 2 },
  { id: '00000000-0000-4000-8000-000000000813', code: 'ASSIGNED', name: 'Assigned', position: 3 },
  { id: '00000000-0000-4000-8000-000000000814', code: 'IN_PROGRESS', name: 'In Progress', position: 4 },
  { id: '00000000-0000-4000-8000-000000000815', code: 'ON_HOLD', name: 'On Hold', position: 5 },
  { id: '00000000-0000-4000-8000-000000000816', code: 'RESCHEDULED', name: 'Rescheduled', position: 6 },
  { id: '00000000-0000-4000-8000-000000000817', code: 'CANCELLED', name: 'Cancelled', position: 7 },
  { id: '00000000-0000-4000-8000-000000000818', code: 'REFUNDED', name: 'Refunded', position: 8 },
  { id: '00000000-0000-4000-8000-000000000819', code: 'COMPLETED', name: 'Completed', position: 9 },
] as const;
export const COMPLETED_MASTER_ORDER_STATUS_ID = '00000000-0000-4000-8000-000000000819';
/** Cancelled: a booking made against a contract gives its visits back (issue 23). */
export const CANCELLED_MASTER_ORDER_STATUS_ID = '00000000-0000-4000-8000-000000000817';
/** Refunded: only a paid booking can be refunded (issue 21 §5). */
export const REFUNDED_MASTER_ORDER_STATUS_ID = '00000000-0000-4000-8000-000000000818';

/** The global payment methods, inserted by the same migration. request_customer_payment forces is_paid false. */
export const MASTER_PAYMENT_METHODS = [
  { id: '00000000-0000-4000-8000-000000000901', code: 'cash', name: 'Cash', position: 1 },
  { id: '00000000-0000-4000-8000-000000000902', code: 'upi', name: 'UPI', position: 2 },
  { id: '00000000-0000-4000-8000-000000000903', code: 'card', name: 'Card', position: 3 },
  { id: '00000000-0000-4000-8000-000000000904', code: 'net_banking', name: 'Net Banking', position: 4 },
  {
    id: '00000000-0000-4000-8000-000000000905',
    code: 'request_customer_payment',
    name: 'Request Customer Payment',
    position: 5,
  },
] as const;
export const REQUEST_CUSTOMER_PAYMENT_METHOD_ID = '00000000-0000-4000-8000-000000000905';

/** GLOBAL: the fixed list every store maps its own booking statuses to (rows: MASTER_ORDER_STATUSES). */
export const masterOrderStatuses = pgTable('master_order_statuses', {
  id: uuid('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/** A store's own booking statuses (spec 3 "Store booking status"), each pointing at a master status. */
export const storeOrderStatuses = pgTable(
  'store_order_statuses',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    masterOrderStatusId: uuid('master_order_status_id')
      .notNull()
      .references(() => masterOrderStatuses.id),
    /** Display order; the first one is the default of a new booking (spec 2 "New booking"). */
    position: integer('position').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('store_order_statuses_store_idx').on(t.storeId, t.position)],
);

/** GLOBAL: payment options (spec 3 "Store settings: payment methods"); code 'request_customer_payment' forces unpaid. */
export const masterPaymentMethods = pgTable('master_payment_methods', {
  id: uuid('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** A weekday card of bookable slots (spec 3 "Delivery slot day card"); one card per weekday per store. */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    day: text('day').$type<Day>().notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    isHoliday: boolean('is_holiday').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    slots: jsonb('slots').$type<TimeSlot[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('delivery_slots_store_day_key').on(t.storeId, t.day)],
);

/** Booking types (spec 3 "Booking type"); SCHEDULED is the default one. */
export const deliveryTypes = pgTable(
  'delivery_types',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    price: money('price').notNull().default('0'),
    cutoffPrice: money('cutoff_price').notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('delivery_types_store_type_key').on(t.storeId, t.type)],
);

export const taxes = pgTable(
  'taxes',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    /** A percentage when type is PERCENTAGE, an amount when FIXED. */
    value: numeric('value', { precision: 12, scale: 3 }).notNull(),
    type: text('type').notNull().default('PERCENTAGE'),
    description: text('description').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('taxes_store_idx').on(t.storeId, t.createdAt)],
);

export interface DiscountAvailableTo {
  criteria: 'ANY' | 'FIRST_TIME_ORDER';
  customer_first_order: boolean;
}

export const discounts = pgTable(
  'discounts',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    code: text('code'),
    /** PRODUCT, PRODUCT_COLLECTION, CATEGORY, ORDER (spec 3 names the first two; others not shown). */
    discountType: text('discount_type').notNull(),
    /** PERCENTAGE or VALUE (spec 2 §5: type defaults to VALUE). */
    valueType: text('value_type').notNull().default('VALUE'),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    productId: uuid('product_id'),
    productCategoryId: uuid('product_category_id'),
    productCollectionId: uuid('product_collection_id'),
    expiryDate: date('expiry_date'),
    discountLimitAvailability: boolean('discount_limit_availability').notNull().default(false),
    discountAvailableTo: jsonb('discount_available_to')
      .$type<DiscountAvailableTo>()
      .notNull()
      .default({ criteria: 'ANY', customer_first_order: false }),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('discounts_store_idx').on(t.storeId, t.createdAt)],
);

/** A service area: its name (a city) and the pincodes it serves (spec 3 "Store location"). */
export const storeLocations = pgTable(
  'store_locations',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    servingLocations: jsonb('serving_locations').$type<{ pincode: string }[]>().notNull().default([]),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('store_locations_store_idx').on(t.storeId, t.name)],
);

export interface PointsUom {
  points: number;
  currency: number;
}
export interface PointsUsageCondition {
  customer_group: string;
  order_value_min: number;
  order_value_max: number;
  points_cap: number;
}
export interface PointGeneration {
  order_value_percentage: number;
  order_value_condition: { points: number; order_value_min: number; order_value_max: number }[];
}

/** One set of loyalty rules per store (spec 3 "Points config"). */
export const pointsConfig = pgTable(
  'points_config',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    uom: jsonb('uom').$type<PointsUom>().notNull(),
    usageCondition: jsonb('usage_condition').$type<PointsUsageCondition[]>().notNull().default([]),
    pointGeneration: jsonb('point_generation').$type<PointGeneration>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('points_config_store_key').on(t.storeId)],
);

export interface EmployeeNotificationSettings {
  email: string[];
  sms: string[];
  in_app: string[];
}
export interface CustomerNotificationSettings {
  email: boolean;
  sms: boolean;
  in_app: boolean;
}

/** Notification triggers: per event, which employees and which customer channels are told (spec 3). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    event: text('event').notNull(),
    employeeNotificationSettings: jsonb('employee_notification_settings')
      .$type<EmployeeNotificationSettings>()
      .notNull()
      .default({ email: [], sms: [], in_app: [] }),
    customerNotificationSettings: jsonb('customer_notification_settings')
      .$type<CustomerNotificationSettings>()
      .notNull()
      .default({ email: false, sms: false, in_app: false }),
    ...timestamps,
  },
  (t) => [uniqueIndex('notification_settings_store_event_key').on(t.storeId, t.event)],
);

/** Content pages (spec 3 "Page"); the slug is unique among a store's pages that are not deleted. */
export const pages = pgTable(
  'pages',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    urlSlug: text('url_slug').notNull(),
    pageContent: text('page_content').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pages_store_slug_key')
      .on(t.storeId, t.urlSlug)
      .where(sql`${t.isDeleted} = false`),
    index('pages_store_idx').on(t.storeId, t.createdAt),
  ],
);

export interface Slide {
  type: 'NONE' | 'PRODUCT' | 'CATEGORY' | 'PRODUCT_GROUP';
  redirect_id: string | null;
  image: string;
}

/** One slider per channel per store; slides are an ordered embedded list (spec 3 "Slider"). */
export const sliders = pgTable(
  'sliders',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    channel: text('channel').notNull(),
    slides: jsonb('slides').$type<Slide[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('sliders_store_channel_key').on(t.storeId, t.channel)],
);

/** Custom CSS / JS of the storefront, one row per store. */
export const customCode = pgTable(
  'custom_code',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    cssContent: text('css_content').notNull().default(''),
    jsContent: text('js_content').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('custom_code_store_key').on(t.storeId)],
);

/** Files stored by POST misc/upload; `type` is the spec's upload type (PRODUCT, SLIDER, OTHERS, ...). */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    employeeId: uuid('employee_id'),
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Where the file lives (a storage key); the public url is derived from it. */
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_store_idx').on(t.storeId, t.createdAt)],
);
