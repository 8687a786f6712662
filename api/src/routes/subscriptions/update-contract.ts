import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { hasPermission, type Permission } from '@storedesk/shared/auth/permissions';
import {
  CHANGED_ELSEWHERE,
  CONTRACT_MESSAGES as M,
  UpdateContractBody,
  UpdateContractReply,
  updateContractOperation,
} from '@storedesk/shared/contracts';
import { customerSubscriptions, customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest, changedElsewhere, forbidden, notFound } from '../../http/errors';
import { contractDetails } from './contract-details-view';

type Input = UpdateContractBody['customer_subscription'];

/** Which permission each kind of change needs (edit_customer_subscription allows them all). */
function neededPermissions(input: Input): Permission[] {
  const needed: Permission[] = [];
  if (input.start_date !== undefined || input.end_date !== undefined || input.is_active !== undefined)
    needed.push('edit_customer_subscription_summary');
  if (input.payment !== undefined) needed.push('edit_customer_subscription_payment');
  if (input.is_approved !== undefined) needed.push('edit_customer_subscription');
  return needed;
}

/**
 * PUT store/customer_subscription {customer_subscription: {_id, version, ...changes}}: the details screen's edit
 * summary, approval and payment (contracts/subscription-writes.ts). Written only while the contract still has the
 * version the screen loaded (in the UPDATE itself), so of two staff saving at once one wins and the other gets 409.
 */
export default async function updateContractRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: updateContractOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: [
      'edit_customer_subscription',
      'edit_customer_subscription_summary',
      'edit_customer_subscription_payment',
    ],
    schema: {
      summary: "Edit a customer contract's dates, active flag, approval or payment",
      description:
        'The summary needs edit_customer_subscription_summary, the payment edit_customer_subscription_payment, ' +
        'the approval edit_customer_subscription. A stale `version` is 409; the end must be after the start.',
      tags: ['contracts'],
      body: UpdateContractBody,
      response: { 200: UpdateContractReply },
    },
    handler: async (request) => {
      const { storeId, employeeId, role } = request.auth;
      const { _id: id, version, ...input } = request.body.customer_subscription;
      const needed = neededPermissions(request.body.customer_subscription);
      if (needed.length === 0) throw badRequest(M.nothingToChange);
      if (
        !hasPermission(role, 'edit_customer_subscription') &&
        needed.some((permission) => !hasPermission(role, permission))
      )
        throw forbidden();

      const saved = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(customerSubscriptions)
          .where(and(eq(customerSubscriptions.id, id), eq(customerSubscriptions.storeId, storeId)));
        if (!before) throw notFound(M.notFound, M.notFoundTitle);
        if (before.version !== version)
          throw changedElsewhere(CHANGED_ELSEWHERE.contract.message, CHANGED_ELSEWHERE.contract.title);
        const start = input.start_date ?? before.startDate;
        const end = input.end_date ?? before.endDate;
        if (end <= start) throw badRequest(M.checkDates, M.checkDatesTitle);
        const change = {
          ...(input.start_date !== undefined && { startDate: input.start_date }),
          ...(input.end_date !== undefined && { endDate: input.end_date }),
          ...(input.is_active !== undefined && { isActive: input.is_active }),
          ...(input.is_approved !== undefined && { isApproved: input.is_approved }),
          ...(input.payment !== undefined && { payment: input.payment, isPaid: input.payment.is_paid }),
        };
        const [after] = await tx
          .update(customerSubscriptions)
          .set({ ...change, version: sql`${customerSubscriptions.version} + 1`, updatedAt: new Date() })
          .where(
            and(
              eq(customerSubscriptions.id, id),
              eq(customerSubscriptions.storeId, storeId),
              eq(customerSubscriptions.version, version),
            ),
          )
          .returning();
        if (!after)
          throw changedElsewhere(CHANGED_ELSEWHERE.contract.message, CHANGED_ELSEWHERE.contract.title);
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer_subscription',
          entityId: id,
          action: 'update',
          before: Object.fromEntries(
            Object.keys(change).map((key) => [key, before[key as keyof typeof before]]),
          ),
          after: change,
        });
        return after;
      });
      const [customer] = await app.db.select().from(customers).where(eq(customers.id, saved.customerId));
      return {
        message: M.updated,
        title: M.updatedTitle,
        data: await contractDetails(app.db, saved, customer),
      };
    },
  });
}
