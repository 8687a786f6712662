import type { FastifyInstance } from 'fastify';
import sessionRoutes from './session';
import storeAccessRoutes from './store-access';

export default async function employeeRoutes(app: FastifyInstance) {
  await app.register(storeAccessRoutes);
  await app.register(sessionRoutes);
}
