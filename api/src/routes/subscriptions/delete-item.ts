import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CONTRACT_ITEM_MESSAGES as I,
  ContractItemReply,
  DeleteContractItemQuery,
  deleteContractItemOperation,
} from '@storedesk/shared/contracts';
import { customerSubscriptionItems as items } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/errors';
import { bumpContractVersion, contractItemOr404, itemAudit } from './contract-item-edit';

/**
 * DELETE store/customer_subscription/item?customer_subscription_id&_id&version: removes a service from a contract,
 * only while no booking holds its visits. The DELETE itself carries that condition (available = total), so a
 * service request taking a visit at the same moment either comes first (and the delete is refused) or finds no item.
 */
export default async function deleteContractItemRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: deleteContractItemOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'edit_customer_subscription',
    schema: {
      summary: 'Remove a service item from a customer contract',
      description:
        'Refused (400) while bookings hold any of its visits; a stale `version` is 409 Contract Changed.',
      tags: ['contracts'],
      querystring: DeleteContractItemQuery,
      response: { 200: ContractItemReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const q = request.query;
      const version = await app.db.transaction(async (tx) => {
        const next = await bumpContractVersion(tx, storeId, q.customer_subscription_id, q.version);
        const before = await contractItemOr404(tx, storeId, q.customer_subscription_id, q._id);
        const [gone] = await tx
          .delete(items)
          .where(
            and(
              eq(items.id, q._id),
              eq(items.storeId, storeId),
              eq(items.availableQuantity, items.totalQuantity),
            ),
          )
          .returning({ id: items.id });
        if (!gone) {
          const now = await contractItemOr404(tx, storeId, q.customer_subscription_id, q._id);
          throw badRequest(I.inUse(now.totalQuantity - now.availableQuantity), I.invalidTitle);
        }
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer_subscription',
          entityId: q.customer_subscription_id,
          action: 'delete_item',
          before: { item_id: before.id, ...itemAudit(before) },
        });
        return next;
      });
      return {
        message: I.deleted,
        title: I.deletedTitle,
        data: { _id: q.customer_subscription_id, version, item_id: q._id },
      };
    },
  });
}
