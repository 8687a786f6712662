import type { FastifyInstance } from 'fastify';
import storeDetailsRoutes from './details';
import rotateStorefrontKeyRoute from './rotate-storefront-key';

export default async function storeRoutes(app: FastifyInstance) {
  await app.register(storeDetailsRoutes);
  await app.register(rotateStorefrontKeyRoute);
}
