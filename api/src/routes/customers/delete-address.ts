import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  CUSTOMER_FORM_MESSAGES as F,
  CUSTOMER_NOT_FOUND_MESSAGE,
  CUSTOMER_NOT_FOUND_TITLE,
  DeleteAddressQuery,
  MessageReply,
  deleteCustomerAddressOperation,
} from '@storedesk/shared/contracts';
import { customerAddresses, customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { addressView } from './customer-view';

/** DELETE customer/address?customer_id&address_id: the edit screen's address delete (asked first on screen). */
export default async function deleteAddressRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: deleteCustomerAddressOperation,
    errors: ['NOT_FOUND'],
    permission: 'edit_customer',
    schema: {
      summary: "Delete one of a customer's saved addresses (the oldest left becomes the default)",
      tags: ['customers'],
      querystring: DeleteAddressQuery,
      response: { 200: MessageReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const { customer_id: customerId, address_id: addressId } = request.query;
      await app.db.transaction(async (tx) => {
        const [customer] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(
            and(eq(customers.id, customerId), eq(customers.storeId, storeId), eq(customers.isDeleted, false)),
          )
          .limit(1)
          .for('update');
        if (!customer) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE, CUSTOMER_NOT_FOUND_TITLE);
        const own = and(
          eq(customerAddresses.customerId, customer.id),
          eq(customerAddresses.storeId, storeId),
        );
        const [removed] = await tx
          .delete(customerAddresses)
          .where(and(own, eq(customerAddresses.id, addressId)))
          .returning();
        if (!removed) throw notFound(F.addressNotFound, F.addressNotFoundTitle);
        if (removed.isDefault) {
          const [next] = await tx
            .select({ id: customerAddresses.id })
            .from(customerAddresses)
            .where(own)
            .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id))
            .limit(1);
          if (next)
            await tx
              .update(customerAddresses)
              .set({ isDefault: true, updatedAt: new Date() })
              .where(eq(customerAddresses.id, next.id));
        }
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer_address',
          entityId: removed.id,
          action: 'delete',
          before: addressView(removed),
        });
      });
      return { message: F.addressDeleted, title: F.addressDeletedTitle };
    },
  });
}
