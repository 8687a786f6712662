import { Type, type Static } from 'typebox';
import { Id } from './common';
import { DayString, OrderTypeSchema } from './order-fields';

/** GET store/order/daywise: one day's bookings with keyset paging, and that weekday's slots. */

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
  /** The shipping address on one line, for the technician's run sheet. */
  address: Type.String(),
  /** The booking's notes, oldest first, joined with ' | '. */
  notes: Type.String(),
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
