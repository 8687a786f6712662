import type { FastifyInstance } from 'fastify';
import listContractRoutes from './list-contracts';

/** Customer contracts (spec 2 §2, §7); shapes in shared/src/contracts/subscriptions.ts. */
export default async function subscriptionRoutes(app: FastifyInstance) {
  await app.register(listContractRoutes);
}
