import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CreateOrderBody,
  CreateOrderReply,
  type CreateOrderReply as Reply,
  createOrderOperation,
} from '@storedesk/shared/contracts';
import { carts, COMPLETED_MASTER_ORDER_STATUS_ID, storeLocations } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { conflict, notFound } from '../../http/errors';
import { issueLink } from '../payments/payment-link';
import { findBookingByKey, findStatus } from './booking-lookups';
import { ORDER_MESSAGES as M } from './cart-messages';
import { priceCart } from './cart-pricing';
import { normaliseDiscount } from './cart-view';
import { insertBooking } from './insert-booking';
import { checkMandatoryFields, checkOrderShape, todayIn, toShippingAddress } from './order-checks';
import { lockStoreForBooking } from './order-number';
import { resolvePayment } from './payment-rules';
import { takePoints } from './points-balance';

/**
 * POST store/order: creates a CSC booking from the new-booking form (spec 2 §5, §7). Money is recomputed on the
 * server; booking, lines, status history, note, customer counters, the cart's removal and the audit row are one
 * transaction; the idempotency key makes a retried or doubled submit answer the first booking. The points it
 * uses are taken from the balance in that transaction (points-balance.ts): a short balance is a 400, no booking.
 */
export default async function createOrderRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: createOrderOperation,
    errors: ['NOT_FOUND', 'ALREADY_SUBMITTED'],
    permission: 'create_order',
    schema: {
      summary: 'Create a booking for a customer (idempotent per idempotency_key)',
      tags: ['orders'],
      body: CreateOrderBody,
      response: { 200: CreateOrderReply },
    },
    handler: async (request) => {
      const { storeId, employeeId, storeTimezone } = request.auth;
      const { order, idempotency_key: key } = request.body;
      const discount = normaliseDiscount(request.body.discount);
      const reply = (id: string, orderNumber: number): Reply => ({
        message: M.created,
        title: M.createdTitle,
        data: { _id: id, order_number: orderNumber },
      });
      const repeat = (found: { id: string; orderNumber: number; customerId: string }) => {
        if (found.customerId !== order.customer_id)
          throw conflict(M.idempotencyReused, M.idempotencyReusedTitle, 'ALREADY_SUBMITTED');
        return reply(found.id, found.orderNumber);
      };

      const earlier = await findBookingByKey(app.db, storeId, key);
      if (earlier) return repeat(earlier);

      const schedule = checkOrderShape(order, storeTimezone);
      await checkMandatoryFields(app.db, storeId, order.products);
      const pricing = await priceCart(app.db, {
        storeId,
        customerId: order.customer_id,
        lines: order.products,
        discount,
        pointsRequested: order.points ?? 0,
        deliveryType: order.delivery_data.type ?? null,
        spendPoints: true,
      });
      const status = await findStatus(app.db, storeId, order.current_status?.status_id);
      const completed = status.masterOrderStatusId === COMPLETED_MASTER_ORDER_STATUS_ID;
      const payment = await resolvePayment(app.db, order.payment, completed);
      if (order.store_location_id) {
        const [location] = await app.db
          .select({ id: storeLocations.id })
          .from(storeLocations)
          .where(and(eq(storeLocations.id, order.store_location_id), eq(storeLocations.storeId, storeId)))
          .limit(1);
        if (!location) throw notFound('Store location not found', 'Store Location');
      }
      const shipping = toShippingAddress(order.shipping_address!);
      const today = todayIn(storeTimezone);
      let paymentRequestId: string | null = null;
      const created = await app.db.transaction(async (tx) => {
        await lockStoreForBooking(tx, storeId);
        const raced = await findBookingByKey(tx, storeId, key);
        if (raced) return repeat(raced);
        // Before anything is written: a short balance refuses the booking and the transaction writes nothing.
        await takePoints(tx, storeId, pricing.customer.id, pricing.totals.points_used);
        const saved = await insertBooking(tx, {
          storeId,
          employeeId,
          today,
          withLink: app.config.paymentProvider !== null,
          idempotencyKey: key,
          customerId: pricing.customer.id,
          lines: pricing.lines,
          totals: pricing.totals,
          discount: { type: discount.type, value: discount.value },
          schedule,
          deliveryType: pricing.deliveryType ?? order.delivery_data.type ?? 'SCHEDULED',
          deliveryMode: order.delivery_mode?.trim() || 'SCHEDULED',
          status,
          payment,
          shipping,
          billing: order.billing_address ? toShippingAddress(order.billing_address) : shipping,
          orderTags: order.order_tags ?? [],
          storeLocationId: order.store_location_id ?? null,
          sendMail: order.send_mail ?? true,
          notes: order.customer_notes?.trim() ?? '',
          customerSubscriptionId: null,
        });
        // The customer's cart (the abandoned cart the screen may have been opened from) is now a booking.
        await tx
          .delete(carts)
          .where(and(eq(carts.storeId, storeId), eq(carts.customerId, pricing.customer.id)));
        paymentRequestId = saved.paymentRequestId;
        return reply(saved.booking.id, saved.booking.orderNumber);
      });
      if (paymentRequestId) await issueLink(app, paymentRequestId);
      return created;
    },
  });
}
