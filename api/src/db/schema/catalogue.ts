import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './platform';
import { money, storeIdColumn, storeLocations, type Day, type TimeSlot } from './settings';

/** The catalogue (spec 3 §3): services (products) with variants, slots and forms; categories; collections; tags. */

export const productCategories = pgTable(
  'product_categories',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    urlSlug: text('url_slug').notNull(),
    image: text('image'),
    isParent: boolean('is_parent').notNull().default(false),
    parentCategoryId: uuid('parent_category_id').references((): AnyPgColumn => productCategories.id, {
      onDelete: 'set null',
    }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_categories_store_slug_key')
      .on(t.storeId, t.urlSlug)
      .where(sql`${t.isDeleted} = false`),
    index('product_categories_parent_idx').on(t.storeId, t.parentCategoryId),
  ],
);

export interface DisplayImage {
  image: string;
  is_default: boolean;
}
export interface ProductMetaData {
  product_meta_name: string;
  product_meta_value: string;
}
export interface ProductOtherDetails {
  min_quantity: number;
  max_quantity: number;
}
export interface VariantOption {
  name: string;
  values: string[];
}
export interface ProductSeo {
  title: string;
  description: string;
  keywords: string[];
}
export interface LocationStock {
  location_id: string;
  stock: number;
}

/** A service (spec 3 "Product"). Defaults follow spec 3 §4: available, common stock and price, 1..10. */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    parentSku: text('parent_sku').notNull(),
    urlSlug: text('url_slug').notNull(),
    sellingPrice: money('selling_price').notNull().default('0'),
    compareAtPrice: money('compare_at_price').notNull().default('0'),
    productCategoryId: uuid('product_category_id').references(() => productCategories.id, {
      onDelete: 'set null',
    }),
    displayImage: jsonb('display_image').$type<DisplayImage[]>().notNull().default([]),
    /** Channels the service is sold on: [{channel: 'POS'}, ...]. */
    availability: jsonb('availability').$type<{ channel: string }[]>().notNull().default([]),
    commonStock: boolean('common_stock').notNull().default(true),
    /** Units in stock when quantity is tracked at product level. */
    stock: integer('stock').notNull().default(0),
    locationStock: jsonb('location_stock').$type<LocationStock[]>().notNull().default([]),
    commonPrice: boolean('common_price').notNull().default(true),
    isAvailable: boolean('is_available').notNull().default(true),
    trackQuantity: boolean('track_quantity').notNull().default(false),
    productTags: text('product_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productMetaDatas: jsonb('product_meta_datas').$type<ProductMetaData[]>().notNull().default([]),
    productOtherDetails: jsonb('product_other_details')
      .$type<ProductOtherDetails>()
      .notNull()
      .default({ min_quantity: 1, max_quantity: 10 }),
    productVariantsOptions: jsonb('product_variants_options').$type<VariantOption[]>().notNull().default([]),
    applicableToLocation: uuid('applicable_to_location').references(() => storeLocations.id, {
      onDelete: 'set null',
    }),
    productSeo: jsonb('product_seo').$type<ProductSeo>(),
    customFields: jsonb('custom_fields').$type<{ name: string; value: string }[]>().notNull().default([]),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_store_slug_key')
      .on(t.storeId, t.urlSlug)
      .where(sql`${t.isDeleted} = false`),
    index('products_store_category_idx').on(t.storeId, t.productCategoryId),
    index('products_store_name_idx').on(t.storeId, t.name),
    index('products_store_created_idx').on(t.storeId, t.createdAt),
  ],
);

/** A variant: option values joined by a hyphen form its name (spec 3 "Variant"). */
export const productVariants = pgTable(
  'product_variants',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantName: text('variant_name').notNull(),
    sku: text('sku').notNull(),
    trackQuantity: boolean('track_quantity').notNull().default(false),
    stock: integer('stock').notNull().default(0),
    sellingPrice: money('selling_price').notNull().default('0'),
    compareAtPrice: money('compare_at_price').notNull().default('0'),
    minQuantity: integer('min_quantity').notNull().default(1),
    maxQuantity: integer('max_quantity').notNull().default(10),
    displayImage: jsonb('display_image').$type<DisplayImage[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.position),
    index('product_variants_store_sku_idx').on(t.storeId, t.sku),
  ],
);

/** A weekday card of time slots of a service, or of one variant when variant_id is set (spec 3 "Slots"). */
export const productSlots = pgTable(
  'product_slots',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    day: text('day').$type<Day>().notNull(),
    slots: jsonb('slots').$type<TimeSlot[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by'),
    ...timestamps,
  },
  (t) => [
    index('product_slots_product_idx').on(t.productId, t.variantId),
    index('product_slots_store_idx').on(t.storeId),
  ],
);

export const REQUEST_FIELD_TYPES = [
  'SINGLE_LINE',
  'MULTI_LINE',
  'SINGLE_ITEM',
  'RADIO',
  'MULTI_ITEM',
  'IMAGE',
  'NUMBER',
  'DATE',
  'TIME',
  'VIDEO',
] as const;
export type RequestFieldType = (typeof REQUEST_FIELD_TYPES)[number];

/** A question of a service's request form (spec 2 and 3 "Request field"). */
export interface RequestField {
  _id: string;
  name: string;
  field_type: RequestFieldType;
  field_options: string[];
  is_mandatory: boolean;
  is_active: boolean;
  product_variant_id: string | null;
  value?: unknown;
}

/** The request form of a service: one per service, its questions an ordered list. */
export const productForms = pgTable(
  'product_forms',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    requestFields: jsonb('request_fields').$type<RequestField[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_forms_product_key').on(t.productId),
    index('product_forms_store_idx').on(t.storeId),
  ],
);

/** A collection (spec 3 "product_group"). */
export const productCollections = pgTable(
  'product_collections',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    urlSlug: text('url_slug').notNull(),
    image: text('image'),
    applicableToLocation: uuid('applicable_to_location').references(() => storeLocations.id, {
      onDelete: 'set null',
    }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_collections_store_slug_key')
      .on(t.storeId, t.urlSlug)
      .where(sql`${t.isDeleted} = false`),
    index('product_collections_store_idx').on(t.storeId, t.createdAt),
  ],
);

export const productCollectionItems = pgTable(
  'product_collection_items',
  {
    storeId: storeIdColumn(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => productCollections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('product_collection_items_product_idx').on(t.productId),
    index('product_collection_items_store_idx').on(t.storeId),
  ],
);

/** Tags staff put on bookings and customers (spec 3 "Store tag"). */
export const storeTags = pgTable(
  'store_tags',
  {
    id: idColumn(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('store_tags_store_name_key')
      .on(t.storeId, t.name)
      .where(sql`${t.isDeleted} = false`),
  ],
);
