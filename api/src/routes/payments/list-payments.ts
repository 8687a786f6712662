import type { FastifyInstance } from 'fastify';
import { count, desc, eq } from 'drizzle-orm';
import { ListPaymentsQuery, ListPaymentsReply, listPaymentsOperation } from '@storedesk/shared/contracts';
import { bookings, customerSubscriptions, customers, storePayments } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pageWindow, pagedReply } from '../../http/paging';
import { customersMatching } from '../orders/list-filters';
import { paymentListConditions } from './payment-filters';
import { paymentListRow } from './payment-row-view';
import { historyOf } from './status-history';

/** GET store/payment/all: payment requests of the store, newest first (contracts/payments.ts). */
export default async function listPaymentRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: listPaymentsOperation,
    permission: 'list_payment',
    schema: {
      summary: "The store's payment requests, newest first, paged and filtered",
      description:
        '`offset` is the page from 1 (10 rows by default). `keyword` matches the payment number or the ' +
        "customer's name, e-mail or phone. `from_end_date` / `to_end_date` bound the due date (inclusive).",
      tags: ['payments'],
      querystring: ListPaymentsQuery,
      response: { 200: ListPaymentsReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const keyword = request.query['filter.keyword']?.trim();
      const keywordCustomers = keyword ? await customersMatching(app.db, storeId, keyword) : [];
      const where = paymentListConditions(storeId, request.query, keywordCustomers);
      const { limit, skip } = pageWindow(request.query, 10);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select({
            p: storePayments,
            c: customers,
            orderNumber: bookings.orderNumber,
            subscriptionNumber: customerSubscriptions.subscriptionNumber,
          })
          .from(storePayments)
          .innerJoin(customers, eq(customers.id, storePayments.customerId))
          .leftJoin(bookings, eq(bookings.id, storePayments.orderId))
          .leftJoin(customerSubscriptions, eq(customerSubscriptions.id, storePayments.customerSubscriptionId))
          .where(where)
          .orderBy(desc(storePayments.createdAt), desc(storePayments.id))
          .limit(limit)
          .offset(skip),
        app.db.select({ total: count() }).from(storePayments).where(where),
      ]);
      const history = await historyOf(
        app.db,
        storeId,
        rows.map((row) => row.p.id),
      );
      return pagedReply(
        rows.map((row) => paymentListRow(row, history.get(row.p.id) ?? [])),
        total,
        limit,
      );
    },
  });
}
