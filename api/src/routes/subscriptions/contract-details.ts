import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CONTRACT_MESSAGES as M,
  ContractDetailQuery,
  ContractDetailReply,
  getContractOperation,
} from '@storedesk/shared/contracts';
import { customerSubscriptions, customers } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { contractDetails } from './contract-details-view';

/** GET store/customer_subscription/details?id: one contract with its services' ledger, addresses and renewals. */
export default async function contractDetailRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: getContractOperation,
    malformedId: { message: M.notFound, title: M.notFoundTitle },
    permission: 'detail_customer_subscription',
    schema: {
      summary: 'One customer contract',
      description:
        "The contract with its plan's terms as sold, each service's visits (total and left), its addresses, " +
        'answers, location and renewal neighbours. Another store’s id is 404, like an unknown one.',
      tags: ['contracts'],
      querystring: ContractDetailQuery,
      response: { 200: ContractDetailReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const [found] = await app.db
        .select({ s: customerSubscriptions, c: customers })
        .from(customerSubscriptions)
        .innerJoin(customers, eq(customers.id, customerSubscriptions.customerId))
        .where(
          and(eq(customerSubscriptions.storeId, storeId), eq(customerSubscriptions.id, request.query.id)),
        )
        .limit(1);
      if (!found) throw notFound(M.notFound, M.notFoundTitle);
      return { data: await contractDetails(app.db, found.s, found.c) };
    },
  });
}
