import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DaywiseQuery,
  DaywiseReply,
  type DaywiseRow,
  listDaywiseOrdersOperation,
} from '@storedesk/shared/contracts';
import { bookings, customers, deliverySlots, storeOrderStatuses } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/errors';
import { weekdayOf } from './update-summary';

/** The slot start as the index bookings_store_delivery_slot_idx holds it (same expression, so it is used). */
const slotStart = sql<string>`coalesce(${bookings.deliveryData} ->> 'start_time', '')`;

/**
 * The cursor is the last row's sort key plus the day's total from the first page, base64url JSON:
 * [slot start, order number, total] or [created_at, id, total]. Carrying the total means only the first page
 * counts the day (a count of 100,000 rows on each of 20 pages would cost more than the rows themselves).
 */
type CursorKey = [string, string | number, number];
const encodeCursor = (key: CursorKey) => Buffer.from(JSON.stringify(key)).toString('base64url');
function decodeCursor(cursor: string): CursorKey {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === 3 &&
      typeof key[0] === 'string' &&
      (typeof key[1] === 'string' || typeof key[1] === 'number') &&
      Number.isInteger(key[2]) &&
      (key[2] as number) >= 0
    )
      return key as CursorKey;
  } catch {
    // falls through to the 400 below
  }
  throw badRequest('The page cursor is not valid; reload the day', 'Invalid Input');
}

/**
 * The services cell ("Deep cleaning x2, Sofa"), built by PostgreSQL: a day can have 100,000 rows, and this spares
 * sending each booking's whole products JSON to Node (and parsing it) only to join two of its fields.
 */
const services = sql<string>`coalesce((
  SELECT string_agg(
           CASE WHEN (p ->> 'quantity')::numeric > 1 THEN (p ->> 'name') || ' x' || (p ->> 'quantity') ELSE p ->> 'name' END,
           ', ' ORDER BY i)
    FROM jsonb_array_elements(${bookings.products}) WITH ORDINALITY AS e(p, i)), '')`;

/** The run sheet's address cell: the shipping address's parts on one line. */
const address = sql<string>`coalesce(concat_ws(', ',
  nullif(${bookings.shippingAddress} ->> 'street', ''), nullif(${bookings.shippingAddress} ->> 'locality', ''),
  nullif(${bookings.shippingAddress} ->> 'landmark', ''), nullif(${bookings.shippingAddress} ->> 'city', ''),
  nullif(${bookings.shippingAddress} ->> 'zip_code', '')), '')`;

/** The run sheet's notes cell: the booking's notes, oldest first. */
const notes = sql<string>`coalesce((
  SELECT string_agg(n.note, ' | ' ORDER BY n.created_at) FROM booking_notes n WHERE n.booking_id = ${bookings.id}), '')`;

export default async function daywiseOrdersRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: listDaywiseOrdersOperation,
    permission: 'daywise_order',
    schema: {
      summary: "One day's bookings in a compact row, keyset-paged, with that weekday's delivery slots",
      description:
        'DELIVERY_DATE: bookings delivered that day, by slot start then number. ORDER_DATE: bookings created that ' +
        'store-local day, oldest first. Pass `next_cursor` back as `cursor` for the next page (null = end).',
      tags: ['orders'],
      querystring: DaywiseQuery,
      response: { 200: DaywiseReply },
    },
    handler: async (request) => {
      const { storeId, storeTimezone: tz } = request.auth;
      const { date, date_type: dateType, cursor } = request.query;
      const limit = request.query.limit ?? 1000;
      const byDelivery = dateType !== 'ORDER_DATE';
      const dayWhere = byDelivery
        ? and(eq(bookings.storeId, storeId), eq(bookings.deliveryDate, date))!
        : and(
            eq(bookings.storeId, storeId),
            gte(bookings.createdAt, sql`((${date}::date)::timestamp AT TIME ZONE ${tz})`),
            lt(bookings.createdAt, sql`((${date}::date + 1)::timestamp AT TIME ZONE ${tz})`),
          )!;
      let after: SQL | undefined;
      let knownTotal: number | undefined;
      if (cursor) {
        const [first, second, total] = decodeCursor(cursor);
        knownTotal = total;
        after = byDelivery
          ? sql`(${slotStart}, ${bookings.orderNumber}) > (${first}, ${Number(second)})`
          : sql`(${bookings.createdAt}, ${bookings.id}) > (${first}::timestamptz, ${String(second)}::uuid)`;
      }
      const order = byDelivery
        ? [asc(slotStart), asc(bookings.orderNumber)]
        : [asc(bookings.createdAt), asc(bookings.id)];
      const [rows, [{ total }], [slotDay]] = await Promise.all([
        app.db
          .select({
            id: bookings.id,
            orderNumber: bookings.orderNumber,
            firstName: customers.firstName,
            lastName: customers.lastName,
            phoneNo: customers.phoneNo,
            deliveryDate: bookings.deliveryDate,
            startTime: sql<string | null>`${bookings.deliveryData} ->> 'start_time'`,
            endTime: sql<string | null>`${bookings.deliveryData} ->> 'end_time'`,
            statusName: storeOrderStatuses.name,
            total: bookings.total,
            isPaid: bookings.isPaid,
            services,
            address,
            notes,
            orderType: bookings.orderType,
            createdAt: bookings.createdAt,
            // Full microsecond precision for the cursor (a JS Date keeps milliseconds only).
            createdAtKey: sql<string>`${bookings.createdAt}::text`,
            slot: slotStart,
          })
          .from(bookings)
          .innerJoin(customers, eq(customers.id, bookings.customerId))
          .innerJoin(storeOrderStatuses, eq(storeOrderStatuses.id, bookings.currentStatusId))
          .where(after ? and(dayWhere, after) : dayWhere)
          .orderBy(...order)
          .limit(limit + 1),
        knownTotal !== undefined
          ? [{ total: knownTotal }]
          : app.db.select({ total: count() }).from(bookings).where(dayWhere),
        app.db
          .select()
          .from(deliverySlots)
          .where(and(eq(deliverySlots.storeId, storeId), eq(deliverySlots.day, weekdayOf(date))))
          .limit(1),
      ]);
      const more = rows.length > limit;
      const pageRows = more ? rows.slice(0, limit) : rows;
      const last = pageRows[pageRows.length - 1];
      const data: DaywiseRow[] = pageRows.map((r) => ({
        _id: r.id,
        order_number: r.orderNumber,
        customer_name: `${r.firstName} ${r.lastName}`.trim(),
        phone_no: r.phoneNo,
        delivery_date: r.deliveryDate,
        start_time: r.startTime,
        end_time: r.endTime,
        status_name: r.statusName,
        total: Number(r.total),
        is_paid: r.isPaid,
        services: r.services,
        address: r.address,
        notes: r.notes,
        order_type: r.orderType,
        createdAt: r.createdAt.toISOString(),
      }));
      const active = Boolean(slotDay?.isActive && !slotDay.isHoliday);
      return {
        data,
        total: Number(total),
        next_cursor:
          more && last
            ? encodeCursor(
                byDelivery
                  ? [last.slot, last.orderNumber, Number(total)]
                  : [last.createdAtKey, last.id, Number(total)],
              )
            : null,
        delivery_slots: {
          day: weekdayOf(date),
          is_active: active,
          slots: active
            ? slotDay!.slots
                .filter((s) => s.is_active !== false)
                .map((s) => ({
                  _id: s._id,
                  start_time: s.start_time,
                  end_time: s.end_time,
                  cutoff_time: s.cutoff_time ?? '',
                }))
            : [],
        },
      };
    },
  });
}
