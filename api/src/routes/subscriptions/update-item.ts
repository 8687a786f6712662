import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  CONTRACT_ITEM_MESSAGES as I,
  ContractItemReply,
  UpdateContractItemBody,
  updateContractItemOperation,
} from '@storedesk/shared/contracts';
import { customerSubscriptionItems as items } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/errors';
import { bumpContractVersion, contractItemOr404, itemAudit } from './contract-item-edit';

/**
 * PUT store/customer_subscription/item: a service item's units per visit and/or total visits. The visits left move
 * by the total's change in one conditional UPDATE (`total - available <= new total`), so a service request taking a
 * visit at the same moment can never push the visits left below zero: one of the two waits for the other.
 */
export default async function updateContractItemRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: updateContractItemOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'edit_customer_subscription',
    schema: {
      summary: "Change a contract's service item (units per visit, total visits)",
      description:
        'The total may not go below the visits already used (400); the visits left move by the same amount. A ' +
        'stale `version` is 409 Contract Changed.',
      tags: ['contracts'],
      body: UpdateContractItemBody,
      response: { 200: ContractItemReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const b = request.body;
      if (b.quantity === undefined && b.total_quantity === undefined)
        throw badRequest(I.nothingToChange, I.invalidTitle);
      const version = await app.db.transaction(async (tx) => {
        const next = await bumpContractVersion(tx, storeId, b.customer_subscription_id, b.version);
        const before = await contractItemOr404(tx, storeId, b.customer_subscription_id, b._id);
        const total = b.total_quantity;
        const [after] = await tx
          .update(items)
          .set({
            quantity: b.quantity ?? sql`${items.quantity}`,
            ...(total === undefined
              ? {}
              : {
                  totalQuantity: total,
                  // Right-hand sides read the row before this UPDATE: available + (new total - old total).
                  availableQuantity: sql`${items.availableQuantity} + (${total}::integer - ${items.totalQuantity})`,
                }),
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(items.id, b._id),
              eq(items.storeId, storeId),
              total === undefined
                ? undefined
                : sql`${items.totalQuantity} - ${items.availableQuantity} <= ${total}`,
            ),
          )
          .returning();
        if (!after) {
          const now = await contractItemOr404(tx, storeId, b.customer_subscription_id, b._id);
          throw badRequest(I.visitsUsed(now.totalQuantity - now.availableQuantity), I.invalidTitle);
        }
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer_subscription',
          entityId: b.customer_subscription_id,
          action: 'update_item',
          before: { item_id: before.id, ...itemAudit(before) },
          after: { item_id: after.id, ...itemAudit(after) },
        });
        return next;
      });
      return {
        message: I.updated,
        title: I.updatedTitle,
        data: { _id: b.customer_subscription_id, version, item_id: b._id },
      };
    },
  });
}
