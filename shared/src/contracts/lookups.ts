import { Type, type Static } from 'typebox';
import { Id, Paged } from './common';

/**
 * Lookups of the new-booking and booking screens (issue 3, permission `read_lookups`) and the service picker
 * (`search_product`). Every list answers `{data, pages, total}`; paths are under /api.
 *
 *   GET store/order_status/all      StoreOrderStatus[] in display order (the first is a new booking's default)
 *   GET master/order_status/all     MasterOrderStatus[] (global; the id ending in 819 is completed)
 *   GET store/delivery_slot/all     DeliverySlotDay[] (one card per weekday, MONDAY..SUNDAY)
 *   GET store/delivery_type/all     DeliveryType[] (active ones, default first)
 *   GET store/location/all          StoreLocation[] by name
 *   GET store/tax/all               Tax[]
 *   GET store/discount/all          Discount[] (active, not deleted)
 *   GET master/payment_method/all   PaymentMethod[] (global, active; request_customer_payment flags the one
 *                                   that forces an unpaid booking)
 *   GET store/points                {data: PointsConfig | null}
 *   GET store/product/all           ProductOption[] (filter.keyword on name / sku, filter.is_available)
 *   GET store/product/form          {data: {is_available, request_fields}} for ?product_id=
 *
 * Money is a JSON number with two decimals.
 */

/** Lookups are fetched whole (spec 2 §9: limit 10000, offset 0 or 1); offset 0 is read as page 1. */
export const LookupQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 10000 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, default: 1 })),
  },
  { additionalProperties: false },
);
export type LookupQuery = Static<typeof LookupQuery>;

export const StoreOrderStatus = Type.Object({
  _id: Id,
  name: Type.String(),
  master_order_status_id: Id,
  position: Type.Integer(),
});
export type StoreOrderStatus = Static<typeof StoreOrderStatus>;
export const StoreOrderStatusList = Paged(StoreOrderStatus);
export type StoreOrderStatusList = Static<typeof StoreOrderStatusList>;

export const MasterOrderStatus = Type.Object({
  _id: Id,
  code: Type.String(),
  name: Type.String(),
  position: Type.Integer(),
});
export type MasterOrderStatus = Static<typeof MasterOrderStatus>;
export const MasterOrderStatusList = Paged(MasterOrderStatus);
export type MasterOrderStatusList = Static<typeof MasterOrderStatusList>;

export const TimeSlot = Type.Object({
  _id: Type.String(),
  start_time: Type.String(),
  end_time: Type.String(),
  cutoff_time: Type.String(),
  is_active: Type.Boolean(),
});
export type TimeSlot = Static<typeof TimeSlot>;

export const DeliverySlotDay = Type.Object({
  _id: Id,
  /** Upper-case weekday, e.g. MONDAY. */
  day: Type.String(),
  start_time: Type.Union([Type.String(), Type.Null()]),
  end_time: Type.Union([Type.String(), Type.Null()]),
  is_holiday: Type.Boolean(),
  is_active: Type.Boolean(),
  slots: Type.Array(TimeSlot),
});
export type DeliverySlotDay = Static<typeof DeliverySlotDay>;
export const DeliverySlotDayList = Paged(DeliverySlotDay);
export type DeliverySlotDayList = Static<typeof DeliverySlotDayList>;

export const DeliveryType = Type.Object({
  _id: Id,
  /** e.g. SCHEDULED (the default), EXPRESS. */
  type: Type.String(),
  name: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  price: Type.Number(),
  /** Delivery is free when the sub total reaches this (0 = never free). */
  cutoff_price: Type.Number(),
  is_active: Type.Boolean(),
  is_default: Type.Boolean(),
});
export type DeliveryType = Static<typeof DeliveryType>;
export const DeliveryTypeList = Paged(DeliveryType);
export type DeliveryTypeList = Static<typeof DeliveryTypeList>;

export const StoreLocation = Type.Object({
  _id: Id,
  name: Type.String(),
  serving_locations: Type.Array(Type.Object({ pincode: Type.String() })),
});
export type StoreLocation = Static<typeof StoreLocation>;
export const StoreLocationList = Paged(StoreLocation);
export type StoreLocationList = Static<typeof StoreLocationList>;

export const Tax = Type.Object({
  _id: Id,
  name: Type.String(),
  /** A percentage when type is PERCENTAGE, an amount per booking when FIXED. */
  value: Type.Number(),
  type: Type.String(),
  description: Type.String(),
});
export type Tax = Static<typeof Tax>;
export const TaxList = Paged(Tax);
export type TaxList = Static<typeof TaxList>;

export const Discount = Type.Object({
  _id: Id,
  name: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  discount_type: Type.String(),
  /** PERCENTAGE or VALUE. */
  value_type: Type.String(),
  value: Type.Number(),
  expiry_date: Type.Union([Type.String(), Type.Null()]),
  is_active: Type.Boolean(),
});
export type Discount = Static<typeof Discount>;
export const DiscountList = Paged(Discount);
export type DiscountList = Static<typeof DiscountList>;

export const PaymentMethod = Type.Object({
  _id: Id,
  code: Type.String(),
  name: Type.String(),
  position: Type.Integer(),
  /** True for the method that asks the customer to pay later: the booking is forced unpaid. */
  request_customer_payment: Type.Boolean(),
});
export type PaymentMethod = Static<typeof PaymentMethod>;
export const PaymentMethodList = Paged(PaymentMethod);
export type PaymentMethodList = Static<typeof PaymentMethodList>;

export const PointsConfig = Type.Object({
  _id: Id,
  /** `points` points are worth `currency` money. */
  uom: Type.Object({ points: Type.Number(), currency: Type.Number() }),
  usage_condition: Type.Array(
    Type.Object({
      customer_group: Type.String(),
      order_value_min: Type.Number(),
      order_value_max: Type.Number(),
      points_cap: Type.Number(),
    }),
  ),
});
export type PointsConfig = Static<typeof PointsConfig>;
export const PointsConfigReply = Type.Object({ data: Type.Union([PointsConfig, Type.Null()]) });
export type PointsConfigReply = Static<typeof PointsConfigReply>;

/** GET store/product/all: the service picker (keyword of 3+ characters is a client rule; any is accepted). */
export const ProductSearchQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 20 })),
    offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
    'filter.keyword': Type.Optional(Type.String({ maxLength: 100 })),
    'filter.is_available': Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ProductSearchQuery = Static<typeof ProductSearchQuery>;

export const ProductVariantOption = Type.Object({
  _id: Id,
  name: Type.String(),
  price: Type.Number(),
  compare_at_price: Type.Number(),
});
export type ProductVariantOption = Static<typeof ProductVariantOption>;

export const ProductOption = Type.Object({
  _id: Id,
  name: Type.String(),
  parent_sku: Type.String(),
  selling_price: Type.Number(),
  compare_at_price: Type.Number(),
  /** When false, each variant has its own price. */
  common_price: Type.Boolean(),
  is_available: Type.Boolean(),
  product_category_id: Type.Union([Id, Type.Null()]),
  image: Type.Union([Type.String(), Type.Null()]),
  min_quantity: Type.Integer(),
  max_quantity: Type.Integer(),
  variants: Type.Array(ProductVariantOption),
});
export type ProductOption = Static<typeof ProductOption>;
export const ProductOptionList = Paged(ProductOption);
export type ProductOptionList = Static<typeof ProductOptionList>;

export const ProductFormQuery = Type.Object({ product_id: Id }, { additionalProperties: false });
export type ProductFormQuery = Static<typeof ProductFormQuery>;

/** A request field (spec 2 §3). field_options is always a list here. */
export const RequestFieldSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  field_type: Type.String(),
  field_options: Type.Array(Type.String()),
  is_mandatory: Type.Boolean(),
  is_active: Type.Boolean(),
  product_variant_id: Type.Union([Type.String(), Type.Null()]),
});
export type RequestFieldSchema = Static<typeof RequestFieldSchema>;

/** is_available false when the service has no active form (then it is added without one). */
export const ProductFormReply = Type.Object({
  data: Type.Object({ is_available: Type.Boolean(), request_fields: Type.Array(RequestFieldSchema) }),
});
export type ProductFormReply = Static<typeof ProductFormReply>;
