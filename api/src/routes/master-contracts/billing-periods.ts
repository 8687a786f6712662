import type { FastifyInstance } from 'fastify';
import { asc, count, eq } from 'drizzle-orm';
import {
  BILLING_PERIOD_LIST_LIMIT,
  BillingPeriodList,
  BillingPeriodQuery,
  listBillingPeriodsOperation,
} from '@storedesk/shared/contracts';
import { billingPeriods } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pagedReply, pageWindow } from '../../http/paging';

/** GET store/billing_period/all: the store's billing periods, shortest first (spec 2 §7: limit 100, offset 0). */
export default async function billingPeriodRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: listBillingPeriodsOperation,
    permission: 'read_lookups',
    schema: {
      summary: "The store's billing periods (name and length in months), shortest first",
      description: '`offset` is the page from 1 (0 reads as 1); at most 100 a page.',
      tags: ['contracts'],
      querystring: BillingPeriodQuery,
      response: { 200: BillingPeriodList },
    },
    handler: async (request) => {
      const where = eq(billingPeriods.storeId, request.auth.storeId);
      const { limit, skip } = pageWindow(request.query, BILLING_PERIOD_LIST_LIMIT);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(billingPeriods)
          .where(where)
          .orderBy(asc(billingPeriods.value), asc(billingPeriods.id))
          .limit(limit)
          .offset(skip),
        app.db.select({ total: count() }).from(billingPeriods).where(where),
      ]);
      return pagedReply(
        rows.map((p) => ({ _id: p.id, name: p.name, value: p.value, is_active: p.isActive })),
        total,
        limit,
      );
    },
  });
}
