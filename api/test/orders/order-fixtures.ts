import type { FastifyInstance } from 'fastify';
import {
  bookingItems,
  bookings,
  COMPLETED_MASTER_ORDER_STATUS_ID,
  customers,
  products,
  productVariants,
  storeOrderStatuses,
  taxes,
} from '../../src/db/schema';
import type { StoreRow } from '../helpers/fixtures';

export const PLACED_MASTER_ID = '00000000-0000-4000-8000-000000000811';

export type StatusRow = typeof storeOrderStatuses.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

export async function createStatuses(app: FastifyInstance, store: StoreRow) {
  const [placed, completed] = await app.db
    .insert(storeOrderStatuses)
    .values([
      { storeId: store.id, name: 'Placed', masterOrderStatusId: PLACED_MASTER_ID, position: 1 },
      { storeId: store.id, name: 'Done', masterOrderStatusId: COMPLETED_MASTER_ORDER_STATUS_ID, position: 2 },
    ])
    .returning();
  return { placed, completed };
}

let phone = 9000000000;
export async function createCustomer(
  app: FastifyInstance,
  store: StoreRow,
  values: Partial<typeof customers.$inferInsert> = {},
): Promise<CustomerRow> {
  const [row] = await app.db
    .insert(customers)
    .values({
      storeId: store.id,
      firstName: 'Asha',
      lastName: 'Rao',
      phoneNo: String(phone++),
      email: `c${phone}@example.test`,
      ...values,
    })
    .returning();
  return row;
}

export async function createTax(
  app: FastifyInstance,
  store: StoreRow,
  name: string,
  value: string,
  type = 'PERCENTAGE',
) {
  await app.db.insert(taxes).values({ storeId: store.id, name, value, type });
}

export async function createProduct(app: FastifyInstance, store: StoreRow, name: string, price: string) {
  const [product] = await app.db
    .insert(products)
    .values({
      storeId: store.id,
      name,
      parentSku: name.toUpperCase(),
      urlSlug: name.toLowerCase(),
      sellingPrice: price,
    })
    .returning();
  const [variant] = await app.db
    .insert(productVariants)
    .values({
      storeId: store.id,
      productId: product.id,
      variantName: 'Standard',
      sku: `${name}-1`,
      sellingPrice: price,
    })
    .returning();
  return { product, variant };
}

let orderNumber = 1000;
export interface BookingOptions {
  customer: CustomerRow;
  status: StatusRow;
  values?: Partial<typeof bookings.$inferInsert>;
  lines?: { name: string; price: string; quantity: number }[];
}

/** A booking with lines; money columns are taken from the lines (no taxes) unless given. */
export async function createBooking(
  app: FastifyInstance,
  store: StoreRow,
  options: BookingOptions,
): Promise<BookingRow> {
  const lines = options.lines ?? [{ name: 'Deep cleaning', price: '100.00', quantity: 2 }];
  const subTotal = lines.reduce((sum, l) => sum + Number(l.price) * l.quantity, 0).toFixed(2);
  const [booking] = await app.db
    .insert(bookings)
    .values({
      storeId: store.id,
      orderNumber: orderNumber++,
      customerId: options.customer.id,
      orderType: 'CSC',
      products: lines.map((l) => ({
        product_id: '',
        name: l.name,
        variant_name: null,
        quantity: l.quantity,
        price: Number(l.price),
      })),
      subTotal,
      total: subTotal,
      currentStatusId: options.status.id,
      deliveryDate: '2026-11-22',
      deliveryData: { day: 'SUNDAY', start_time: '09:00', end_time: '10:00', type: 'SCHEDULED' },
      ...options.values,
    })
    .returning();
  await app.db.insert(bookingItems).values(
    lines.map((l, position) => ({
      storeId: store.id,
      bookingId: booking.id,
      bookingCreatedAt: booking.createdAt,
      productName: l.name,
      price: l.price,
      quantity: l.quantity,
      position,
    })),
  );
  return booking;
}
