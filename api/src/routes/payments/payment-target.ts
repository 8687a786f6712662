import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  PAYMENT_TEXTS as T,
  PaymentTargetQuery,
  PaymentTargetReply,
  getPaymentTargetOperation,
} from '@storedesk/shared/contracts';
import { bookings, customerSubscriptions, customers } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { badRequest, notFound } from '../../http/errors';
import { centsToMoney, loadTarget, unpaidCents } from './billed-target';

/**
 * GET store/payment/target: the customer of a booking or contract and what is still unpaid on it, so the new
 * request screen opened from a booking (?order=) or a contract (?contract=) starts filled in.
 */
export default async function paymentTargetRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: getPaymentTargetOperation,
    errors: ['NOT_FOUND'],
    permission: 'create_payment',
    schema: {
      summary: 'The customer of a booking or contract and what is still unpaid on it',
      tags: ['payments'],
      querystring: PaymentTargetQuery,
      response: { 200: PaymentTargetReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const orderId = request.query.order_id ?? null;
      const contractId = orderId ? null : (request.query.customer_subscription_id ?? null);
      if (!orderId && !contractId) throw badRequest(T.eitherOne, T.missingFieldsTitle);
      const [owner] = orderId
        ? await app.db
            .select({ customerId: bookings.customerId })
            .from(bookings)
            .where(and(eq(bookings.id, orderId), eq(bookings.storeId, storeId)))
        : await app.db
            .select({ customerId: customerSubscriptions.customerId })
            .from(customerSubscriptions)
            .where(
              and(eq(customerSubscriptions.id, contractId!), eq(customerSubscriptions.storeId, storeId)),
            );
      if (!owner) throw notFound(orderId ? T.bookingNotFound : T.contractNotFound, 'Not Found');
      const target = await loadTarget(app.db, storeId, owner.customerId, { orderId, contractId });
      const [c] = await app.db.select().from(customers).where(eq(customers.id, owner.customerId));
      return {
        data: {
          customer: {
            _id: c.id,
            first_name: c.firstName,
            last_name: c.lastName,
            email: c.email,
            phone_no: c.phoneNo,
          },
          order_id: target.kind === 'booking' ? target.id : null,
          order_number: target.kind === 'booking' ? target.number : null,
          customer_subscription_id: target.kind === 'contract' ? target.id : null,
          subscription_number: target.kind === 'contract' ? target.number : null,
          total: target.total,
          unpaid: centsToMoney(await unpaidCents(app.db, storeId, target)),
        },
      };
    },
  });
}
