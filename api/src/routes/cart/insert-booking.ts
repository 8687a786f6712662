import { and, eq, sql } from 'drizzle-orm';
import type { CartLine } from '@storedesk/shared/contracts';
import type { Tx } from '../../db/client';
import {
  bookingItems,
  bookingNotes,
  bookings,
  bookingStatusHistory,
  customers,
  employees,
  type BookingDiscount,
  type ShippingAddress,
} from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { insertPaymentRequest } from '../payments/insert-request';
import type { Totals } from './cart-totals';
import type { CheckedSchedule } from './order-checks';
import { nextOrderNumber } from './order-number';
import type { ResolvedPayment } from './payment-rules';

const money = (n: number) => n.toFixed(2);

/** A checked and priced booking, as POST store/order and a contract's service request make it. */
export interface NewBooking {
  storeId: string;
  employeeId: string;
  /** The store's today (YYYY-MM-DD): a payment request is due on the delivery day, or today when it has passed. */
  today: string;
  /** A payment provider is configured: a payment request's link is made after the commit. */
  withLink: boolean;
  idempotencyKey: string;
  customerId: string;
  lines: Omit<CartLine, 'line_total'>[];
  totals: Pick<
    Totals,
    'sub_total' | 'tax' | 'discount_value' | 'total' | 'points_used' | 'discount_by_points' | 'delivery_cost'
  >;
  discount: { type: 'PERCENTAGE' | 'VALUE'; value: number };
  schedule: CheckedSchedule;
  deliveryType: string;
  deliveryMode: string;
  status: { id: string; name: string };
  payment: ResolvedPayment;
  shipping: ShippingAddress;
  billing: ShippingAddress;
  orderTags: string[];
  storeLocationId: string | null;
  sendMail: boolean;
  notes: string;
  customerSubscriptionId: string | null;
}

async function employeeName(tx: Tx, employeeId: string): Promise<string> {
  const [employee] = await tx
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(eq(employees.id, employeeId))
    .limit(1);
  return employee ? `${employee.firstName} ${employee.lastName}`.trim() : '';
}

/**
 * Writes a booking in the caller's transaction, which holds the store's booking lock (lockStoreForBooking) and has
 * checked the idempotency key under it: the booking with the next order number, its lines, the first status
 * history row, the note, the customer's counters, its payment request when the customer is asked to pay, and the
 * audit row. Returns the booking and the payment request to link after the commit.
 */
export async function insertBooking(tx: Tx, b: NewBooking) {
  const { storeId, employeeId, totals: t, schedule } = b;
  const discounts: BookingDiscount[] = [];
  if (t.discount_value > 0) discounts.push({ type: b.discount.type, discount_value: t.discount_value });
  if (t.discount_by_points > 0) discounts.push({ type: 'POINTS', discount_value: t.discount_by_points });
  const orderNumber = await nextOrderNumber(tx, storeId);
  const [booking] = await tx
    .insert(bookings)
    .values({
      storeId,
      orderNumber,
      customerId: b.customerId,
      orderType: 'CSC',
      products: b.lines.map((l) => ({
        product_id: l.product_id ?? '',
        name: l.name,
        variant_name: l.variant_name,
        quantity: l.selected_quantity,
        price: l.selling_price,
      })),
      subTotal: money(t.sub_total),
      tax: money(t.tax),
      discount: b.discount,
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
        type: b.deliveryType,
        ...(schedule.duration ? { duration: schedule.duration } : {}),
        delivery_cost: t.delivery_cost,
      },
      deliveryMode: b.deliveryMode,
      currentStatusId: b.status.id,
      statusUpdatedBy: employeeId,
      payment: { is_paid: b.payment.is_paid, payment_method: b.payment.payment_method, transaction_id: null },
      isPaid: b.payment.is_paid,
      shippingAddress: b.shipping,
      billingAddress: b.billing,
      orderTags: b.orderTags,
      storeLocationId: b.storeLocationId,
      customerSubscriptionId: b.customerSubscriptionId,
      requestCustomerPayment: b.payment.request_customer_payment,
      sendMail: b.sendMail,
      createdBy: employeeId,
      idempotencyKey: b.idempotencyKey,
    })
    .returning();
  await tx.insert(bookingItems).values(
    b.lines.map((l, position) => ({
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
    statusId: b.status.id,
    statusName: b.status.name,
    updatedBy: employeeId,
  });
  if (b.notes) {
    await tx.insert(bookingNotes).values({
      storeId,
      bookingId: booking.id,
      note: b.notes,
      createdBy: employeeId,
      createdByType: 'EMPLOYEE',
      createdByName: await employeeName(tx, employeeId),
    });
  }
  await tx
    .update(customers)
    .set({
      orderCount: sql`${customers.orderCount} + 1`,
      orderTotal: sql`${customers.orderTotal} + ${money(t.total)}`,
      updatedAt: new Date(),
    })
    .where(and(eq(customers.id, b.customerId), eq(customers.storeId, storeId)));
  // Paid by "request customer payment": the booking's payment request is made with it (issue 12).
  let paymentRequestId: string | null = null;
  if (b.payment.request_customer_payment && t.total > 0) {
    const request = await insertPaymentRequest(tx, {
      storeId,
      employeeId,
      customerId: booking.customerId,
      orderId: booking.id,
      contractId: null,
      amount: booking.total,
      dueDate: schedule.deliveryDate > b.today ? schedule.deliveryDate : b.today,
      idempotencyKey: `booking:${booking.id}`,
      withLink: b.withLink,
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
      status: b.status.name,
      is_paid: booking.isPaid,
      ...(booking.customerSubscriptionId ? { customer_subscription_id: booking.customerSubscriptionId } : {}),
      idempotency_key: b.idempotencyKey,
    },
  });
  return { booking, paymentRequestId };
}
