import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CreateOrderBody,
  CreateOrderReply,
  type CreateOrderReply as Reply,
  createOrderOperation,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import {
  bookingItems,
  bookingNotes,
  bookings,
  bookingStatusHistory,
  carts,
  COMPLETED_MASTER_ORDER_STATUS_ID,
  customers,
  employees,
  storeLocations,
  storeOrderStatuses,
  type BookingDiscount,
} from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ORDER_MESSAGES as M } from './cart-messages';
import { priceCart } from './cart-pricing';
import { normaliseDiscount } from './cart-view';
import { insertPaymentRequest } from '../payments/insert-request';
import { issueLink } from '../payments/payment-link';
import { checkMandatoryFields, checkOrderShape, todayIn, toShippingAddress } from './order-checks';
import { lockStoreForBooking, nextOrderNumber } from './order-number';
import { resolvePayment } from './payment-rules';
import { takePoints } from './points-balance';

const money = (n: number) => n.toFixed(2);

/** The booking an earlier submit with this key made, if any (a retry must not make a second). */
async function findByKey(db: DbOrTx, storeId: string, key: string) {
  const [row] = await db
    .select({ id: bookings.id, orderNumber: bookings.orderNumber, customerId: bookings.customerId })
    .from(bookings)
    .where(and(eq(bookings.storeId, storeId), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row;
}

async function findStatus(db: DbOrTx, storeId: string, statusId: string | undefined) {
  const own = and(eq(storeOrderStatuses.storeId, storeId), eq(storeOrderStatuses.isDeleted, false));
  const [status] = await db
    .select()
    .from(storeOrderStatuses)
    .where(statusId ? and(own, eq(storeOrderStatuses.id, statusId)) : own)
    .orderBy(asc(storeOrderStatuses.position), asc(storeOrderStatuses.createdAt), asc(storeOrderStatuses.id))
    .limit(1);
  if (!status)
    throw statusId
      ? badRequest(M.invalidStatus, M.invalidStatusTitle)
      : badRequest(M.noStatus, M.noStatusTitle);
  return status;
}

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

      const earlier = await findByKey(app.db, storeId, key);
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
      const [employee] = await app.db
        .select({ firstName: employees.firstName, lastName: employees.lastName })
        .from(employees)
        .where(eq(employees.id, employeeId))
        .limit(1);

      const t = pricing.totals;
      const shipping = toShippingAddress(order.shipping_address!);
      const discounts: BookingDiscount[] = [];
      if (t.discount_value > 0) discounts.push({ type: discount.type, discount_value: t.discount_value });
      if (t.discount_by_points > 0) discounts.push({ type: 'POINTS', discount_value: t.discount_by_points });
      const notes = order.customer_notes?.trim() ?? '';

      let paymentRequestId: string | null = null;
      const created = await app.db.transaction(async (tx) => {
        await lockStoreForBooking(tx, storeId);
        const raced = await findByKey(tx, storeId, key);
        if (raced) return repeat(raced);
        // Before anything is written: a short balance refuses the booking and the transaction writes nothing.
        await takePoints(tx, storeId, pricing.customer.id, t.points_used);
        const orderNumber = await nextOrderNumber(tx, storeId);
        const [booking] = await tx
          .insert(bookings)
          .values({
            storeId,
            orderNumber,
            customerId: pricing.customer.id,
            orderType: 'CSC',
            products: pricing.lines.map((l) => ({
              product_id: l.product_id ?? '',
              name: l.name,
              variant_name: l.variant_name,
              quantity: l.selected_quantity,
              price: l.selling_price,
            })),
            subTotal: money(t.sub_total),
            tax: money(t.tax),
            discount: { type: discount.type, value: discount.value },
            discountValue: money(t.discount_value),
            discountByAdmin: money(t.discount_value),
            discounts,
            total: money(t.total),
            pointsUsed: t.points_used,
            discountByPoints: money(t.discount_by_points),
            deliveryDate: schedule.deliveryDate,
            deliveryData: {
              day: schedule.day,
              start_time: schedule.startTime,
              end_time: schedule.endTime,
              ...(schedule.cutoffTime ? { cutoff_time: schedule.cutoffTime } : {}),
              type: pricing.deliveryType ?? order.delivery_data.type ?? 'SCHEDULED',
              ...(schedule.duration ? { duration: schedule.duration } : {}),
              delivery_cost: t.delivery_cost,
            },
            deliveryMode: order.delivery_mode?.trim() || 'SCHEDULED',
            currentStatusId: status.id,
            statusUpdatedBy: employeeId,
            payment: {
              is_paid: payment.is_paid,
              payment_method: payment.payment_method,
              transaction_id: null,
            },
            isPaid: payment.is_paid,
            shippingAddress: shipping,
            billingAddress: order.billing_address ? toShippingAddress(order.billing_address) : shipping,
            orderTags: order.order_tags ?? [],
            storeLocationId: order.store_location_id ?? null,
            requestCustomerPayment: payment.request_customer_payment,
            sendMail: order.send_mail ?? true,
            createdBy: employeeId,
            idempotencyKey: key,
          })
          .returning();
        await tx.insert(bookingItems).values(
          pricing.lines.map((l, position) => ({
            storeId,
            bookingId: booking.id,
            bookingCreatedAt: booking.createdAt,
            productId: l.product_id,
            variantId: l.selected_product_variant_id,
            productName: l.name,
            variantName: l.variant_name,
            categoryId: l.product_category_id,
            quantity: l.selected_quantity,
            price: money(l.selling_price),
            compareAtPrice: money(l.compare_at_price),
            requestFields: l.request_fields.map((r) => ({ name: r.name, value: r.value })),
            productMetaDatas: l.product_meta_datas,
            isCustom: l.is_custom,
            position,
          })),
        );
        await tx.insert(bookingStatusHistory).values({
          storeId,
          bookingId: booking.id,
          statusId: status.id,
          statusName: status.name,
          updatedBy: employeeId,
        });
        if (notes) {
          await tx.insert(bookingNotes).values({
            storeId,
            bookingId: booking.id,
            note: notes,
            createdBy: employeeId,
            createdByType: 'EMPLOYEE',
            createdByName: employee ? `${employee.firstName} ${employee.lastName}`.trim() : '',
          });
        }
        await tx
          .update(customers)
          .set({
            orderCount: sql`${customers.orderCount} + 1`,
            orderTotal: sql`${customers.orderTotal} + ${money(t.total)}`,
            updatedAt: new Date(),
          })
          .where(and(eq(customers.id, pricing.customer.id), eq(customers.storeId, storeId)));
        // The customer's cart (the abandoned cart the screen may have been opened from) is now a booking.
        await tx
          .delete(carts)
          .where(and(eq(carts.storeId, storeId), eq(carts.customerId, pricing.customer.id)));
        // Paid by "request customer payment": the booking's payment request is made with it (issue 12).
        if (payment.request_customer_payment && t.total > 0) {
          const request = await insertPaymentRequest(tx, {
            storeId,
            employeeId,
            customerId: booking.customerId,
            orderId: booking.id,
            contractId: null,
            amount: booking.total,
            dueDate:
              schedule.deliveryDate && schedule.deliveryDate > todayIn(storeTimezone)
                ? schedule.deliveryDate
                : todayIn(storeTimezone),
            idempotencyKey: `booking:${booking.id}`,
            withLink: app.config.paymentProvider !== null,
          });
          paymentRequestId = request.id;
        }
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'booking',
          entityId: booking.id,
          action: 'create',
          after: {
            order_number: orderNumber,
            customer_id: booking.customerId,
            total: booking.total,
            status: status.name,
            is_paid: booking.isPaid,
            idempotency_key: key,
          },
        });
        return reply(booking.id, orderNumber);
      });
      if (paymentRequestId) await issueLink(app, paymentRequestId);
      return created;
    },
  });
}
