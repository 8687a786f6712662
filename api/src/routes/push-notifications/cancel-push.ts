import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CancelPushNotificationBody,
  CancelPushNotificationReply,
  PUSH_MESSAGES as M,
  PUSH_STATUS_REASONS,
  cancelPushOperation,
} from '@storedesk/shared/contracts';
import { pushNotifications } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest, notFound } from '../../http/errors';

/**
 * PUT store/push_notification/cancel (spec 2 §4): only a scheduled, not cancelled notification whose send time
 * is still ahead. The row is locked first, so a scheduler run dispatching it at the same moment either finishes
 * before (then it is no longer SCHEDULED: 400) or finds it cancelled.
 */
export default async function cancelPushRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: cancelPushOperation,
    errors: ['NOT_FOUND'],
    permission: 'cancel_push_notification',
    schema: {
      summary: 'Cancel a scheduled push notification before its send time',
      tags: ['push notifications'],
      body: CancelPushNotificationBody,
      response: { 200: CancelPushNotificationReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const id = request.body.push_notification_id;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(pushNotifications)
          .where(
            and(
              eq(pushNotifications.id, id),
              eq(pushNotifications.storeId, storeId),
              eq(pushNotifications.isDeleted, false),
            ),
          )
          .for('update');
        if (!row) throw notFound(M.notFound, M.notFoundTitle);
        if (row.isCancelled) throw badRequest(M.cancelAlreadyCancelled, M.cancelTitle);
        if (row.status !== 'SCHEDULED') throw badRequest(M.cancelNotScheduled, M.cancelTitle);
        const now = new Date();
        if (!row.sendAt || row.sendAt.getTime() <= now.getTime())
          throw badRequest(M.cancelTimePassed, M.cancelTitle);
        await tx
          .update(pushNotifications)
          .set({
            isCancelled: true,
            status: 'CANCELLED',
            statusReason: PUSH_STATUS_REASONS.cancelled,
            updatedAt: now,
          })
          .where(eq(pushNotifications.id, row.id));
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'push_notification',
          entityId: row.id,
          action: 'cancel',
          before: { status: row.status, is_cancelled: false },
          after: { status: 'CANCELLED', is_cancelled: true },
        });
      });
      return { message: M.cancelled, title: M.cancelledTitle };
    },
  });
}
