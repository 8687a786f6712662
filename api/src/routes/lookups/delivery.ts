import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  DeliverySlotDayList,
  DeliveryTypeList,
  LookupQuery,
  listDeliverySlotsOperation,
  listDeliveryTypesOperation,
} from '@storedesk/shared/contracts';
import { deliverySlots, deliveryTypes } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pagedLookup } from './paged-lookup';

/** MONDAY..SUNDAY, whatever order the cards were created in. */
const WEEKDAY_ORDER = sql`array_position(ARRAY['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY'], ${deliverySlots.day})`;

export default async function deliveryLookups(app: FastifyInstance) {
  defineRoute(app, {
    operation: listDeliverySlotsOperation,
    permission: 'read_lookups',
    schema: {
      summary: "The store's weekday cards of delivery slots",
      tags: ['lookups'],
      querystring: LookupQuery,
      response: { 200: DeliverySlotDayList },
    },
    handler: async (request) => {
      const where = eq(deliverySlots.storeId, request.auth.storeId);
      return pagedLookup(
        app.db,
        deliverySlots,
        where,
        request.query,
        (limit, skip) =>
          app.db.select().from(deliverySlots).where(where).orderBy(WEEKDAY_ORDER).limit(limit).offset(skip),
        (d) => ({
          _id: d.id,
          day: d.day,
          start_time: d.startTime,
          end_time: d.endTime,
          is_holiday: d.isHoliday,
          is_active: d.isActive,
          slots: d.slots,
        }),
      );
    },
  });

  defineRoute(app, {
    operation: listDeliveryTypesOperation,
    permission: 'read_lookups',
    schema: {
      summary: "The store's active delivery (booking) types, the default first",
      tags: ['lookups'],
      querystring: LookupQuery,
      response: { 200: DeliveryTypeList },
    },
    handler: async (request) => {
      const where = and(eq(deliveryTypes.storeId, request.auth.storeId), eq(deliveryTypes.isActive, true));
      return pagedLookup(
        app.db,
        deliveryTypes,
        where,
        request.query,
        (limit, skip) =>
          app.db
            .select()
            .from(deliveryTypes)
            .where(where)
            .orderBy(desc(deliveryTypes.isDefault), asc(deliveryTypes.type))
            .limit(limit)
            .offset(skip),
        (t) => ({
          _id: t.id,
          type: t.type,
          name: t.name,
          image: t.image,
          price: Number(t.price),
          cutoff_price: Number(t.cutoffPrice),
          is_active: t.isActive,
          is_default: t.isDefault,
        }),
      );
    },
  });
}
