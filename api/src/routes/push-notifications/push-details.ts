import type { FastifyInstance } from 'fastify';
import {
  PUSH_MESSAGES as M,
  PushNotificationDetailsReply,
  PushNotificationIdQuery,
  type PushProviderResponse,
  getPushOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { findPush, pushDetailsView } from './push-view';
import { redirectTargetName } from './redirect-target';

/** GET store/push_notification/details: the notification, its recipients and what the provider was sent. */
export default async function pushDetailsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: getPushOperation,
    errors: ['NOT_FOUND'],
    malformedId: { message: M.notFound, title: M.notFoundTitle },
    permission: 'list_push_notification',
    schema: {
      summary: 'One push notification with the provider request and answer (one_signal_response)',
      tags: ['push notifications'],
      querystring: PushNotificationIdQuery,
      response: { 200: PushNotificationDetailsReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const row = await findPush(app.db, storeId, request.query.push_notification_id);
      if (!row) throw notFound(M.notFound, M.notFoundTitle);
      const { redirectType, redirectTo } = row.push;
      return {
        notification_details: pushDetailsView(
          row,
          await redirectTargetName(app.db, storeId, redirectType, redirectTo),
        ),
        one_signal_response: (row.push.oneSignalResponse as PushProviderResponse | null) ?? null,
      };
    },
  });
}
