import { and, asc, eq } from 'drizzle-orm';
import type { Order, OrderAddress } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import {
  bookingItems,
  bookingNotes,
  bookings,
  COMPLETED_MASTER_ORDER_STATUS_ID,
  customers,
  storeOrderStatuses,
  type ShippingAddress,
} from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;

export const isCompletedStatus = (masterStatusId: string) =>
  masterStatusId === COMPLETED_MASTER_ORDER_STATUS_ID;

const money = (value: string | number) => Number(value);

/** Stored addresses may lack the optional parts; the contract's shape has every required one. */
function address(value: ShippingAddress | null): OrderAddress | null {
  if (!value) return null;
  return {
    first_name: value.first_name ?? '',
    last_name: value.last_name ?? '',
    street: value.street ?? '',
    locality: value.locality ?? '',
    landmark: value.landmark ?? '',
    city: value.city ?? '',
    state: value.state ?? '',
    zip_code: value.zip_code ?? '',
    country: value.country ?? '',
    country_code: value.country_code ?? '',
    phone_no: value.phone_no ?? '',
    latitude: value.latitude ?? null,
    longitude: value.longitude ?? null,
  };
}

/** One booking of the store, with customer, status, lines and notes; null when absent or another store's. */
export async function loadOrder(db: DbOrTx, storeId: string, id: string): Promise<Order | null> {
  const [head] = await db
    .select({ booking: bookings, customer: customers, status: storeOrderStatuses })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(storeOrderStatuses, eq(storeOrderStatuses.id, bookings.currentStatusId))
    .where(and(eq(bookings.id, id), eq(bookings.storeId, storeId)))
    .limit(1);
  if (!head) return null;
  const [items, notes] = await Promise.all([
    db
      .select()
      .from(bookingItems)
      .where(eq(bookingItems.bookingId, id))
      .orderBy(asc(bookingItems.position), asc(bookingItems.createdAt)),
    db.select().from(bookingNotes).where(eq(bookingNotes.bookingId, id)).orderBy(asc(bookingNotes.createdAt)),
  ]);
  const { booking: b, customer: c, status: s } = head;
  return {
    _id: b.id,
    order_number: b.orderNumber,
    customer_id: b.customerId,
    customer: {
      _id: c.id,
      first_name: c.firstName,
      last_name: c.lastName,
      phone_no: c.phoneNo,
      email: c.email,
    },
    products: items.map((item) => ({
      _id: item.id,
      product_id: item.productId,
      name: item.productName,
      variant_name: item.variantName,
      selected_quantity: item.quantity,
      selected_product_variant_id: item.variantId,
      selling_price: money(item.price),
      compare_at_price: money(item.compareAtPrice),
      request_fields: item.requestFields as Order['products'][number]['request_fields'],
      is_custom: item.isCustom,
    })),
    sub_total: money(b.subTotal),
    tax: money(b.tax),
    discount: b.discount,
    discount_value: money(b.discountValue),
    discount_by_admin: money(b.discountByAdmin),
    discounts: b.discounts,
    total: money(b.total),
    points_used: b.pointsUsed,
    discount_by_points: money(b.discountByPoints),
    delivery_date: b.deliveryDate,
    delivery_data: b.deliveryData,
    delivery_mode: b.deliveryMode,
    current_status: {
      status_name: s.name,
      status_id: s.id,
      master_order_status_id: s.masterOrderStatusId,
      updated_by: b.statusUpdatedBy,
    },
    payment: b.payment,
    order_type: b.orderType,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    shipping_address: address(b.shippingAddress),
    billing_address: address(b.billingAddress),
    order_tags: b.orderTags,
    customer_notes: notes.map((n) => ({
      _id: n.id,
      note: n.note,
      created_by: n.createdBy,
      created_by_name: n.createdByName,
      created_by_type: n.createdByType,
      createdAt: n.createdAt.toISOString(),
    })),
    store_location_id: b.storeLocationId,
    customer_subscription_id: b.customerSubscriptionId,
    zuper_job_uid: b.zuperJobUid,
    request_customer_payment: b.requestCustomerPayment,
    send_mail: b.sendMail,
    version: b.version,
    is_completed: isCompletedStatus(s.masterOrderStatusId),
  };
}
