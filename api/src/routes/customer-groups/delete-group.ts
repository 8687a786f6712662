import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CUSTOMER_GROUP_MESSAGES as M,
  DeleteCustomerGroupQuery,
  MessageReply,
  deleteCustomerGroupOperation,
} from '@storedesk/shared/contracts';
import { customerGroupMembers, customerGroups } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { findGroup } from './find-group';
import { groupView } from './group-view';

/**
 * DELETE store/customer/group?id: the group is marked deleted and its member rows go, so a pricing rule that
 * reads group membership no longer sees it; the audit row keeps the ids.
 */
export default async function deleteGroupRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: deleteCustomerGroupOperation,
    errors: ['NOT_FOUND'],
    permission: 'delete_customer_group',
    schema: {
      summary: 'Delete a customer group (ADMIN only)',
      tags: ['customer groups'],
      querystring: DeleteCustomerGroupQuery,
      response: { 200: MessageReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      await app.db.transaction(async (tx) => {
        const group = await findGroup(tx, storeId, request.query.id, true);
        const removed = await tx
          .delete(customerGroupMembers)
          .where(eq(customerGroupMembers.groupId, group.id))
          .returning({ customer_id: customerGroupMembers.customerId });
        await tx
          .update(customerGroups)
          .set({ isDeleted: true, updatedAt: new Date() })
          .where(eq(customerGroups.id, group.id));
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer_group',
          entityId: group.id,
          action: 'delete',
          before: { ...groupView(group, removed.length), customer_ids: removed, is_deleted: false },
          after: { is_deleted: true },
        });
      });
      return { message: M.deleted, title: M.deletedTitle };
    },
  });
}
