import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  CustomerDetailQuery,
  CustomerProfileReply,
  CustomerSearchQuery,
  CustomerSearchReply,
  getCustomerOperation,
  searchCustomersOperation,
} from '@storedesk/shared/contracts';
import { customerKeywordMatch, customerPageAndCount } from '../../db/customer-keyword';
import { customerAddresses, customers } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { pageWindow, pagedReply } from '../../http/paging';
import { customerProfile } from './customer-profile-view';
import { customerSummary } from './customer-view';

export default async function searchCustomerRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: searchCustomersOperation,
    permission: 'search_customer',
    schema: {
      summary: 'Customers whose name, e-mail or phone contains the keyword (the booking customer picker)',
      tags: ['customers'],
      querystring: CustomerSearchQuery,
      response: { 200: CustomerSearchReply },
    },
    handler: async (request) => {
      const where = and(
        eq(customers.storeId, request.auth.storeId),
        eq(customers.isDeleted, false),
        customerKeywordMatch(request.query['filter.keyword']),
      );
      const { limit, skip } = pageWindow(request.query, 15);
      const { rows, total } = await customerPageAndCount(
        app.db,
        request.query['filter.keyword'],
        where!,
        limit,
        skip,
      );
      return pagedReply(rows.map(customerSummary), total, limit);
    },
  });

  defineRoute(app, {
    operation: getCustomerOperation,
    malformedId: { message: 'Customer not found', title: 'Customer' },
    permission: 'search_customer',
    schema: {
      summary: 'One customer with its saved addresses and profile fields (booking picker, detail, edit)',
      tags: ['customers'],
      querystring: CustomerDetailQuery,
      response: { 200: CustomerProfileReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const [customer] = await app.db
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.id, request.query.customer_id),
            eq(customers.storeId, storeId),
            eq(customers.isDeleted, false),
          ),
        )
        .limit(1);
      if (!customer) throw notFound('Customer not found', 'Customer');
      const addresses = await app.db
        .select()
        .from(customerAddresses)
        .where(and(eq(customerAddresses.customerId, customer.id), eq(customerAddresses.storeId, storeId)))
        .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.createdAt));
      return { data: customerProfile(customer, addresses) };
    },
  });
}
