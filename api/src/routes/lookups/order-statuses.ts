import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  LookupQuery,
  MasterOrderStatusList,
  StoreOrderStatusList,
  listMasterOrderStatusesOperation,
  listOrderStatusesOperation,
} from '@storedesk/shared/contracts';
import { masterOrderStatuses, storeOrderStatuses } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pagedLookup } from './paged-lookup';

/** Booking statuses: the store's own (display order, the first is a new booking's default) and the master list. */
export default async function orderStatusLookups(app: FastifyInstance) {
  defineRoute(app, {
    operation: listOrderStatusesOperation,
    permission: 'read_lookups',
    schema: {
      summary: "The store's booking statuses in display order",
      tags: ['lookups'],
      querystring: LookupQuery,
      response: { 200: StoreOrderStatusList },
    },
    handler: async (request) => {
      const where = and(
        eq(storeOrderStatuses.storeId, request.auth.storeId),
        eq(storeOrderStatuses.isDeleted, false),
      );
      return pagedLookup(
        app.db,
        storeOrderStatuses,
        where,
        request.query,
        (limit, skip) =>
          app.db
            .select()
            .from(storeOrderStatuses)
            .where(where)
            .orderBy(
              asc(storeOrderStatuses.position),
              asc(storeOrderStatuses.createdAt),
              asc(storeOrderStatuses.id),
            )
            .limit(limit)
            .offset(skip),
        (s) => ({
          _id: s.id,
          name: s.name,
          master_order_status_id: s.masterOrderStatusId,
          position: s.position,
        }),
      );
    },
  });

  defineRoute(app, {
    operation: listMasterOrderStatusesOperation,
    permission: 'read_lookups',
    schema: {
      summary: 'The global master booking statuses (the id ending in 819 is completed)',
      tags: ['lookups'],
      querystring: LookupQuery,
      response: { 200: MasterOrderStatusList },
    },
    handler: async (request) =>
      pagedLookup(
        app.db,
        masterOrderStatuses,
        undefined,
        request.query,
        (limit, skip) =>
          app.db
            .select()
            .from(masterOrderStatuses)
            .orderBy(asc(masterOrderStatuses.position))
            .limit(limit)
            .offset(skip),
        (s) => ({ _id: s.id, code: s.code, name: s.name, position: s.position }),
      ),
  });
}
