import type { FastifyInstance } from 'fastify';
import contractDetailRoutes from './contract-details';
import createContractRoutes from './create-contract';
import listContractRoutes from './list-contracts';
import requestServiceRoutes from './request-service';
import updateContractRoutes from './update-contract';
import updateContractAddressRoutes from './update-address';
import addContractItemRoutes from './add-item';
import updateContractItemRoutes from './update-item';
import deleteContractItemRoutes from './delete-item';
import syncContractRoutes, { type SyncContractOptions } from './sync-contract';

/** Customer contracts (spec 2 §2, §7); shapes in shared/src/contracts/subscriptions.ts. */
export default async function subscriptionRoutes(app: FastifyInstance, options: SyncContractOptions = {}) {
  await app.register(listContractRoutes);
  await app.register(contractDetailRoutes);
  await app.register(updateContractRoutes);
  await app.register(createContractRoutes);
  await app.register(requestServiceRoutes);
  await app.register(updateContractAddressRoutes);
  await app.register(addContractItemRoutes);
  await app.register(updateContractItemRoutes);
  await app.register(deleteContractItemRoutes);
  await app.register(syncContractRoutes, options);
}
