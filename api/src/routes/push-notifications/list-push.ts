import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ListPushNotificationsQuery,
  PUSH_LIST_PAGE_SIZE,
  PUSH_MESSAGES as M,
  PushNotificationList,
  listPushesOperation,
} from '@storedesk/shared/contracts';
import { pushNotifications } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { pagedReply, pageWindow } from '../../http/paging';
import { storeCustomerIds } from '../../push/recipients';
import { containsPattern } from '../../db/like-pattern';
import { pushRowView, selectPushWithCustomer } from './push-view';

const dayStart = (day: string, tz: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${tz})`;
const dayEnd = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${tz})`;

function conditions(storeId: string, tz: string, q: ListPushNotificationsQuery): SQL {
  const keyword = q['filter.keyword']?.trim();
  const customerId = q['filter.customer_id'];
  const from = q['filter.created_from_date'];
  const to = q['filter.created_to_date'];
  return and(
    eq(pushNotifications.storeId, storeId),
    eq(pushNotifications.isDeleted, false),
    keyword
      ? or(
          ilike(pushNotifications.title, containsPattern(keyword)),
          ilike(pushNotifications.message, containsPattern(keyword)),
        )
      : undefined,
    customerId
      ? or(
          eq(pushNotifications.customerId, customerId),
          sql`${pushNotifications.recipientIds} @> ${JSON.stringify([customerId])}::jsonb`,
        )
      : undefined,
    from ? gte(pushNotifications.createdAt, dayStart(from, tz)) : undefined,
    to ? lt(pushNotifications.createdAt, dayEnd(to, tz)) : undefined,
  )!;
}

/** GET store/push_notification: the history, newest first, filtered and paged (spec 2 §7, §9). */
export default async function listPushRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: listPushesOperation,
    permission: 'list_push_notification',
    schema: {
      summary: 'List push notifications (paged; keyword, created days, customer)',
      description:
        'filter.customer_id lists the notifications that went (or will go) to that customer; a customer of ' +
        'another store is 404.',
      tags: ['push notifications'],
      querystring: ListPushNotificationsQuery,
      response: { 200: PushNotificationList },
    },
    handler: async (request) => {
      const { storeId, storeTimezone } = request.auth;
      const customerId = request.query['filter.customer_id'];
      if (customerId && (await storeCustomerIds(app.db, storeId, [customerId])).size === 0) {
        throw notFound(M.customerNotFound, M.customerNotFoundTitle);
      }
      const { limit, skip } = pageWindow(request.query, PUSH_LIST_PAGE_SIZE);
      const where = conditions(storeId, storeTimezone, request.query);
      const [rows, [{ total }]] = await Promise.all([
        selectPushWithCustomer(app.db)
          .where(where)
          .orderBy(desc(pushNotifications.createdAt), desc(pushNotifications.id))
          .limit(limit)
          .offset(skip),
        app.db.select({ total: count() }).from(pushNotifications).where(where),
      ]);
      const now = new Date();
      return pagedReply(
        rows.map((row) => pushRowView(row, now)),
        total,
        limit,
      );
    },
  });
}
