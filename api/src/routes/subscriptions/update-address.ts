import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  CHANGED_ELSEWHERE,
  CONTRACT_ADDRESS_MESSAGES as A,
  CONTRACT_MESSAGES as M,
  UpdateContractAddressBody,
  UpdateContractAddressReply,
  updateContractAddressOperation,
} from '@storedesk/shared/contracts';
import { customerSubscriptions } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest, changedElsewhere, notFound } from '../../http/errors';

const stale = () => changedElsewhere(CHANGED_ELSEWHERE.contract.message, CHANGED_ELSEWHERE.contract.title);

/**
 * PUT store/customer_subscription/address {customer_subscription: {_id, version, address}}: the details screen's
 * edit shipping address. The address takes the first place of `addresses` (the one the services go to); any
 * others stay. Written only while the contract still has the version the screen loaded (in the UPDATE itself).
 */
export default async function updateContractAddressRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: updateContractAddressOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'edit_customer_subscription',
    schema: {
      summary: "Edit a customer contract's shipping address",
      description:
        'Replaces the shipping address (the first of `addresses`). A stale `version` is 409 Contract Changed; ' +
        'a latitude without a longitude (or the other way round) is 400.',
      tags: ['contracts'],
      body: UpdateContractAddressBody,
      response: { 200: UpdateContractAddressReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const { _id: id, version, address } = request.body.customer_subscription;
      if (((address.latitude ?? null) === null) !== ((address.longitude ?? null) === null))
        throw badRequest(A.halfPoint, A.halfPointTitle);

      const saved = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ addresses: customerSubscriptions.addresses, version: customerSubscriptions.version })
          .from(customerSubscriptions)
          .where(and(eq(customerSubscriptions.id, id), eq(customerSubscriptions.storeId, storeId)));
        if (!before) throw notFound(M.notFound, M.notFoundTitle);
        if (before.version !== version) throw stale();
        const addresses = [address as Record<string, unknown>, ...before.addresses.slice(1)];
        const [after] = await tx
          .update(customerSubscriptions)
          .set({ addresses, version: sql`${customerSubscriptions.version} + 1`, updatedAt: new Date() })
          .where(
            and(
              eq(customerSubscriptions.id, id),
              eq(customerSubscriptions.storeId, storeId),
              eq(customerSubscriptions.version, version),
            ),
          )
          .returning({ version: customerSubscriptions.version, addresses: customerSubscriptions.addresses });
        if (!after) throw stale();
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer_subscription',
          entityId: id,
          action: 'update_address',
          before: { addresses: before.addresses },
          after: { addresses },
        });
        return after;
      });
      return { message: A.updated, title: A.updatedTitle, data: { _id: id, ...saved } };
    },
  });
}
