import type { FastifyInstance } from 'fastify';
import {
  PushRecipientsCountQuery,
  PushRecipientsCountReply,
  countPushRecipientsOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { groupRecipients } from './push-input';

/** GET store/push_notification/recipients_count: matched customers, how many are excluded, and the rest. */
export default async function recipientsCountRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: countPushRecipientsOperation,
    permission: 'create_push_notification',
    schema: {
      summary: 'Count the recipients of criteria minus excluded customers (the new notification screen)',
      description: 'An exclude id that is not a customer of this store is 404.',
      tags: ['push notifications'],
      querystring: PushRecipientsCountQuery,
      response: { 200: PushRecipientsCountReply },
    },
    handler: async (request) => {
      const { storeId, storeTimezone } = request.auth;
      const q = request.query;
      const excludeIds = q.exclude_customer_ids ? q.exclude_customer_ids.toLowerCase().split(',') : [];
      const { matched, recipients } = await groupRecipients(
        app.db,
        { storeId, storeTimezone },
        {
          customer_created_from: q['filter.customer_created_from'],
          customer_created_to: q['filter.customer_created_to'],
          min_order_count: q['filter.min_order_count'],
          max_order_count: q['filter.max_order_count'],
          min_lifetime_value: q['filter.min_lifetime_value'],
          max_lifetime_value: q['filter.max_lifetime_value'],
          min_points: q['filter.min_points'],
          max_points: q['filter.max_points'],
        },
        excludeIds,
      );
      return {
        matched: matched.length,
        excluded: matched.length - recipients.length,
        recipients: recipients.length,
      };
    },
  });
}
