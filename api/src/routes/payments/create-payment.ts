import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  ConfirmOverUnpaidReply,
  CreatePaymentBody,
  CreatePaymentReply,
  PAYMENT_TEXTS as T,
  createdWithoutLinkMessage,
  type CreatePaymentReply as Reply,
  createPaymentOperation,
} from '@storedesk/shared/contracts';
import { customers, storePayments } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/errors';
import { todayIn } from '../cart/order-checks';
import { lockStoreForBooking } from '../cart/order-number';
import { checkedAmount, loadTarget, overUnpaidQuestion, unpaidCents } from './billed-target';
import { findByIdempotencyKey, insertPaymentRequest } from './insert-request';
import { issueLink } from './payment-link';

type Row = typeof storePayments.$inferSelect;

/**
 * POST store/payment (spec 2 §5, §7): a request for one booking or one contract of the chosen customer. Idempotent
 * per idempotency_key: a retry answers the request (and link) the first submission made.
 */
export default async function createPaymentRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: createPaymentOperation,
    errors: ['NOT_FOUND', 'OVER_UNPAID', 'ALREADY_SUBMITTED'],
    permission: 'create_payment',
    schema: {
      summary: 'Raise a payment request for a booking or a contract (idempotent per idempotency_key)',
      description:
        'A request for more than what is still unpaid on the booking or contract answers 409 with `confirm: true` ' +
        'until it is sent again with `confirm_over_unpaid: true`.',
      tags: ['payments'],
      body: CreatePaymentBody,
      response: { 200: CreatePaymentReply, 409: ConfirmOverUnpaidReply },
    },
    handler: async (request, reply) => {
      const { storeId, employeeId, storeTimezone } = request.auth;
      const { store_payment: input, idempotency_key: key } = request.body;
      const answer = (row: Row): Reply => ({
        ...(row.linkStatus === 'FAILED'
          ? { message: createdWithoutLinkMessage(row.linkError), title: T.linkFailedTitle }
          : { message: T.created, title: T.createdTitle }),
        data: {
          _id: row.id,
          payment_number: row.paymentNumber,
          link_status: row.linkStatus,
          link_url: row.linkUrl,
        },
      });
      const repeat = (row: Row) => {
        if (row.customerId !== input.customer_id)
          throw conflict(
            'This submission was already used for another request',
            'Already Submitted',
            'ALREADY_SUBMITTED',
          );
        return answer(row);
      };
      const earlier = await findByIdempotencyKey(app.db, storeId, key);
      if (earlier) return repeat(earlier);

      if (!input.customer_id) throw badRequest(T.noCustomer, T.missingFieldsTitle);
      const orderId = input.order_id ?? null;
      const contractId = input.customer_subscription_id ?? null;
      if (orderId && contractId) throw badRequest(T.both, T.missingFieldsTitle);
      if (!orderId && !contractId) throw badRequest(T.eitherOne, T.missingFieldsTitle);
      const amount = checkedAmount(input.amount);
      if (input.due_date < todayIn(storeTimezone)) throw badRequest(T.pastDue, T.pastDueTitle);
      const [customer] = await app.db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            eq(customers.id, input.customer_id),
            eq(customers.storeId, storeId),
            eq(customers.isDeleted, false),
          ),
        )
        .limit(1);
      if (!customer) throw notFound(T.customerNotFound, 'Customer');
      const target = await loadTarget(app.db, storeId, customer.id, { orderId, contractId });

      const outcome = await app.db.transaction(async (tx) => {
        await lockStoreForBooking(tx, storeId);
        const raced = await findByIdempotencyKey(tx, storeId, key);
        if (raced) return { row: raced, repeated: true };
        const unpaid = await unpaidCents(tx, storeId, target);
        const question = await overUnpaidQuestion(tx, storeId, amount, unpaid, target, 'create');
        if (question && !request.body.confirm_over_unpaid) return { question };
        const row = await insertPaymentRequest(tx, {
          storeId,
          employeeId,
          customerId: customer.id,
          orderId,
          contractId,
          amount,
          dueDate: input.due_date,
          idempotencyKey: key,
          withLink: app.config.paymentProvider !== null,
        });
        return { row, repeated: false };
      });
      if ('question' in outcome) return reply.code(409).send(outcome.question);
      if (outcome.repeated) return repeat(outcome.row);
      await issueLink(app, outcome.row.id);
      const [fresh] = await app.db.select().from(storePayments).where(eq(storePayments.id, outcome.row.id));
      return answer(fresh ?? outcome.row);
    },
  });
}
