import type { FastifyInstance } from 'fastify';
import categoryListRoutes from './category-list';
import collectionListRoutes from './collection-list';

/** Read-only category and collection lists for pickers; shapes in shared/src/contracts/catalogue-lookups.ts. */
export default async function catalogueLookupRoutes(app: FastifyInstance) {
  await app.register(categoryListRoutes);
  await app.register(collectionListRoutes);
}
