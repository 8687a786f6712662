import type { FastifyInstance } from 'fastify';
import analyticsRoutes from './analytics';
import employeeRoutes from './employee';
import storeRoutes from './store';

/** Every API area; mounted under /api by plugins/api.ts. Area issues add one line each. */
export default async function routes(app: FastifyInstance) {
  await app.register(employeeRoutes);
  await app.register(storeRoutes);
  await app.register(analyticsRoutes);
}
