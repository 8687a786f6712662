import { Type, type Static } from 'typebox';
import { Id } from './common';
import { Order, OrderCustomer, OrderPaymentBlock, OrderStatusBlock } from './order-details';
import { DayString, OrderTypeSchema, Str } from './order-fields';

/** GET store/order/all: the filters, the paging and the list row. */

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
