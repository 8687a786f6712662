import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { CreateCustomerBody, CreateCustomerReply } from '@storedesk/shared/contracts';
import { customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict } from '../../http/errors';
import { CUSTOMER_MESSAGES as M } from './customer-messages';
import { customerSummary } from './customer-view';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST customer: the new-booking screen's inline new customer (spec 2 §5). */
export default async function createCustomerRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/customer',
    permission: 'create_customer',
    schema: {
      summary: 'Create a customer of the store (e-mail or phone required, unique in the store)',
      tags: ['customers'],
      body: CreateCustomerBody,
      response: { 200: CreateCustomerReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const input = request.body.customer;
      const email = input.email?.trim().toLowerCase() || null;
      const phone = input.phone_no?.trim() || null;
      if (!email && !phone) throw badRequest(M.missingContact, M.missingTitle);
      if (phone && !/^\d+$/.test(phone)) throw badRequest(M.phoneDigits, M.invalidTitle);
      if (email && !EMAIL.test(email)) throw badRequest(M.invalidEmail, M.invalidTitle);

      const created = await app.db.transaction(async (tx) => {
        // Duplicates are checked per store; the check runs in the write's transaction.
        if (email) {
          const [same] = await tx
            .select({ id: customers.id })
            .from(customers)
            .where(
              and(eq(customers.storeId, storeId), eq(customers.email, email), eq(customers.isDeleted, false)),
            )
            .limit(1);
          if (same) throw conflict(M.duplicateEmail, M.duplicateTitle);
        }
        if (phone) {
          const [same] = await tx
            .select({ id: customers.id })
            .from(customers)
            .where(
              and(
                eq(customers.storeId, storeId),
                eq(customers.phoneNo, phone),
                eq(customers.isDeleted, false),
              ),
            )
            .limit(1);
          if (same) throw conflict(M.duplicatePhone, M.duplicateTitle);
        }
        const [row] = await tx
          .insert(customers)
          .values({
            storeId,
            firstName: input.first_name.trim(),
            lastName: input.last_name?.trim() ?? '',
            email,
            phoneNo: phone,
            countryCode: input.country_code?.trim() || null,
            country: input.country?.trim() || null,
          })
          .returning();
        const after = customerSummary(row);
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer',
          entityId: row.id,
          action: 'create',
          after,
        });
        return row;
      });
      return {
        message: M.created,
        title: M.createdTitle,
        data: { ...customerSummary(created), addresses: [] },
      };
    },
  });
}
