import type { FastifyInstance } from 'fastify';
import { ListCustomersQuery, ListCustomersReply, listCustomersOperation } from '@storedesk/shared/contracts';
import { customerPageAndCount } from '../../db/customer-keyword';
import { defineRoute } from '../../http/define-route';
import { pageWindow, pagedReply } from '../../http/paging';
import { customerListRow } from './customer-list-view';
import { customerListConditions } from '../../db/customer-list-filters';

/** GET customer/all: the customer list and the push notification recipient list (contracts/customers.ts). */
export default async function listCustomerRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: listCustomersOperation,
    permission: 'list_customer',
    schema: {
      summary: 'One page of the store customers, newest first, with the list filters',
      tags: ['customers'],
      querystring: ListCustomersQuery,
      response: { 200: ListCustomersReply },
    },
    handler: async (request) => {
      const { storeId, storeTimezone } = request.auth;
      const where = customerListConditions(storeId, storeTimezone, request.query);
      const { limit, skip } = pageWindow(request.query, 10);
      const { rows, total } = await customerPageAndCount(
        app.db,
        request.query['filter.keyword'],
        where,
        limit,
        skip,
      );
      return pagedReply(rows.map(customerListRow), total, limit);
    },
  });
}
