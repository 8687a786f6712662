import { Type, type Static } from 'typebox';
import { ChannelSchema, Id, MessageReply, PageQuery, Paged } from './common';
import { CartLine, CartLineInput } from './cart';
import { DayString } from './orders';
import { CART_SORT_FIELDS, type CartSortField, type Channel } from './constants';

/**
 * Abandoned carts (spec 1 §2.7, §3, §7; issue 4). A cart is one per store and customer: the new-booking screen
 * writes it for channel CSC, the storefront apps through PUT storefront/cart. Paths under /api:
 *
 *   GET    store/cart/all?limit&offset&filter.*   list_abandoned_cart    AbandonedCartList
 *          filters: customer_id, updated_from / updated_to (YYYY-MM-DD, store days), cart_value_from / _to and
 *          products_count_from / _to (a range counts only when both ends are given, spec 1 §5), channel,
 *          sort (asc | desc) and sort_by (createdAt | updatedAt | total | products_count); default createdAt desc.
 *   GET    store/cart/details?customer_id          list_abandoned_cart    {data: AbandonedCartDetail}
 *   DELETE store/cart/delete?id=<customer id>      delete_abandoned_cart  {message: 'Cart Successfully Deleted',
 *                                                                          title: 'Cart Deleted'}
 *   PUT    storefront/cart                         public, header x-storefront-key (the store's
 *          storefront_api_key setting)             StorefrontCartBody -> StorefrontCartReply
 *          401 'Invalid storefront key' / 'Storefront Not Authorised'. Prices come from the catalogue. The answer
 *          names the customer by id only: no name, phone, e-mail or address leaves through the storefront key.
 */

export { CART_SORT_FIELDS, type CartSortField } from './constants';

const Money = Type.Number({ minimum: 0, maximum: 100000000 });
const Count = Type.Integer({ minimum: 0, maximum: 100000 });

export const AbandonedCartQuery = Type.Object(
  {
    ...PageQuery,
    'filter.customer_id': Type.Optional(Id),
    'filter.updated_from': Type.Optional(DayString),
    'filter.updated_to': Type.Optional(DayString),
    'filter.cart_value_from': Type.Optional(Money),
    'filter.cart_value_to': Type.Optional(Money),
    'filter.products_count_from': Type.Optional(Count),
    'filter.products_count_to': Type.Optional(Count),
    'filter.channel': Type.Optional(Type.Unsafe<Channel>(ChannelSchema)),
    'filter.sort': Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    'filter.sort_by': Type.Optional(
      Type.Unsafe<CartSortField>(Type.Union(CART_SORT_FIELDS.map((field) => Type.Literal(field)))),
    ),
  },
  { additionalProperties: false },
);
export type AbandonedCartQuery = Static<typeof AbandonedCartQuery>;

export const AbandonedCartRow = Type.Object({
  _id: Id,
  customer: Type.Object({
    _id: Id,
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    phone_no: Type.Union([Type.String(), Type.Null()]),
  }),
  channel: Type.String(),
  products_count: Type.Integer(),
  /** The cart value. */
  total: Type.Number(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AbandonedCartRow = Static<typeof AbandonedCartRow>;
export const AbandonedCartList = Paged(AbandonedCartRow);
export type AbandonedCartList = Static<typeof AbandonedCartList>;

export const AbandonedCartDetail = Type.Object({
  ...AbandonedCartRow.properties,
  products: Type.Array(CartLine),
  sub_total: Type.Number(),
  tax: Type.Number(),
  discount_value: Type.Number(),
});
export type AbandonedCartDetail = Static<typeof AbandonedCartDetail>;

export const AbandonedCartDetailQuery = Type.Object({ customer_id: Id }, { additionalProperties: false });
export type AbandonedCartDetailQuery = Static<typeof AbandonedCartDetailQuery>;
export const AbandonedCartDetailReply = Type.Object({ data: AbandonedCartDetail });
export type AbandonedCartDetailReply = Static<typeof AbandonedCartDetailReply>;

export const DeleteCartQuery = Type.Object({ id: Id }, { additionalProperties: false });
export type DeleteCartQuery = Static<typeof DeleteCartQuery>;
export const DeleteCartReply = MessageReply;

export const StorefrontCartBody = Type.Object(
  {
    store_id: Id,
    customer_id: Id,
    /** The storefront channel writing the cart (CSC is the staff's own). */
    channel: Type.Union(
      ['WEB_APP', 'MOBILE_APP', 'MOBILE_APP_ANDROID', 'MOBILE_APP_IOS', 'POS'].map((c) => Type.Literal(c)),
    ),
    products: Type.Array(CartLineInput, { maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type StorefrontCartBody = Static<typeof StorefrontCartBody>;

/** What a storefront learns back: the priced cart, with the customer by id only (no contact details). */
export const StorefrontCart = Type.Object({
  _id: Id,
  customer_id: Id,
  channel: Type.String(),
  products: Type.Array(CartLine),
  products_count: Type.Integer(),
  sub_total: Type.Number(),
  tax: Type.Number(),
  discount_value: Type.Number(),
  total: Type.Number(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type StorefrontCart = Static<typeof StorefrontCart>;
export const StorefrontCartReply = Type.Object({ data: StorefrontCart });
export type StorefrontCartReply = Static<typeof StorefrontCartReply>;
