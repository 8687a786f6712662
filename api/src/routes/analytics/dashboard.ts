import type { FastifyInstance } from 'fastify';
import { DashboardQuery, DashboardReply, getDashboardOperation } from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { DashboardDayCache, dayState } from './dashboard-cache';
import { buildDashboardData } from './dashboard-data';
import { bookingAggregates, topProductsAndCategories } from './dashboard-queries';
import { INVALID_DATE_MESSAGE, INVALID_DATE_TITLE, parseDashboardDate } from './day-window';

export default async function dashboardRoutes(app: FastifyInstance) {
  const cache = new DashboardDayCache<
    [Awaited<ReturnType<typeof bookingAggregates>>, Awaited<ReturnType<typeof topProductsAndCategories>>]
  >();
  defineRoute(app, {
    operation: getDashboardOperation,
    permission: 'dashboard',
    invalidDay: { message: INVALID_DATE_MESSAGE, title: INVALID_DATE_TITLE },
    schema: {
      summary: "Dashboard figures for one day of the token's store",
      description:
        '`date` is YYYY/MM/DD, a day in the store time zone. All figures are SQL aggregates of that day, ' +
        'cached per store and day until a booking of that day changes (at most 30 s).',
      tags: ['analytics'],
      querystring: DashboardQuery,
      response: { 200: DashboardReply },
    },
    handler: async (request) => {
      const day = parseDashboardDate(request.query.date);
      const { storeId, storeTimezone } = request.auth;
      // The day's rollup reads are cached per store and day under the day's version (dashboard-cache.ts); the
      // version and the statuses (names, order) are read every time, in one statement.
      const { version, statuses } = await dayState(app.db, storeId, day);
      const [aggregates, top] = await cache.get(storeId, day, version, () =>
        Promise.all([
          bookingAggregates(app.db, storeId, day, storeTimezone),
          topProductsAndCategories(app.db, storeId, day, storeTimezone),
        ]),
      );
      return { data: buildDashboardData(aggregates, statuses, top) };
    },
  });
}
