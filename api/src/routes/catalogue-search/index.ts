import type { FastifyInstance } from 'fastify';
import productFormRoutes from './product-form';
import productSearchRoutes from './product-search';

/** The new-booking service picker (permission search_product); shapes in shared/src/contracts/lookups.ts. */
export default async function catalogueSearchRoutes(app: FastifyInstance) {
  await app.register(productSearchRoutes);
  await app.register(productFormRoutes);
}
