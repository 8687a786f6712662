import type { FastifyInstance } from 'fastify';
import {
  bookingItems,
  bookings,
  COMPLETED_MASTER_ORDER_STATUS_ID,
  customers,
  MASTER_ORDER_STATUSES,
  productCategories,
  storeOrderStatuses,
} from '../../src/db/schema';

let orderNumber = 1000;

export async function seedStatus(app: FastifyInstance, storeId: string, name: string, position: number) {
  const masterId = position === 0 ? MASTER_ORDER_STATUSES[0].id : COMPLETED_MASTER_ORDER_STATUS_ID;
  const [row] = await app.db
    .insert(storeOrderStatuses)
    .values({ storeId, name, masterOrderStatusId: masterId, position })
    .returning();
  return row.id;
}

export async function seedCustomer(
  app: FastifyInstance,
  storeId: string,
  values: { firstName: string; lastName: string; phoneNo?: string; email?: string },
) {
  const [row] = await app.db
    .insert(customers)
    .values({ storeId, ...values })
    .returning();
  return row.id;
}

export async function seedCategory(app: FastifyInstance, storeId: string, name: string) {
  const [row] = await app.db
    .insert(productCategories)
    .values({ storeId, name, urlSlug: name.toLowerCase() })
    .returning();
  return row.id;
}

export interface BookingSeed {
  storeId: string;
  customerId: string;
  statusId: string;
  at: string;
  channel: 'CSC' | 'WEB_APP' | 'POS';
  subTotal: string;
  tax?: string;
  discountValue?: string;
  total: string;
  paid?: boolean;
  deliveryDate?: string;
  items?: { name: string; variant?: string; quantity: number; price: string; categoryId?: string }[];
}

export async function seedBooking(app: FastifyInstance, seed: BookingSeed): Promise<number> {
  const createdAt = new Date(seed.at);
  const number = orderNumber++;
  const items = seed.items ?? [];
  const [row] = await app.db
    .insert(bookings)
    .values({
      storeId: seed.storeId,
      orderNumber: number,
      customerId: seed.customerId,
      orderType: seed.channel,
      subTotal: seed.subTotal,
      tax: seed.tax ?? '0',
      discountValue: seed.discountValue ?? '0',
      total: seed.total,
      isPaid: seed.paid ?? false,
      deliveryDate: seed.deliveryDate ?? null,
      currentStatusId: seed.statusId,
      products: items.map((item) => ({
        product_id: '00000000-0000-4000-8000-000000000000',
        name: item.name,
        variant_name: item.variant ?? null,
        quantity: item.quantity,
        price: Number(item.price),
      })),
      createdAt,
    })
    .returning();
  for (const [position, item] of items.entries()) {
    await app.db.insert(bookingItems).values({
      storeId: seed.storeId,
      bookingId: row.id,
      bookingCreatedAt: createdAt,
      productName: item.name,
      variantName: item.variant ?? null,
      categoryId: item.categoryId ?? null,
      quantity: item.quantity,
      price: item.price,
      position,
    });
  }
  return number;
}
