import { Type, type Static } from 'typebox';
import { Id, MessageReply } from './common';

/** The order types (channel codes) as literals, so the static type is the Channel union. */
const OrderTypeSchema = Type.Union([
  Type.Literal('CSC'),
  Type.Literal('WEB_APP'),
  Type.Literal('MOBILE_APP_IOS'),
  Type.Literal('MOBILE_APP_ANDROID'),
  Type.Literal('MOBILE_APP'),
  Type.Literal('POS'),
]);

/**
 * Existing bookings (spec 2 §3 "Booking (order)", §7). Paths the spec leaves "not shown" are chosen here:
 *
 *   GET    /api/store/order/all                list_order                  ListOrdersQuery  -> ListOrdersReply
 *   GET    /api/store/order/details?id=        detail_order                OrderDetailsQuery -> OrderDetailsReply
 *   GET    /api/store/order/daywise            daywise_order               DaywiseQuery     -> DaywiseReply
 *   PUT    /api/store/order/status             update_order_status         UpdateOrderStatusBody
 *   PUT    /api/store/order/date               update_order_date           UpdateOrderDateBody
 *   PUT    /api/store/order/tags               update_order_tags           UpdateOrderTagsBody
 *   PUT    /api/store/order/address            update_order_address        UpdateOrderAddressBody
 *   PUT    /api/store/order/payment            update_order_payment_status UpdateOrderPaymentBody
 *   PUT    /api/store/order/notes              update_order_notes          AddOrderNoteBody
 *   PUT    /api/store/order/products           update_order_items          UpdateOrderProductsBody
 *   DELETE /api/store/order?id=&version=       delete_order                DeleteOrderQuery
 *   PUT    /api/store/order/sync               sync_order                  SyncOrderBody
 *
 * The spec's single "update booking" PUT is split into one route per field group because each group has its own
 * permission (spec 2 §6: SITEADMIN may change the date but not the tags), and a route checks exactly one.
 * Every write answers `OrderWriteReply` = {message, title, data: the booking after the write} so the screen can
 * show it without a reload. Every write carries the `version` the screen read; a stale one answers 409
 * (ORDER_CHANGED_*) and writes nothing. A booking in the completed status (master id ending in 819) refuses every
 * write with 409 (ORDER_COMPLETED_*).
 */

const Str = (maxLength: number) => Type.String({ maxLength });
const NullableStr = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);
/** A calendar day YYYY-MM-DD (a store-local day for filters). */
export const DayString = Type.String({
  maxLength: 10,
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  examples: ['2026-11-22'],
});
const Time = Type.String({ maxLength: 8, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', examples: ['09:30'] });

// ---------- messages (server texts, also usable by tests and screens) ----------
export const ORDER_CHANGED_MESSAGE =
  'This booking was changed by someone else. Reload it to see the latest version, then make your change again.';
export const ORDER_CHANGED_TITLE = 'Booking Changed';
export const ORDER_COMPLETED_MESSAGE = 'This booking is completed and can no longer be changed.';
export const ORDER_COMPLETED_TITLE = 'Booking Completed';
export const SYNC_NOT_CONFIGURED_MESSAGE =
  'No field-service system is configured for this store, so nothing was synced.';
export const SYNC_NOT_CONFIGURED_TITLE = 'Sync Not Configured';
export const SYNC_FAILED_TITLE = 'Sync Failed';

// ---------- the booking as the screens get it ----------
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
    first_name: Str(100),
    last_name: Str(100),
    street: Str(300),
    locality: Type.Optional(Str(200)),
    landmark: Type.Optional(Str(200)),
    city: Str(100),
    state: Str(100),
    zip_code: Str(20),
    country: Str(100),
    country_code: Type.Optional(Str(10)),
    phone_dialing_code: Type.Optional(Str(10)),
    phone_no: Type.Optional(Str(20)),
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

/**
 * A list row: the booking without notes and request fields (products carry name/quantity/price only),
 * which keeps a 20-row page cheap. `customer` is for display.
 */
export const OrderListRow = Type.Object({
  _id: Id,
  order_number: Type.Integer(),
  customer_id: Id,
  customer: OrderCustomer,
  products: Type.Array(
    Type.Object({
      product_id: Type.Union([Type.String(), Type.Null()]),
      name: Type.String(),
      variant_name: Type.Union([Type.String(), Type.Null()]),
      quantity: Type.Integer(),
      price: Type.Number(),
    }),
  ),
  sub_total: Type.Number(),
  tax: Type.Number(),
  discount_value: Type.Number(),
  total: Type.Number(),
  delivery_date: Type.Union([Type.String(), Type.Null()]),
  delivery_data: Order.properties.delivery_data,
  delivery_mode: Type.String(),
  current_status: OrderStatusBlock,
  payment: OrderPaymentBlock,
  order_type: OrderTypeSchema,
  createdAt: Type.String(),
  order_tags: Type.Array(Type.String()),
  store_location_id: Type.Union([Id, Type.Null()]),
  customer_subscription_id: Type.Union([Id, Type.Null()]),
  zuper_job_uid: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
  is_completed: Type.Boolean(),
});
export type OrderListRow = Static<typeof OrderListRow>;

// ---------- list ----------
export const PAID_FILTER_VALUES = ['PAID', 'NOT_PAID'] as const;
export type PaidFilter = (typeof PAID_FILTER_VALUES)[number];
export const ORDER_LIST_PAGE_SIZE = 20;

/**
 * GET store/order/all. `offset` is the page from 1. Flat `filter.*` keys (spec 2 §7). Dates are YYYY-MM-DD store-local
 * days, inclusive at both ends; the screen turns TODAY/WEEK/... into dates. `filter.location` is a store_location id.
 * `filter.order_status` is a store status id. Newest first (created_at desc).
 */
export const ListOrdersQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: ORDER_LIST_PAGE_SIZE })),
    offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
    'filter.keyword': Type.Optional(Str(100)),
    'filter.location': Type.Optional(Id),
    'filter.order_type': Type.Optional(OrderTypeSchema),
    'filter.order_from_date': Type.Optional(DayString),
    'filter.order_to_date': Type.Optional(DayString),
    'filter.order_number': Type.Optional(Type.Integer({ minimum: 0, maximum: 9007199254740991 })),
    'filter.from_total': Type.Optional(Type.Number({ minimum: 0, maximum: 1e10 })),
    'filter.to_total': Type.Optional(Type.Number({ minimum: 0, maximum: 1e10 })),
    'filter.delivery_from_date': Type.Optional(DayString),
    'filter.delivery_to_date': Type.Optional(DayString),
    'filter.order_status': Type.Optional(Id),
    'filter.customer_id': Type.Optional(Id),
    'filter.is_paid': Type.Optional(Type.Union([Type.Literal('PAID'), Type.Literal('NOT_PAID')])),
  },
  { additionalProperties: false },
);
export type ListOrdersQuery = Static<typeof ListOrdersQuery>;

/**
 * `total` is exact without filters; with filters it is exact up to 2,000 and capped there (100 pages of 20: narrow
 * the filter to reach further). `pages` = ceil(total / limit), so typed-page validation matches what can be read.
 */
export const ListOrdersReply = Type.Object({
  data: Type.Array(OrderListRow),
  pages: Type.Integer(),
  total: Type.Integer(),
});
export type ListOrdersReply = Static<typeof ListOrdersReply>;

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

// ---------- day-wise ----------
export const DATE_TYPES = ['ORDER_DATE', 'DELIVERY_DATE'] as const;
export type DateType = (typeof DATE_TYPES)[number];
export const DAYWISE_MAX_PAGE = 5000;

/**
 * GET store/order/daywise. Keyset paging: the first call has no cursor; each reply gives `next_cursor` (null at the
 * end) to pass back. Rows come in slot order (start time, then order number) for DELIVERY_DATE and in creation
 * order for ORDER_DATE. `total` is the day's count (every page).
 */
export const DaywiseQuery = Type.Object(
  {
    date: DayString,
    date_type: Type.Optional(
      Type.Union([Type.Literal('ORDER_DATE'), Type.Literal('DELIVERY_DATE')], {
        default: 'DELIVERY_DATE',
      }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DAYWISE_MAX_PAGE, default: 1000 })),
    cursor: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', examples: ['MA'] })),
  },
  { additionalProperties: false },
);
export type DaywiseQuery = Static<typeof DaywiseQuery>;

export const DaywiseRow = Type.Object({
  _id: Id,
  order_number: Type.Integer(),
  customer_name: Type.String(),
  phone_no: Type.Union([Type.String(), Type.Null()]),
  delivery_date: Type.Union([Type.String(), Type.Null()]),
  start_time: Type.Union([Type.String(), Type.Null()]),
  end_time: Type.Union([Type.String(), Type.Null()]),
  status_name: Type.String(),
  total: Type.Number(),
  is_paid: Type.Boolean(),
  /** "Deep cleaning x2, Sofa wash" */
  services: Type.String(),
  order_type: OrderTypeSchema,
  createdAt: Type.String(),
});
export type DaywiseRow = Static<typeof DaywiseRow>;

export const DaywiseSlot = Type.Object({
  _id: Type.String(),
  start_time: Type.String(),
  end_time: Type.String(),
  cutoff_time: Type.String(),
});

export const DaywiseReply = Type.Object({
  data: Type.Array(DaywiseRow),
  total: Type.Integer(),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
  /** That weekday's slots when its day card is active; [] otherwise. */
  delivery_slots: Type.Object({
    day: Type.String(),
    is_active: Type.Boolean(),
    slots: Type.Array(DaywiseSlot),
  }),
});
export type DaywiseReply = Static<typeof DaywiseReply>;

// ---------- writes ----------
const Versioned = { _id: Id, version: Type.Integer({ minimum: 0, maximum: 2147483647 }) };

export const UpdateOrderStatusBody = Type.Object(
  {
    ...Versioned,
    current_status: Type.Object({ status_id: Id }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type UpdateOrderStatusBody = Static<typeof UpdateOrderStatusBody>;

export const UpdateOrderDateBody = Type.Object(
  {
    ...Versioned,
    delivery_date: DayString,
    /** The slot or custom window; end_time is recomputed from start_time + duration when duration is given. */
    delivery_data: Type.Optional(
      Type.Object(
        {
          start_time: Time,
          end_time: Type.Optional(Time),
          cutoff_time: Type.Optional(Time),
          duration: Type.Optional(Type.Integer({ minimum: 15, maximum: 1440, multipleOf: 15 })),
          type: Type.Optional(Str(40)),
        },
        { additionalProperties: false },
      ),
    ),
    delivery_mode: Type.Optional(Str(40)),
  },
  { additionalProperties: false },
);
export type UpdateOrderDateBody = Static<typeof UpdateOrderDateBody>;

export const UpdateOrderTagsBody = Type.Object(
  { ...Versioned, order_tags: Type.Array(Str(60), { maxItems: 50 }) },
  { additionalProperties: false },
);
export type UpdateOrderTagsBody = Static<typeof UpdateOrderTagsBody>;

export const UpdateOrderAddressBody = Type.Object(
  {
    ...Versioned,
    shipping_address: OrderAddress,
    billing_address: Type.Optional(OrderAddress),
  },
  { additionalProperties: false },
);
export type UpdateOrderAddressBody = Static<typeof UpdateOrderAddressBody>;

export const UpdateOrderPaymentBody = Type.Object(
  {
    ...Versioned,
    payment: Type.Object(
      {
        is_paid: Type.Boolean(),
        payment_method: Type.Optional(NullableStr(60)),
        transaction_id: Type.Optional(NullableStr(200)),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type UpdateOrderPaymentBody = Static<typeof UpdateOrderPaymentBody>;

/** Adds one note; its author is the calling employee. */
export const AddOrderNoteBody = Type.Object(
  { ...Versioned, note: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type AddOrderNoteBody = Static<typeof AddOrderNoteBody>;

/**
 * The booking's full new list of lines. A line with `_id` keeps that line (quantity and request fields may change);
 * a line without `_id` is added: a catalogue service by product_id + selected_product_variant_id (price from the
 * catalogue), or a custom service (`is_custom` true, name and selling_price given). Lines left out are removed.
 * The server recomputes sub_total, tax (store taxes), discount and total; `discount` replaces the chosen discount
 * when given.
 */
export const OrderLineInput = Type.Object(
  {
    _id: Type.Optional(Id),
    product_id: Type.Optional(Type.Union([Id, Type.Null()])),
    selected_product_variant_id: Type.Optional(Type.Union([Id, Type.Null()])),
    name: Type.Optional(Str(200)),
    selling_price: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
    selected_quantity: Type.Integer({ minimum: 1, maximum: 10000 }),
    request_fields: Type.Optional(Type.Array(RequestFieldValue, { maxItems: 100 })),
    is_custom: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type OrderLineInput = Static<typeof OrderLineInput>;

export const OrderDiscountInput = Type.Object(
  {
    type: Type.Union([Type.Literal('PERCENTAGE'), Type.Literal('VALUE')]),
    value: Type.Number({ minimum: 0, maximum: 1e9 }),
  },
  { additionalProperties: false },
);
export type OrderDiscountInput = Static<typeof OrderDiscountInput>;

export const UpdateOrderProductsBody = Type.Object(
  {
    ...Versioned,
    products: Type.Array(OrderLineInput, { minItems: 1, maxItems: 200 }),
    discount: Type.Optional(OrderDiscountInput),
  },
  { additionalProperties: false },
);
export type UpdateOrderProductsBody = Static<typeof UpdateOrderProductsBody>;

export const DeleteOrderQuery = Type.Object(
  { id: Id, version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })) },
  { additionalProperties: false },
);
export type DeleteOrderQuery = Static<typeof DeleteOrderQuery>;

export const SyncOrderBody = Type.Object({ ...Versioned }, { additionalProperties: false });
export type SyncOrderBody = Static<typeof SyncOrderBody>;

export const OrderWriteReply = Type.Object({ message: Type.String(), title: Type.String(), data: Order });
export type OrderWriteReply = Static<typeof OrderWriteReply>;

export const OrderDeleteReply = MessageReply;
export type OrderDeleteReply = MessageReply;
