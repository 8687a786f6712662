import type { FastifyInstance } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { ListContractsQuery, ListContractsReply, listContractsOperation } from '@storedesk/shared/contracts';
import { customerSubscriptions, customers } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pageWindow, pagedReply } from '../../http/paging';
import { customersMatching } from '../orders/list-filters';
import { contractListConditions } from './contract-filters';
import { contractListRow } from './contract-row-view';

/** GET store/customer_subscription/all: the store's customer contracts, newest first (contracts/subscriptions.ts). */
export default async function listContractRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: listContractsOperation,
    permission: 'list_customer_subscription',
    schema: {
      summary: "The store's customer contracts, newest first, paged and filtered",
      description:
        '`offset` is the page from 1 (10 rows by default). `keyword` matches the contract number or the ' +
        "customer's name, e-mail or phone. End dates are store days; `end_date_option` TODAY / WEEK / MONTH is " +
        'the day, calendar week (Sunday..Saturday) or month holding today in the store time zone.',
      tags: ['contracts'],
      querystring: ListContractsQuery,
      response: { 200: ListContractsReply },
    },
    handler: async (request) => {
      const { storeId, storeTimezone } = request.auth;
      const keyword = request.query['filter.keyword']?.trim();
      const keywordCustomers = keyword ? await customersMatching(app.db, storeId, keyword) : [];
      const where = contractListConditions(storeId, storeTimezone, request.query, keywordCustomers);
      const { limit, skip } = pageWindow(request.query, 10);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select({ s: customerSubscriptions, c: customers })
          .from(customerSubscriptions)
          .innerJoin(customers, eq(customers.id, customerSubscriptions.customerId))
          .where(where)
          .orderBy(desc(customerSubscriptions.createdAt), desc(customerSubscriptions.id))
          .limit(limit)
          .offset(skip),
        app.db.select({ total: count() }).from(customerSubscriptions).where(where),
      ]);
      return pagedReply(
        rows.map(({ s, c }) => contractListRow(s, c)),
        total,
        limit,
      );
    },
  });
}
