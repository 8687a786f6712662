import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  SERVICE_REQUEST_MESSAGES as M,
  RequestServiceBody,
  RequestServiceReply,
  type RequestServiceReply as Reply,
  requestServiceOperation,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { COMPLETED_MASTER_ORDER_STATUS_ID, contractVisits, customerSubscriptionItems } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { conflict } from '../../http/errors';
import { issueLink } from '../payments/payment-link';
import { findBookingByKey, findStatus } from '../cart/booking-lookups';
import { ORDER_MESSAGES } from '../cart/cart-messages';
import { priceCart } from '../cart/cart-pricing';
import { insertBooking } from '../cart/insert-booking';
import { checkMandatoryFields, checkOrderShape, todayIn, toShippingAddress } from '../cart/order-checks';
import { lockStoreForBooking } from '../cart/order-number';
import { resolvePayment } from '../cart/payment-rules';
import { findRequestTarget, serviceOrder } from './service-request-order';
import { recordVisit, takeVisits } from './visit-ledger';

type Earlier = NonNullable<Awaited<ReturnType<typeof findBookingByKey>>>;

const reply = (id: string, orderNumber: number, available: number): Reply => ({
  message: M.requested,
  title: M.requestedTitle,
  data: { _id: id, order_number: orderNumber, available_quantity: available },
});

/** The answer to a retry: the booking the key made, if it was this contract's request; else the key's reuse is a 409. */
async function repeatAnswer(db: DbOrTx, storeId: string, contractId: string, earlier: Earlier) {
  const [visit] =
    earlier.customerSubscriptionId === contractId
      ? await db
          .select({ available: customerSubscriptionItems.availableQuantity })
          .from(contractVisits)
          .innerJoin(
            customerSubscriptionItems,
            eq(customerSubscriptionItems.id, contractVisits.customerSubscriptionItemId),
          )
          .where(and(eq(contractVisits.storeId, storeId), eq(contractVisits.bookingId, earlier.id)))
          .limit(1)
      : [];
  if (!visit)
    throw conflict(
      ORDER_MESSAGES.idempotencyReused,
      ORDER_MESSAGES.idempotencyReusedTitle,
      'ALREADY_SUBMITTED',
    );
  return reply(earlier.id, earlier.orderNumber, visit.available);
}

/**
 * POST store/customer_subscription/request_service (subscription-service-request.ts states the behaviour): a
 * booking made as POST store/order makes one (insertBooking), at price 0 and linked to the contract, with the
 * visits taken from the service in its transaction.
 */
export default async function requestServiceRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: requestServiceOperation,
    errors: ['NOT_FOUND', 'ALREADY_SUBMITTED', 'NO_VISITS_LEFT'],
    permission: 'detail_customer_subscription',
    alsoNeeds: ['create_order'],
    schema: {
      summary: "Request a service on a customer contract: a booking that takes the service's visits",
      description:
        "A booking for the contract's customer at its first address and location, price 0, linked to the contract; " +
        'the visits are taken with a conditional update in its transaction: none left is 409 NO_VISITS_LEFT and ' +
        'nothing is written. Idempotent per idempotency_key. Another store’s contract or service is 404.',
      tags: ['contracts'],
      body: RequestServiceBody,
      response: { 200: RequestServiceReply },
    },
    invalidDay: { message: ORDER_MESSAGES.pastDate, title: ORDER_MESSAGES.pastDateTitle },
    handler: async (request) => {
      const { storeId, employeeId, storeTimezone } = request.auth;
      const { customer_subscription: input, idempotency_key: key } = request.body;
      const earlier = await findBookingByKey(app.db, storeId, key);
      if (earlier) return repeatAnswer(app.db, storeId, input._id, earlier);

      const target = await findRequestTarget(app.db, storeId, input);
      const visits = input.quantity ?? 1;
      const order = serviceOrder(input, target, visits);
      const schedule = checkOrderShape(order, storeTimezone);
      // Independent reads, at once on the pool; a refusal is the first in the new-booking checks' order.
      const [fields, priced, first] = await Promise.allSettled([
        checkMandatoryFields(app.db, storeId, order.products),
        priceCart(app.db, {
          storeId,
          customerId: order.customer_id,
          lines: order.products,
          discount: null,
          pointsRequested: 0,
          deliveryType: null,
        }),
        findStatus(app.db, storeId, undefined),
      ]);
      if (fields.status === 'rejected') throw fields.reason;
      if (priced.status === 'rejected') throw priced.reason;
      if (first.status === 'rejected') throw first.reason;
      const [pricing, status] = [priced.value, first.value];
      const completed = status.masterOrderStatusId === COMPLETED_MASTER_ORDER_STATUS_ID;
      const payment = await resolvePayment(app.db, order.payment, completed);
      const shipping = toShippingAddress(order.shipping_address!);
      const take = { storeId, contractId: target.contract.id, itemId: target.item.id, quantity: visits };

      let paymentRequestId: string | null = null;
      const created = await app.db.transaction(async (tx) => {
        await lockStoreForBooking(tx, storeId);
        const raced = await findBookingByKey(tx, storeId, key);
        if (raced) return repeatAnswer(tx, storeId, input._id, raced);
        // First, before anything is written: none left refuses the request and the transaction writes nothing.
        const available = await takeVisits(tx, take);
        const saved = await insertBooking(tx, {
          storeId,
          employeeId,
          today: todayIn(storeTimezone),
          withLink: app.config.paymentProvider !== null,
          idempotencyKey: key,
          customerId: pricing.customer.id,
          // The contract pays for the service: the line and the booking cost nothing.
          lines: pricing.lines.map((l) => ({
            ...l,
            selling_price: 0,
            compare_at_price: 0,
            display_price: 0,
          })),
          totals: {
            sub_total: 0,
            tax: 0,
            discount_value: 0,
            total: 0,
            points_used: 0,
            discount_by_points: 0,
            delivery_cost: 0,
          },
          discount: { type: 'VALUE', value: 0 },
          schedule,
          deliveryType: pricing.deliveryType ?? 'SCHEDULED',
          deliveryMode: 'SCHEDULED',
          status,
          payment,
          shipping,
          billing: shipping,
          orderTags: [],
          storeLocationId: target.contract.applicableToLocation,
          sendMail: true,
          notes: '',
          customerSubscriptionId: target.contract.id,
        });
        await recordVisit(tx, take, saved.booking.id, employeeId);
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer_subscription',
          entityId: target.contract.id,
          action: 'request_service',
          after: { booking_id: saved.booking.id, item_id: take.itemId, quantity: visits, available },
        });
        paymentRequestId = saved.paymentRequestId;
        return reply(saved.booking.id, saved.booking.orderNumber, available);
      });
      if (paymentRequestId) await issueLink(app, paymentRequestId);
      return created;
    },
  });
}
