import type { FastifyInstance } from 'fastify';
import storeDetailsRoutes from './details';

export default async function storeRoutes(app: FastifyInstance) {
  await app.register(storeDetailsRoutes);
}
