import { Type, type Static } from 'typebox';
import { Id } from './common';
import { OrderTypeSchema, Str } from './order-fields';
import { ADDRESS_PART_MAX_LENGTH } from './address-parts';

/** The booking as the screens get it (list rows are in order-list.ts), and GET store/order/details. */

export const OrderCustomer = Type.Object({
  _id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  phone_no: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
});
export type OrderCustomer = Static<typeof OrderCustomer>;

export const RequestFieldValue = Type.Object(
  {
    name: Str(200),
    /** Text, number, or a list of choices for MULTI_ITEM. */
    value: Type.Union([
      Str(2000),
      Type.Number(),
      Type.Boolean(),
      Type.Null(),
      Type.Array(Str(500), { maxItems: 50 }),
    ]),
  },
  { additionalProperties: false },
);
export type RequestFieldValue = Static<typeof RequestFieldValue>;

/** A booked line, in the cart line's names. `_id` is the line's own id (for edits). */
export const OrderLine = Type.Object({
  _id: Id,
  /** Null for a custom service typed in by staff. */
  product_id: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  variant_name: Type.Union([Type.String(), Type.Null()]),
  selected_quantity: Type.Integer(),
  selected_product_variant_id: Type.Union([Id, Type.Null()]),
  /** Unit price. */
  selling_price: Type.Number(),
  compare_at_price: Type.Number(),
  request_fields: Type.Array(RequestFieldValue),
  is_custom: Type.Boolean(),
});
export type OrderLine = Static<typeof OrderLine>;

export const OrderDiscountEntry = Type.Object({
  type: Type.String(),
  discount_value: Type.Number(),
});

export const DeliveryDataSchema = Type.Object(
  {
    day: Str(12),
    start_time: Str(8),
    end_time: Str(8),
    cutoff_time: Type.Optional(Str(8)),
    type: Str(40),
    duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 })),
    delivery_cost: Type.Optional(Type.Number({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type DeliveryData = Static<typeof DeliveryDataSchema>;

export const OrderStatusBlock = Type.Object({
  status_name: Type.String(),
  status_id: Id,
  master_order_status_id: Id,
  updated_by: Type.Union([Id, Type.Null()]),
});

export const OrderPaymentBlock = Type.Object({
  is_paid: Type.Boolean(),
  payment_method: Type.Union([Type.String(), Type.Null()]),
  transaction_id: Type.Union([Type.String(), Type.Null()]),
});

/** Address fields of spec 2 "Address" plus locality and landmark; latitude/longitude from the map picker. */
export const OrderAddress = Type.Object(
  {
    first_name: Str(ADDRESS_PART_MAX_LENGTH.first_name),
    last_name: Str(ADDRESS_PART_MAX_LENGTH.last_name),
    street: Str(ADDRESS_PART_MAX_LENGTH.street),
    locality: Type.Optional(Str(ADDRESS_PART_MAX_LENGTH.locality)),
    landmark: Type.Optional(Str(ADDRESS_PART_MAX_LENGTH.landmark)),
    city: Str(ADDRESS_PART_MAX_LENGTH.city),
    state: Str(ADDRESS_PART_MAX_LENGTH.state),
    zip_code: Str(ADDRESS_PART_MAX_LENGTH.zip_code),
    country: Str(ADDRESS_PART_MAX_LENGTH.country),
    country_code: Type.Optional(Str(10)),
    phone_dialing_code: Type.Optional(Str(10)),
    phone_no: Type.Optional(Str(ADDRESS_PART_MAX_LENGTH.phone_no)),
    latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
    longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type OrderAddress = Static<typeof OrderAddress>;

export const OrderNote = Type.Object({
  _id: Id,
  note: Type.String(),
  created_by: Type.Union([Id, Type.Null()]),
  /** The employee's or the customer's name, as it was when the note was written. */
  created_by_name: Type.String(),
  created_by_type: Type.Union([Type.Literal('EMPLOYEE'), Type.Literal('CUSTOMER')]),
  createdAt: Type.String(),
});
export type OrderNote = Static<typeof OrderNote>;

export const Order = Type.Object({
  _id: Id,
  order_number: Type.Integer(),
  customer_id: Id,
  customer: OrderCustomer,
  products: Type.Array(OrderLine),
  sub_total: Type.Number(),
  tax: Type.Number(),
  /** The discount as chosen ({type PERCENTAGE|VALUE, value}); discount_value is the amount it took off. */
  discount: Type.Union([
    Type.Object({
      type: Type.Union([Type.Literal('PERCENTAGE'), Type.Literal('VALUE')]),
      value: Type.Number(),
    }),
    Type.Null(),
  ]),
  discount_value: Type.Number(),
  discount_by_admin: Type.Number(),
  discounts: Type.Array(OrderDiscountEntry),
  total: Type.Number(),
  points_used: Type.Integer(),
  discount_by_points: Type.Number(),
  /** YYYY-MM-DD, or null when none was chosen. */
  delivery_date: Type.Union([Type.String(), Type.Null()]),
  delivery_data: Type.Union([
    Type.Object({
      day: Type.String(),
      start_time: Type.String(),
      end_time: Type.String(),
      cutoff_time: Type.Optional(Type.String()),
      type: Type.String(),
      duration: Type.Optional(Type.Integer()),
      delivery_cost: Type.Optional(Type.Number()),
    }),
    Type.Null(),
  ]),
  delivery_mode: Type.String(),
  current_status: OrderStatusBlock,
  payment: OrderPaymentBlock,
  order_type: OrderTypeSchema,
  /** ISO timestamp (UTC); the screen shows it in the store time zone. */
  createdAt: Type.String(),
  updatedAt: Type.String(),
  shipping_address: Type.Union([OrderAddress, Type.Null()]),
  billing_address: Type.Union([OrderAddress, Type.Null()]),
  order_tags: Type.Array(Type.String()),
  customer_notes: Type.Array(OrderNote),
  store_location_id: Type.Union([Id, Type.Null()]),
  customer_subscription_id: Type.Union([Id, Type.Null()]),
  zuper_job_uid: Type.Union([Type.String(), Type.Null()]),
  request_customer_payment: Type.Boolean(),
  send_mail: Type.Boolean(),
  /** Optimistic concurrency: send it back with every edit. */
  version: Type.Integer(),
  /** True when the status's master status is the completed one (…819): every edit is refused. */
  is_completed: Type.Boolean(),
});
export type Order = Static<typeof Order>;

// ---------- details ----------
export const OrderDetailsQuery = Type.Object({ id: Id }, { additionalProperties: false });
export type OrderDetailsQuery = Static<typeof OrderDetailsQuery>;

/**
 * The "total list" of spec 2 §7 (details answer): the money breakdown of the booking as stored, with each store
 * tax's share of `tax`, for the invoice print.
 */
export const OrderTotals = Type.Object({
  items: Type.Integer(),
  quantity: Type.Integer(),
  sub_total: Type.Number(),
  discount_value: Type.Number(),
  discount_by_points: Type.Number(),
  taxes: Type.Array(
    Type.Object({ name: Type.String(), type: Type.String(), value: Type.Number(), amount: Type.Number() }),
  ),
  tax: Type.Number(),
  delivery_cost: Type.Number(),
  total: Type.Number(),
});
export type OrderTotals = Static<typeof OrderTotals>;

export const OrderDetailsReply = Type.Object({ data: Order, total: OrderTotals });
export type OrderDetailsReply = Static<typeof OrderDetailsReply>;
