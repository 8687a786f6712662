import type { FastifyInstance } from 'fastify';
import {
  PLAN_MESSAGES as M,
  PlanDetailQuery,
  PlanDetailReply,
  getPlanOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { findPlan } from './plan-input';
import { onePlanView } from './plan-view';

/** GET store/subscription/details?id: one plan with the names of its services and billing periods. */
export default async function planDetailRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: getPlanOperation,
    errors: ['NOT_FOUND'],
    malformedId: { message: M.notFound, title: 'Not Found' },
    permission: 'detail_master_subscription',
    schema: {
      summary: 'One master contract (plan)',
      tags: ['contracts'],
      querystring: PlanDetailQuery,
      response: { 200: PlanDetailReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const row = await findPlan(app.db, storeId, request.query.id);
      if (!row) throw notFound(M.notFound);
      return { data: await onePlanView(app.db, storeId, row) };
    },
  });
}
