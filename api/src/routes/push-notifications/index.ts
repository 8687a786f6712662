import type { FastifyInstance } from 'fastify';
import cancelPushRoutes from './cancel-push';
import createPushRoutes from './create-push';
import deletePushRoutes from './delete-push';
import listPushRoutes from './list-push';
import pushDetailsRoutes from './push-details';
import recipientsCountRoutes from './recipients-count';

/** Push notifications; shapes in shared/src/contracts/push-notifications.ts, sending in src/push. */
export default async function pushNotificationRoutes(app: FastifyInstance) {
  await app.register(createPushRoutes);
  await app.register(listPushRoutes);
  await app.register(pushDetailsRoutes);
  await app.register(recipientsCountRoutes);
  await app.register(cancelPushRoutes);
  await app.register(deletePushRoutes);
}
