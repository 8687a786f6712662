import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import {
  isBlankAddress,
  SaveAddressBody,
  SaveAddressReply,
  saveCustomerAddressOperation,
} from '@storedesk/shared/contracts';
import { customerAddresses, customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest, notFound } from '../../http/errors';
import { CUSTOMER_MESSAGES as M } from '../../http/customer-messages';
import { addressValues, keptValues } from './address-values';
import { addressView } from './customer-view';

/** PUT customer/address: add (no _id) or update (with _id) a saved address of a customer. */
export default async function saveAddressRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: saveCustomerAddressOperation,
    errors: ['NOT_FOUND'],
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
          .limit(1)
          // One save of this customer's addresses at a time, so two "make default" saves cannot both win.
          .for('update');
        if (!customer) throw notFound('Customer not found', 'Customer');
        const own = and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.storeId, storeId));
        let before: typeof customerAddresses.$inferSelect | undefined;
        let row: typeof customerAddresses.$inferSelect;
        // Exactly one default address (a partial unique index too): the customer's first address is the default,
        // a default stays one until another is made the default, and making one the default unsets the others
        // first, in this locked transaction.
        const unsetOthers = (except?: string) =>
          tx
            .update(customerAddresses)
            .set({ isDefault: false, updatedAt: new Date() })
            .where(
              and(
                own,
                eq(customerAddresses.isDefault, true),
                except ? ne(customerAddresses.id, except) : undefined,
              ),
            );
        if (address._id) {
          [before] = await tx
            .select()
            .from(customerAddresses)
            .where(and(own, eq(customerAddresses.id, address._id)))
            .limit(1);
          if (!before) throw notFound('Address not found', 'Address');
          const isDefault = before.isDefault || address.is_default === true;
          if (isDefault && !before.isDefault) await unsetOthers(before.id);
          [row] = await tx
            .update(customerAddresses)
            .set({ ...keptValues(values, address, before), isDefault, updatedAt: new Date() })
            .where(eq(customerAddresses.id, before.id))
            .returning();
        } else {
          const [existing] = await tx
            .select({ id: customerAddresses.id })
            .from(customerAddresses)
            .where(and(own, eq(customerAddresses.isDefault, true)))
            .limit(1);
          const isDefault = !existing || address.is_default === true;
          if (isDefault && existing) await unsetOthers();
          [row] = await tx
            .insert(customerAddresses)
            .values({ ...values, storeId, customerId, isDefault })
            .returning();
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
