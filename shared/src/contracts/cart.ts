import { Type, type Static } from 'typebox';
import { Id, SlashDayText, TWO_DECIMALS } from './common';
import { OrderAddress, RequestFieldValue } from './orders';

/**
 * The server-side cart of the new-booking screen and the create-booking call (spec 2 §3 "Cart payload",
 * "Cart response", §5; issue 3 "Cart on the server"). Paths under /api:
 *
 *   POST store/cart              create_order  CartPayload        -> CartReply
 *        Saves the customer's cart (one per store and customer, channel CSC: the abandoned cart the customer
 *        screens show) and answers it RECALCULATED. A part left out of `cart` (or `discount`) keeps its saved
 *        value, so each change type may send only what it changed; null clears an address or the date.
 *        Saves of one cart run one at a time, each merged onto the cart as the previous one left it.
 *        Recalculated: prices from the catalogue (client prices are ignored except on
 *        a line flagged is_custom), tax from the store's taxes, discount, points, delivery cost.
 *   GET  store/cart?customer_id= create_order  -> CartOrNullReply (data null when the customer has no cart)
 *   POST store/order             create_order  CreateOrderBody    -> CreateOrderReply
 *        'Booking created successfully' / 'Booking Created'; the same idempotency_key answers the same booking.
 *        The points it uses are taken from the balance in its transaction; a balance short of them is a 400
 *        ('The customer does not have enough points for this booking.') and no booking is made.
 *
 * Money arithmetic (api/src/routes/cart/cart-totals.ts), in integer paise, each step rounded half-up to 2 decimals:
 *   sub_total      = sum(unit price x quantity)
 *   discount_value = VALUE: value, PERCENTAGE: sub_total x value / 100;
 *                    not applied (0, discount_applied false, shown '---') when PERCENTAGE > 100 or VALUE > sub_total
 *   points_used    = min(requested points, customer's points, points_cap of the usage condition for the customer
 *                    (customer_group 'ALL', or a group of theirs, which wins over 'ALL') whose
 *                    [order_value_min, order_value_max] holds sub_total - discount_value (a store with conditions
 *                    but none matching: 0 points; a store with none: no cap),
 *                    points worth at most sub_total - discount_value)
 *   discount_by_points = points_used x uom.currency / uom.points
 *   taxable        = sub_total - discount_value - discount_by_points
 *   tax            = sum over the store's taxes: PERCENTAGE: taxable x value / 100 (each tax rounded),
 *                    FIXED: value once per booking (only when taxable > 0)
 *   delivery_cost  = the delivery type's price; 0 when its cutoff_price > 0 and sub_total >= cutoff_price
 *   total          = taxable + tax + delivery_cost + payment_cost (payment_cost is 0: no method carries a fee)
 */

export { CART_TYPES, DISCOUNT_TYPES, type CartType } from './constants';

const Str = (maxLength: number) => Type.String({ maxLength });
const Money = Type.Number({ minimum: 0, maximum: 100000000, ...TWO_DECIMALS });
/** A calendar day as the new-booking screen sends it (spec 2 §5): YYYY/MM/DD. */
export const SlashDay = SlashDayText('2030/01/15');
const HourMinute = Type.String({ maxLength: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', examples: ['09:30'] });

/**
 * A cart line (spec 2 "Cart line"). selling_price / compare_at_price / display_price are ignored by the server
 * unless is_custom is true (a custom service: its own name and price, no product_id).
 */
export const CartLineInput = Type.Object(
  {
    product_id: Type.Optional(Type.Union([Id, Type.Null()])),
    name: Type.Optional(Str(200)),
    selected_quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
    selected_product_variant_id: Type.Optional(Type.Union([Id, Type.Null()])),
    selling_price: Type.Optional(Money),
    compare_at_price: Type.Optional(Money),
    display_price: Type.Optional(Money),
    common_price: Type.Optional(Type.Boolean()),
    request_fields: Type.Optional(Type.Array(RequestFieldValue, { maxItems: 100 })),
    product_meta_datas: Type.Optional(
      Type.Array(
        Type.Object(
          { product_meta_name: Str(200), product_meta_value: Str(2000) },
          { additionalProperties: false },
        ),
        { maxItems: 50 },
      ),
    ),
    is_custom: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CartLineInput = Static<typeof CartLineInput>;

export const DiscountInput = Type.Object(
  {
    type: Type.Optional(
      Type.Union([Type.Literal('VALUE'), Type.Literal('PERCENTAGE')], { default: 'VALUE' }),
    ),
    value: Type.Optional(Type.Number({ minimum: 0, maximum: 100000000, default: 0 })),
  },
  { additionalProperties: false },
);
export type DiscountInput = Static<typeof DiscountInput>;

export const PaymentInput = Type.Object(
  {
    is_paid: Type.Optional(Type.Boolean()),
    payment_method: Type.Optional(Type.Union([Str(60), Type.Null()])),
  },
  { additionalProperties: false },
);
export type PaymentInput = Static<typeof PaymentInput>;

export const CartBody = Type.Object(
  {
    products: Type.Optional(Type.Array(CartLineInput, { maxItems: 200 })),
    shipping_address: Type.Optional(Type.Union([OrderAddress, Type.Null()])),
    billing_address: Type.Optional(Type.Union([OrderAddress, Type.Null()])),
    payment: Type.Optional(PaymentInput),
    customer_notes: Type.Optional(Str(2000)),
    order_tags: Type.Optional(Type.Array(Str(60), { maxItems: 50 })),
    delivery_data: Type.Optional(
      Type.Object(
        {
          day: Type.Optional(Str(12)),
          /** The delivery (booking) type code, e.g. SCHEDULED. */
          delivery_type: Type.Optional(Str(40)),
          /** Ignored: the server sets it from the delivery type. */
          delivery_cost: Type.Optional(Money),
        },
        { additionalProperties: false },
      ),
    ),
    delivery_date: Type.Optional(Type.Union([SlashDay, Type.Null()])),
    store_location_id: Type.Optional(Type.Union([Id, Type.Null()])),
    /** Points the staff wants to spend. */
    points: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000000 })),
  },
  { additionalProperties: false },
);
export type CartBody = Static<typeof CartBody>;

export const CartPayload = Type.Object(
  {
    order_type: Type.Literal('CSC'),
    /** Which part changed (spec 2 §3); the server recalculates everything every time. */
    type: Type.Union([
      Type.Literal('PRODUCT'),
      Type.Literal('PRODUCTS'),
      Type.Literal('ADDRESS'),
      Type.Literal('PAYMENT'),
      Type.Literal('CUSTOMER'),
      Type.Literal('DELIVERY'),
      Type.Literal('STORE'),
    ]),
    customer_id: Id,
    cart: CartBody,
    discount: Type.Optional(DiscountInput),
  },
  { additionalProperties: false },
);
export type CartPayload = Static<typeof CartPayload>;

export const CartLine = Type.Object({
  product_id: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  variant_name: Type.Union([Type.String(), Type.Null()]),
  selected_quantity: Type.Integer(),
  selected_product_variant_id: Type.Union([Id, Type.Null()]),
  /** Unit price from the catalogue (or the custom line's own). */
  selling_price: Type.Number(),
  compare_at_price: Type.Number(),
  display_price: Type.Number(),
  /** selling_price x selected_quantity. */
  line_total: Type.Number(),
  common_price: Type.Boolean(),
  request_fields: Type.Array(Type.Object({ name: Type.String(), value: Type.Unknown() })),
  product_meta_datas: Type.Array(
    Type.Object({ product_meta_name: Type.String(), product_meta_value: Type.String() }),
  ),
  is_custom: Type.Boolean(),
  product_category_id: Type.Union([Id, Type.Null()]),
});
export type CartLine = Static<typeof CartLine>;

const NullableAddress = Type.Union([
  Type.Object({
    first_name: Type.String(),
    last_name: Type.String(),
    street: Type.String(),
    locality: Type.Optional(Type.String()),
    landmark: Type.Optional(Type.String()),
    city: Type.String(),
    state: Type.String(),
    zip_code: Type.String(),
    country: Type.String(),
    country_code: Type.Optional(Type.String()),
    phone_dialing_code: Type.Optional(Type.String()),
    phone_no: Type.Optional(Type.String()),
    latitude: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    longitude: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  }),
  Type.Null(),
]);

/** The cart response (spec 2 §3), plus the echo of what was saved so an abandoned cart can be reloaded. */
export const Cart = Type.Object({
  _id: Id,
  customer_id: Id,
  products: Type.Array(CartLine),
  products_count: Type.Integer(),
  sub_total: Type.Number(),
  tax: Type.Number(),
  discount: Type.Object({ type: Type.String(), value: Type.Number() }),
  discount_value: Type.Number(),
  /** False when the discount broke a limit (percent > 100, value > sub total): the screen shows '---'. */
  discount_applied: Type.Boolean(),
  points_used: Type.Integer(),
  discount_by_points: Type.Number(),
  total: Type.Number(),
  delivery_data: Type.Object({
    day: Type.Union([Type.String(), Type.Null()]),
    delivery_type: Type.Union([Type.String(), Type.Null()]),
    delivery_cost: Type.Number(),
  }),
  payment: Type.Object({
    is_paid: Type.Boolean(),
    payment_method: Type.Union([Type.String(), Type.Null()]),
    payment_cost: Type.Number(),
  }),
  shipping_address: NullableAddress,
  billing_address: NullableAddress,
  customer_notes: Type.String(),
  order_tags: Type.Array(Type.String()),
  /** YYYY/MM/DD or null. */
  delivery_date: Type.Union([Type.String(), Type.Null()]),
  store_location_id: Type.Union([Id, Type.Null()]),
  /** Points requested (points_used is what could be applied). */
  points: Type.Integer(),
  updatedAt: Type.String(),
});
export type Cart = Static<typeof Cart>;

export const CartReply = Type.Object({ data: Cart });
export type CartReply = Static<typeof CartReply>;

export const CartQuery = Type.Object({ customer_id: Id }, { additionalProperties: false });
export type CartQuery = Static<typeof CartQuery>;
export const CartOrNullReply = Type.Object({ data: Type.Union([Cart, Type.Null()]) });
export type CartOrNullReply = Static<typeof CartOrNullReply>;

/** The booking being created (spec 2 §7 "Create booking": order, discount). */
export const NewOrder = Type.Object(
  {
    customer_id: Id,
    order_type: Type.Literal('CSC'),
    products: Type.Array(CartLineInput, { maxItems: 200 }),
    shipping_address: Type.Optional(Type.Union([OrderAddress, Type.Null()])),
    billing_address: Type.Optional(Type.Union([OrderAddress, Type.Null()])),
    payment: Type.Optional(PaymentInput),
    customer_notes: Type.Optional(Str(2000)),
    order_tags: Type.Optional(Type.Array(Str(60), { maxItems: 50 })),
    /** YYYY/MM/DD, not before today in the store's time zone. */
    delivery_date: SlashDay,
    delivery_data: Type.Object(
      {
        day: Type.Optional(Str(12)),
        start_time: Type.Optional(Type.Union([HourMinute, Type.Literal('')])),
        end_time: Type.Optional(Type.Union([HourMinute, Type.Literal('')])),
        cutoff_time: Type.Optional(Type.Union([HourMinute, Type.Literal('')])),
        /** Minutes of a custom start time; end_time = start_time + duration. */
        duration: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 })),
        /** The delivery (booking) type code, SCHEDULED by default. */
        type: Type.Optional(Str(40)),
      },
      { additionalProperties: false },
    ),
    delivery_mode: Type.Optional(Str(40)),
    /** The first store status when absent. */
    current_status: Type.Optional(Type.Object({ status_id: Id }, { additionalProperties: false })),
    store_location_id: Type.Optional(Type.Union([Id, Type.Null()])),
    points: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000000 })),
    send_mail: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type NewOrder = Static<typeof NewOrder>;

export const CreateOrderBody = Type.Object(
  {
    order: NewOrder,
    discount: Type.Optional(DiscountInput),
    /** Generated by the screen once per submit (a uuid); a retry or double click sends the same one. */
    idempotency_key: Type.String({ minLength: 8, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const CreateOrderReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: Type.Object({ _id: Id, order_number: Type.Integer() }),
});
export type CreateOrderReply = Static<typeof CreateOrderReply>;
