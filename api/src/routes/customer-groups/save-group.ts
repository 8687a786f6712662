import type { FastifyInstance } from 'fastify';
import {
  CUSTOMER_GROUP_MESSAGES as M,
  SaveCustomerGroupBody,
  SaveCustomerGroupReply,
  createCustomerGroupOperation,
  updateCustomerGroupOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/errors';
import { writeGroup } from './write-group';

const description =
  'MANUAL keeps customer_ids and clears the condition; AUTOMATED needs at least one condition and its ' +
  "members are computed from it on every read. Another store's or a deleted customer id: 404, nothing written.";

/** POST and PUT store/customer/group {customer_group} (contracts/customer-groups.ts). */
export default async function saveGroupRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: createCustomerGroupOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'create_customer_group',
    schema: {
      summary: 'Create a customer group',
      description,
      tags: ['customer groups'],
      body: SaveCustomerGroupBody,
      response: { 200: SaveCustomerGroupReply },
    },
    handler: async (request) => {
      const input = request.body.customer_group;
      if (input._id) throw badRequest(M.idOnCreate, M.invalidTitle);
      const data = await writeGroup(app.db, request.auth, input, null);
      return { message: M.created, title: M.createdTitle, data };
    },
  });

  defineRoute(app, {
    operation: updateCustomerGroupOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'edit_customer_group',
    schema: {
      summary: 'Update a customer group (customer_group._id)',
      description,
      tags: ['customer groups'],
      body: SaveCustomerGroupBody,
      response: { 200: SaveCustomerGroupReply },
    },
    handler: async (request) => {
      const input = request.body.customer_group;
      if (!input._id) throw badRequest(M.idMissing, M.invalidTitle);
      if (input.version === undefined) throw badRequest(M.versionMissing, M.invalidTitle);
      const data = await writeGroup(app.db, request.auth, input, { id: input._id, version: input.version });
      return { message: M.updated, title: M.updatedTitle, data };
    },
  });
}
