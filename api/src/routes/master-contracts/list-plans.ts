import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  ListPlansQuery,
  ListPlansReply,
  MASTER_PLAN_LIST_LIMIT,
  listPlansOperation,
} from '@storedesk/shared/contracts';
import { storeSubscriptions } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pagedReply, pageWindow } from '../../http/paging';
import { planNames, planView } from './plan-view';

/** GET store/subscription/all: the store's plans, newest first, up to 100 a page (spec 2 §9). */
export default async function listPlanRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: listPlansOperation,
    permission: 'list_master_subscription',
    schema: {
      summary: "The store's master contracts (plans), active or not, newest first",
      description: '`offset` is the page from 1 (0 reads as 1); at most 100 plans a page.',
      tags: ['contracts'],
      querystring: ListPlansQuery,
      response: { 200: ListPlansReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const where = and(eq(storeSubscriptions.storeId, storeId), eq(storeSubscriptions.isDeleted, false));
      const { limit, skip } = pageWindow(request.query, MASTER_PLAN_LIST_LIMIT);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(storeSubscriptions)
          .where(where)
          .orderBy(desc(storeSubscriptions.createdAt), desc(storeSubscriptions.id))
          .limit(limit)
          .offset(skip),
        app.db.select({ total: count() }).from(storeSubscriptions).where(where),
      ]);
      const names = await planNames(app.db, storeId, rows);
      return pagedReply(
        rows.map((row) => planView(row, names)),
        total,
        limit,
      );
    },
  });
}
