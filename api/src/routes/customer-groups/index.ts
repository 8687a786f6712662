import type { FastifyInstance } from 'fastify';
import deleteGroupRoute from './delete-group';
import groupDetailsRoute from './group-details';
import listGroupsRoute from './list-groups';
import saveGroupRoutes from './save-group';

/** Customer groups (spec 1 §2.6, §4, §5): shapes and the membership rule in shared/src/contracts/customer-groups.ts. */
export default async function customerGroupRoutes(app: FastifyInstance) {
  await app.register(listGroupsRoute);
  await app.register(groupDetailsRoute);
  await app.register(saveGroupRoutes);
  await app.register(deleteGroupRoute);
}
