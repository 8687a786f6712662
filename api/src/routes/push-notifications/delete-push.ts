import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  DeletePushNotificationReply,
  PUSH_MESSAGES as M,
  PushNotificationIdQuery,
  deletePushOperation,
} from '@storedesk/shared/contracts';
import { pushNotifications } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';

/** DELETE store/push_notification: a soft delete; a deleted scheduled notification is never dispatched. */
export default async function deletePushRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: deletePushOperation,
    errors: ['NOT_FOUND'],
    permission: 'delete_push_notification',
    schema: {
      summary: 'Delete a push notification (soft; a scheduled one will not be sent)',
      tags: ['push notifications'],
      querystring: PushNotificationIdQuery,
      response: { 200: DeletePushNotificationReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(pushNotifications)
          .set({ isDeleted: true, updatedAt: new Date() })
          .where(
            and(
              eq(pushNotifications.id, request.query.push_notification_id),
              eq(pushNotifications.storeId, storeId),
              eq(pushNotifications.isDeleted, false),
            ),
          )
          .returning({ id: pushNotifications.id, status: pushNotifications.status });
        if (!row) throw notFound(M.notFound, M.notFoundTitle);
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'push_notification',
          entityId: row.id,
          action: 'delete',
          before: { is_deleted: false, status: row.status },
          after: { is_deleted: true },
        });
      });
      return { message: M.deleted, title: M.deletedTitle };
    },
  });
}
