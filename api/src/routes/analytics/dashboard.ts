import type { FastifyInstance } from 'fastify';
import { DashboardQuery, DashboardReply } from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { buildDashboardData } from './dashboard-data';
import { bookingAggregates, storeStatuses, topProductsAndCategories } from './dashboard-queries';
import { INVALID_DATE_MESSAGE, INVALID_DATE_TITLE, parseDashboardDate } from './day-window';

export default async function dashboardRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/analytics/dashboard',
    permission: 'dashboard',
    invalidDay: { message: INVALID_DATE_MESSAGE, title: INVALID_DATE_TITLE },
    schema: {
      summary: "Dashboard figures for one day of the token's store",
      description:
        '`date` is YYYY/MM/DD, a day in the store time zone. All figures are SQL aggregates of that day.',
      tags: ['analytics'],
      querystring: DashboardQuery,
      response: { 200: DashboardReply },
    },
    handler: async (request) => {
      const day = parseDashboardDate(request.query.date);
      const { storeId, storeTimezone } = request.auth;
      // Three independent reads; on PostgreSQL they run side by side on pooled connections.
      const [aggregates, statuses, top] = await Promise.all([
        bookingAggregates(app.db, storeId, day, storeTimezone),
        storeStatuses(app.db, storeId),
        topProductsAndCategories(app.db, storeId, day, storeTimezone),
      ]);
      return { data: buildDashboardData(aggregates, statuses, top) };
    },
  });
}
