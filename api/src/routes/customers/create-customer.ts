import type { FastifyInstance } from 'fastify';
import {
  CreateCustomerBody,
  CreateCustomerReply,
  createCustomerOperation,
  isBlankAddress,
} from '@storedesk/shared/contracts';
import { customerAddresses, customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/errors';
import { addressValues } from './address-values';
import { assertNoDuplicateContact } from './customer-duplicates';
import { customerValues } from './customer-input';
import { CUSTOMER_MESSAGES as M } from '../../http/customer-messages';
import { customerAuditView } from './customer-profile-view';
import { addressView, customerSummary } from './customer-view';

/**
 * POST customer: the new-booking screen's inline new customer (spec 2 §5) and the customer create screen
 * (spec 1 §2.6), which also sends the profile fields and the addresses entered before saving.
 */
export default async function createCustomerRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: createCustomerOperation,
    errors: ['DUPLICATE'],
    // The new-booking screen adds the customer and address a booking needs (create_order_customer).
    permission: ['create_customer', 'create_order_customer'],
    schema: {
      summary: 'Create a customer of the store (e-mail or phone required, unique in the store)',
      tags: ['customers'],
      body: CreateCustomerBody,
      response: { 200: CreateCustomerReply },
    },
    handler: async (request) => {
      const { storeId, employeeId, role, storeTimezone } = request.auth;
      const { addresses = [], ...input } = request.body.customer;
      const values = await customerValues(input, { role, timeZone: storeTimezone, mode: 'create' });
      if (addresses.some(isBlankAddress)) throw badRequest(M.emptyAddress, M.missingTitle);
      // One default: the last one marked, else the first address.
      const marked = addresses.map((a) => a.is_default === true).lastIndexOf(true);
      const defaultIndex = marked === -1 ? 0 : marked;

      const { row, saved } = await app.db.transaction(async (tx) => {
        // Duplicates are checked per store; the check runs in the write's transaction.
        await assertNoDuplicateContact(tx, storeId, values);
        const [row] = await tx
          .insert(customers)
          .values({ storeId, ...values })
          .returning();
        const saved = addresses.length
          ? await tx
              .insert(customerAddresses)
              .values(
                addresses.map((address, index) => ({
                  ...addressValues(address),
                  storeId,
                  customerId: row.id,
                  isDefault: index === defaultIndex,
                })),
              )
              .returning()
          : [];
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer',
          entityId: row.id,
          action: 'create',
          after: customerAuditView(row),
        });
        for (const address of saved)
          await recordAudit(tx, {
            employeeId,
            storeId,
            entity: 'customer_address',
            entityId: address.id,
            action: 'create',
            after: addressView(address),
          });
        return { row, saved };
      });
      return {
        message: M.created,
        title: M.createdTitle,
        data: { ...customerSummary(row), addresses: saved.map(addressView) },
      };
    },
  });
}
