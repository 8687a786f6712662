import type { FastifyInstance } from 'fastify';
import {
  CreatePushNotificationBody,
  PUSH_MESSAGES as M,
  PushNotificationCreateReply,
  createPushOperation,
} from '@storedesk/shared/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushNotifications } from '../../db/schema';
import { driverError } from '../../http/db-error';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { dispatchNotification, type DispatchOutcome } from '../../push/dispatch';
import { providerBody } from '../../push/provider-body';
import { configuredPushAdapter } from '../../push/provider';
import { checkPushInput } from './push-input';
import { findPush, pushRowView } from './push-view';

/** The reason an IMMEDIATE notification shows for the moment between its row and the provider's answer. */
const SENDING = 'Sending';
const KEY_INDEX = 'push_notifications_store_idempotency_key';

/** The notification an earlier submission with this key made, if any. */
async function findByKey(db: DbOrTx, storeId: string, key: string | undefined) {
  if (!key) return undefined;
  const [row] = await db
    .select({ id: pushNotifications.id })
    .from(pushNotifications)
    .where(and(eq(pushNotifications.storeId, storeId), eq(pushNotifications.idempotencyKey, key)))
    .limit(1);
  return row?.id;
}

/**
 * POST store/push_notification. IMMEDIATE: the row is written first (NOT_SENT, 'Sending'), which claims the
 * submission's idempotency key (a unique index), then sent through the configured provider outside any
 * transaction, and the row records the outcome (SENT, FAILED, or NOT_SENT when no provider is configured). A
 * second request with the same key, also a concurrent one, answers the first notification and sends nothing. SCHEDULED: written as SCHEDULED for the scheduler, with the request it will send.
 */
export default async function createPushRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: createPushOperation,
    permission: 'create_push_notification',
    schema: {
      summary:
        'Create a push notification (sent now, or kept for its scheduled time; idempotent per idempotency_key)',
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
      const key = request.body.idempotency_key;
      const answer = async (id: string) => {
        const saved = await findPush(app.db, storeId, id);
        return { message: M.created, title: M.createdTitle, data: pushRowView(saved!, now) };
      };
      const earlier = await findByKey(app.db, storeId, key);
      if (earlier) return answer(earlier);
      const checked = await checkPushInput(
        app.db,
        { storeId, storeTimezone },
        request.body.notification_details,
        now,
      );
      const body = providerBody(checked);
      const immediate = checked.deliveryType === 'IMMEDIATE';
      let id: string;
      try {
        id = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(pushNotifications)
            .values({
              ...checked,
              storeId,
              createdBy: employeeId,
              idempotencyKey: key ?? null,
              ...(immediate
                ? {
                    status: 'NOT_SENT' as const,
                    statusReason: SENDING,
                    oneSignalResponse: { body, batches: [] },
                  }
                : { status: 'SCHEDULED' as const, oneSignalResponse: { body, batches: [] } }),
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
              recipients_count: row.recipientIds.length,
              idempotency_key: key ?? null,
            },
          });
          return row.id;
        });
      } catch (error) {
        const raced =
          driverError(error)?.constraint === KEY_INDEX ? await findByKey(app.db, storeId, key) : undefined;
        if (!raced) throw error;
        return answer(raced);
      }
      if (immediate) {
        const outcome: DispatchOutcome = await dispatchNotification(
          configuredPushAdapter(app.config.push),
          body,
          checked.recipientIds,
          now,
        );
        await app.db
          .update(pushNotifications)
          .set({ ...outcome, updatedAt: new Date() })
          .where(and(eq(pushNotifications.id, id), eq(pushNotifications.storeId, storeId)));
      }
      return answer(id);
    },
  });
}
