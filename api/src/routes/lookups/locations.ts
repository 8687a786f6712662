import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { LookupQuery, StoreLocationList, listLocationsOperation } from '@storedesk/shared/contracts';
import { storeLocations } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pagedLookup } from './paged-lookup';

export default async function locationLookups(app: FastifyInstance) {
  defineRoute(app, {
    operation: listLocationsOperation,
    permission: 'read_lookups',
    schema: {
      summary: "The store's service locations (city and pincodes) by name",
      tags: ['lookups'],
      querystring: LookupQuery,
      response: { 200: StoreLocationList },
    },
    handler: async (request) => {
      const where = and(
        eq(storeLocations.storeId, request.auth.storeId),
        eq(storeLocations.isDeleted, false),
      );
      return pagedLookup(
        app.db,
        storeLocations,
        where,
        request.query,
        (limit, skip) =>
          app.db
            .select()
            .from(storeLocations)
            .where(where)
            .orderBy(asc(storeLocations.name), asc(storeLocations.id))
            .limit(limit)
            .offset(skip),
        (l) => ({ _id: l.id, name: l.name, serving_locations: l.servingLocations }),
      );
    },
  });
}
