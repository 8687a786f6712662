import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  PLAN_MESSAGES as M,
  MessageReply,
  PlanStatusBody,
  updatePlanStatusOperation,
} from '@storedesk/shared/contracts';
import { storeSubscriptions } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';

/**
 * PUT store/subscription/status {store_subscription: {_id, is_active}}: the list's toggle (spec 2 §4). A plan no
 * longer sold is deactivated this way, never deleted; contracts sold from it are untouched. Bumps the version, so an
 * edit form opened before the toggle cannot silently turn it back.
 */
export default async function planStatusRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: updatePlanStatusOperation,
    errors: ['NOT_FOUND'],
    permission: 'update_master_subscription_status',
    schema: {
      summary: 'Activate or deactivate a master contract (plan)',
      tags: ['contracts'],
      body: PlanStatusBody,
      response: { 200: MessageReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const { _id: id, is_active: isActive } = request.body.store_subscription;
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ isActive: storeSubscriptions.isActive })
          .from(storeSubscriptions)
          .where(
            and(
              eq(storeSubscriptions.id, id),
              eq(storeSubscriptions.storeId, storeId),
              eq(storeSubscriptions.isDeleted, false),
            ),
          )
          .for('update');
        if (!before) throw notFound(M.notFound);
        await tx
          .update(storeSubscriptions)
          .set({ isActive, version: sql`${storeSubscriptions.version} + 1`, updatedAt: new Date() })
          .where(and(eq(storeSubscriptions.id, id), eq(storeSubscriptions.storeId, storeId)));
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'store_subscription',
          entityId: id,
          action: 'status',
          before: { is_active: before.isActive },
          after: { is_active: isActive },
        });
      });
      return isActive
        ? { message: M.activated, title: M.activatedTitle }
        : { message: M.deactivated, title: M.deactivatedTitle };
    },
  });
}
