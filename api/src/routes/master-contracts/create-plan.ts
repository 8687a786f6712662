import type { FastifyInstance } from 'fastify';
import {
  PLAN_MESSAGES as M,
  CreatePlanBody,
  PlanWriteReply,
  createPlanOperation,
} from '@storedesk/shared/contracts';
import { storeSubscriptions } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { assertPlanSlugFree, planTerms, termColumns } from './plan-input';
import { recordPlanVersion } from './plan-versions';
import { onePlanView } from './plan-view';

/** POST store/subscription {store_subscription}: a new plan and its first terms version. */
export default async function createPlanRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: createPlanOperation,
    errors: ['DUPLICATE'],
    permission: 'create_master_subscription',
    schema: {
      summary: 'Create a master contract (plan)',
      description: 'Name, URL slug (unique in the store) and parent SKU mandatory; at least one variant.',
      tags: ['contracts'],
      body: CreatePlanBody,
      response: { 200: PlanWriteReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const input = request.body.store_subscription;
      const data = await app.db.transaction(async (tx) => {
        const terms = await planTerms(tx, storeId, input);
        await assertPlanSlugFree(tx, storeId, terms.url_slug);
        const [created] = await tx
          .insert(storeSubscriptions)
          .values({ ...termColumns(terms), storeId, isActive: input.is_active, createdBy: employeeId })
          .returning();
        await recordPlanVersion(tx, created, employeeId);
        const view = await onePlanView(tx, storeId, created);
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'store_subscription',
          entityId: created.id,
          action: 'create',
          after: view,
        });
        return view;
      });
      return { message: M.created, title: M.createdTitle, data };
    },
  });
}
