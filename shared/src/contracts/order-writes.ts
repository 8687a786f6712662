import { Type, type Static } from 'typebox';
import { Id, MessageReply, TWO_DECIMALS } from './common';
import { Order, OrderAddress, RequestFieldValue } from './order-details';
import { DayString, NullableStr, Str, Time } from './order-fields';

/** The booking writes (one PUT per field group, delete, sync), their refusal texts and their replies. */

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

// ---------- writes ----------
const Versioned = { _id: Id, version: Type.Integer({ minimum: 0, maximum: 2147483647 }) };

export const UpdateOrderStatusBody = Type.Object(
  {
    ...Versioned,
    current_status: Type.Object({ status_id: Id }, { additionalProperties: false }),
    /** Why the booking is cancelled (or its status changed): added to the booking's notes. */
    reason: Type.Optional(Type.String({ maxLength: 1000 })),
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
    selling_price: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9, ...TWO_DECIMALS })),
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
