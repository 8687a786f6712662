import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  PLAN_MESSAGES as M,
  EditPlanBody,
  PlanWriteReply,
  updatePlanOperation,
} from '@storedesk/shared/contracts';
import { storeSubscriptions } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { changedElsewhere, notFound } from '../../http/errors';
import { assertPlanSlugFree, findPlan, planTerms, termColumns } from './plan-input';
import { recordPlanVersion } from './plan-versions';
import { onePlanView } from './plan-view';

const planChanged = () => changedElsewhere(M.changed, M.changedTitle);

/**
 * PUT store/subscription {store_subscription with _id and version}: replaces the plan's terms, written only while
 * the plan still has the version the form loaded (in the UPDATE itself). The new terms become a new version;
 * contracts already sold keep theirs (they point at their version and hold their own variant copy).
 */
export default async function editPlanRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: updatePlanOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE', 'DUPLICATE'],
    permission: 'edit_master_subscription',
    schema: {
      summary: 'Update a master contract (plan); contracts already sold keep the terms they were sold with',
      tags: ['contracts'],
      body: EditPlanBody,
      response: { 200: PlanWriteReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const { _id: id, version, ...input } = request.body.store_subscription;
      const data = await app.db.transaction(async (tx) => {
        const before = await findPlan(tx, storeId, id);
        if (!before) throw notFound(M.notFound);
        if (before.version !== version) throw planChanged();
        const terms = await planTerms(tx, storeId, input, new Set(before.variants.map((v) => v._id)));
        await assertPlanSlugFree(tx, storeId, terms.url_slug, id);
        const [updated] = await tx
          .update(storeSubscriptions)
          .set({
            ...termColumns(terms),
            isActive: input.is_active,
            version: sql`${storeSubscriptions.version} + 1`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(storeSubscriptions.id, id),
              eq(storeSubscriptions.storeId, storeId),
              eq(storeSubscriptions.isDeleted, false),
              eq(storeSubscriptions.version, version),
            ),
          )
          .returning();
        if (!updated) throw planChanged();
        await recordPlanVersion(tx, updated, employeeId);
        const beforeView = await onePlanView(tx, storeId, before);
        const view = await onePlanView(tx, storeId, updated);
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'store_subscription',
          entityId: id,
          action: 'update',
          before: beforeView,
          after: view,
        });
        return view;
      });
      return { message: M.updated, title: M.updatedTitle, data };
    },
  });
}
