import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { SaveAddressBody, SaveAddressReply } from '@storedesk/shared/contracts';
import { customerAddresses, customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest, notFound } from '../../http/errors';
import { CUSTOMER_MESSAGES as M } from './customer-messages';
import { addressValues, isBlankAddress } from './address-values';
import { addressView } from './customer-view';

/** PUT customer/address: add (no _id) or update (with _id) a saved address of a customer. */
export default async function saveAddressRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'PUT',
    url: '/customer/address',
    // The new-booking screen adds the customer and address a booking needs (create_order_customer).
    permission: ['create_customer', 'create_order_customer'],
    schema: {
      summary: "Add or update one of a customer's saved addresses",
      tags: ['customers'],
      body: SaveAddressBody,
      response: { 200: SaveAddressReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const { customer_id: customerId, address } = request.body;
      if (isBlankAddress(address)) throw badRequest(M.emptyAddress, M.missingTitle);
      const values = addressValues(address);

      const saved = await app.db.transaction(async (tx) => {
        const [customer] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(
            and(eq(customers.id, customerId), eq(customers.storeId, storeId), eq(customers.isDeleted, false)),
          )
          .limit(1);
        if (!customer) throw notFound('Customer not found', 'Customer');
        const own = and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.storeId, storeId));
        let before: typeof customerAddresses.$inferSelect | undefined;
        let row: typeof customerAddresses.$inferSelect;
        if (address._id) {
          [before] = await tx
            .select()
            .from(customerAddresses)
            .where(and(own, eq(customerAddresses.id, address._id)))
            .limit(1);
          if (!before) throw notFound('Address not found', 'Address');
          [row] = await tx
            .update(customerAddresses)
            .set({ ...values, isDefault: address.is_default ?? before.isDefault, updatedAt: new Date() })
            .where(eq(customerAddresses.id, before.id))
            .returning();
        } else {
          const [existing] = await tx
            .select({ id: customerAddresses.id })
            .from(customerAddresses)
            .where(own)
            .limit(1);
          [row] = await tx
            .insert(customerAddresses)
            .values({ ...values, storeId, customerId, isDefault: address.is_default ?? !existing })
            .returning();
        }
        // One default address per customer.
        if (row.isDefault) {
          await tx
            .update(customerAddresses)
            .set({ isDefault: false })
            .where(and(own, ne(customerAddresses.id, row.id)));
        }
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer_address',
          entityId: row.id,
          action: before ? 'update' : 'create',
          before: before ? addressView(before) : null,
          after: addressView(row),
        });
        return row;
      });
      return { message: M.addressSaved, title: M.addressSavedTitle, data: addressView(saved) };
    },
  });
}
