import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  CUSTOMER_FORM_MESSAGES as F,
  CUSTOMER_NOT_FOUND_MESSAGE,
  CUSTOMER_NOT_FOUND_TITLE,
  UpdateCustomerBody,
  UpdateCustomerReply,
} from '@storedesk/shared/contracts';
import { customerAddresses, customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { assertNoDuplicateContact } from './customer-duplicates';
import { customerValues } from './customer-input';
import { customerAuditView, customerProfile } from './customer-profile-view';

/** PUT customer: the edit screen's full update (contracts/customer-form.ts); the password only when sent. */
export default async function updateCustomerRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'PUT',
    url: '/customer',
    permission: 'edit_customer',
    schema: {
      summary: "Update a customer's profile (addresses have their own calls)",
      tags: ['customers'],
      body: UpdateCustomerBody,
      response: { 200: UpdateCustomerReply },
    },
    handler: async (request) => {
      const { storeId, employeeId, role, storeTimezone } = request.auth;
      const { _id: id, ...input } = request.body.customer;
      const values = await customerValues(input, { role, timeZone: storeTimezone, mode: 'update' });

      const { row, addresses } = await app.db.transaction(async (tx) => {
        const own = and(eq(customers.id, id), eq(customers.storeId, storeId), eq(customers.isDeleted, false));
        // FOR UPDATE: the audit's "before" is the row this write replaces.
        const [before] = await tx.select().from(customers).where(own).limit(1).for('update');
        if (!before) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE, CUSTOMER_NOT_FOUND_TITLE);
        await assertNoDuplicateContact(tx, storeId, values, before.id);
        const [row] = await tx
          .update(customers)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(customers.id, before.id))
          .returning();
        const addresses = await tx
          .select()
          .from(customerAddresses)
          .where(and(eq(customerAddresses.customerId, row.id), eq(customerAddresses.storeId, storeId)))
          .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.createdAt));
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer',
          entityId: row.id,
          action: 'update',
          before: customerAuditView(before),
          after: { ...customerAuditView(row), password_changed: values.passwordHash !== undefined },
        });
        return { row, addresses };
      });
      return { message: F.updated, title: F.updatedTitle, data: customerProfile(row, addresses) };
    },
  });
}
