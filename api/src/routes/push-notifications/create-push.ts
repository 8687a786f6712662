import type { FastifyInstance } from 'fastify';
import {
  CreatePushNotificationBody,
  PUSH_MESSAGES as M,
  PushNotificationCreateReply,
} from '@storedesk/shared/contracts';
import { pushNotifications } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { dispatchNotification, type DispatchOutcome } from '../../push/dispatch';
import { providerBody } from '../../push/provider-body';
import { configuredPushAdapter } from '../../push/provider';
import { checkPushInput } from './push-input';
import { findPush, pushRowView } from './push-view';

/**
 * POST store/push_notification. IMMEDIATE: sent through the configured provider before the row is written, so
 * no database transaction waits on the network; the row records the outcome (SENT, FAILED, or NOT_SENT when no
 * provider is configured). SCHEDULED: written as SCHEDULED for the scheduler, with the request it will send.
 */
export default async function createPushRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/store/push_notification',
    permission: 'create_push_notification',
    schema: {
      summary: 'Create a push notification (sent now, or kept for its scheduled time)',
      description:
        'Recipients are computed here: one customer, or the customers matching the criteria (push notifications ' +
        'on, not deleted) minus exclude_customer_ids. Without PUSH_APP_ID / PUSH_API_KEY the notification is kept ' +
        'as NOT_SENT with the reason and its recipient list.',
      tags: ['push notifications'],
      body: CreatePushNotificationBody,
      response: { 200: PushNotificationCreateReply },
    },
    handler: async (request) => {
      const { storeId, storeTimezone, employeeId } = request.auth;
      const now = new Date();
      const checked = await checkPushInput(
        app.db,
        { storeId, storeTimezone },
        request.body.notification_details,
        now,
      );
      const body = providerBody(checked);
      const outcome: DispatchOutcome | null =
        checked.deliveryType === 'IMMEDIATE'
          ? await dispatchNotification(
              configuredPushAdapter(app.config.push),
              body,
              checked.recipientIds,
              now,
            )
          : null;
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pushNotifications)
          .values({
            ...checked,
            storeId,
            createdBy: employeeId,
            ...(outcome ?? { status: 'SCHEDULED', oneSignalResponse: { body, batches: [] } }),
          })
          .returning();
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'push_notification',
          entityId: row.id,
          action: 'create',
          after: {
            ...request.body.notification_details,
            status: row.status,
            status_reason: row.statusReason,
            recipients_count: row.recipientIds.length,
          },
        });
        return row.id;
      });
      const saved = await findPush(app.db, storeId, id);
      return { message: M.created, title: M.createdTitle, data: pushRowView(saved!, now) };
    },
  });
}
