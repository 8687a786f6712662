import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  CUSTOMER_FORM_MESSAGES as F,
  CUSTOMER_NOT_FOUND_MESSAGE,
  CUSTOMER_NOT_FOUND_TITLE,
  UpdateCustomerBody,
  UpdateCustomerReply,
  updateCustomerOperation,
} from '@storedesk/shared/contracts';
import { customerAddresses, customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { customerChanged } from './customer-changed';
import { assertNoDuplicateContact } from './customer-duplicates';
import { customerValues } from './customer-input';
import { customerAuditView, customerProfile } from './customer-profile-view';

/**
 * PUT customer: the edit screen's full update (contracts/customer-form.ts); the password only when sent. Written
 * only while the customer still has the version the form loaded (checked in the UPDATE itself, so of two saves
 * racing the second finds the bumped version and answers 409).
 */
export default async function updateCustomerRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: updateCustomerOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE', 'DUPLICATE'],
    permission: 'edit_customer',
    schema: {
      summary: "Update a customer's profile (addresses have their own calls)",
      tags: ['customers'],
      body: UpdateCustomerBody,
      response: { 200: UpdateCustomerReply },
    },
    handler: async (request) => {
      const { storeId, employeeId, role, storeTimezone } = request.auth;
      const { _id: id, version, ...input } = request.body.customer;
      const values = await customerValues(input, { role, timeZone: storeTimezone, mode: 'update' });

      const { row, addresses } = await app.db.transaction(async (tx) => {
        const own = and(eq(customers.id, id), eq(customers.storeId, storeId), eq(customers.isDeleted, false));
        const [before] = await tx.select().from(customers).where(own).limit(1);
        if (!before) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE, CUSTOMER_NOT_FOUND_TITLE);
        // Stale before duplicate: the form must be reloaded either way, and this says why.
        if (before.version !== version) throw customerChanged();
        await assertNoDuplicateContact(tx, storeId, values, before.id);
        // The version in the WHERE is what holds under concurrency: of two saves of one version the second
        // updates nothing (nor does a save racing a delete), and answers 409.
        const [row] = await tx
          .update(customers)
          .set({ ...values, version: sql`${customers.version} + 1`, updatedAt: new Date() })
          .where(and(own, eq(customers.version, version)))
          .returning();
        if (!row) throw customerChanged();
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
