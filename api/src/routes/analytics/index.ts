import type { FastifyInstance } from 'fastify';
import dashboardRoutes from './dashboard';

/** Analytics (spec 1 §2.3): the dashboard. */
export default async function analyticsRoutes(app: FastifyInstance) {
  await app.register(dashboardRoutes);
}
