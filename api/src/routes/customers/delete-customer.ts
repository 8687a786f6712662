import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CUSTOMER_DELETED_MESSAGE,
  CUSTOMER_DELETED_TITLE,
  CUSTOMER_NOT_FOUND_MESSAGE,
  CUSTOMER_NOT_FOUND_TITLE,
  DeleteCustomerQuery,
  MessageReply,
  deleteCustomerOperation,
} from '@storedesk/shared/contracts';
import { customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { customerListRow } from './customer-list-view';

/**
 * DELETE customer?customer_id: a soft delete (is_deleted). Bookings, payment requests and contracts keep their
 * customer_id and stay readable; the customer leaves lists and searches, which all exclude is_deleted.
 */
export default async function deleteCustomerRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: deleteCustomerOperation,
    errors: ['NOT_FOUND'],
    permission: 'delete_customer',
    schema: {
      summary: 'Delete a customer (soft: their bookings, payments and contracts stay readable)',
      tags: ['customers'],
      querystring: DeleteCustomerQuery,
      response: { 200: MessageReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(customers)
          .set({ isDeleted: true, updatedAt: new Date() })
          .where(
            and(
              eq(customers.id, request.query.customer_id),
              eq(customers.storeId, storeId),
              eq(customers.isDeleted, false),
            ),
          )
          .returning();
        if (!row) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE, CUSTOMER_NOT_FOUND_TITLE);
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer',
          entityId: row.id,
          action: 'delete',
          before: { ...customerListRow(row), is_deleted: false },
          after: { is_deleted: true },
        });
      });
      return { message: CUSTOMER_DELETED_MESSAGE, title: CUSTOMER_DELETED_TITLE };
    },
  });
}
