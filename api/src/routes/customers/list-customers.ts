import type { FastifyInstance } from 'fastify';
import { asc, count, desc } from 'drizzle-orm';
import { ListCustomersQuery, ListCustomersReply } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { customerPageAndCount } from '../../db/customer-keyword';
import { customers } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pageWindow, pagedReply } from '../../http/paging';
import { customerListRow } from './customer-list-view';
import { customerListConditions } from './list-filters';

/** GET customer/all: the customer list and the push notification recipient list (contracts/customers.ts). */
export default async function listCustomerRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/customer/all',
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
      const page = (db: DbOrTx) =>
        db
          .select()
          .from(customers)
          .where(where)
          .orderBy(desc(customers.createdAt), asc(customers.id))
          .limit(limit)
          .offset(skip);
      const counted = (db: DbOrTx) => db.select({ total: count() }).from(customers).where(where);
      const { rows, total } = await customerPageAndCount(
        app.db,
        request.query['filter.keyword'],
        page,
        counted,
      );
      return pagedReply(rows.map(customerListRow), total, limit);
    },
  });
}
