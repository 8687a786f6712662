import type { FastifyInstance } from 'fastify';
import type { DashboardData } from '@storedesk/shared/contracts';
import {
  bookingItems,
  bookings,
  customers,
  MASTER_ORDER_STATUSES,
  storeOrderStatuses,
} from '../../src/db/schema';
import { authHeader } from '../helpers/fixtures';

/** Rows for the dashboard tests, written straight to the tables (no booking route needed for the figures). */
export const PLACED = MASTER_ORDER_STATUSES[0].id;
export const CANCELLED = MASTER_ORDER_STATUSES.find((status) => status.code === 'CANCELLED')!.id;

export interface BookingSpec {
  at: string;
  channel: 'CSC' | 'WEB_APP' | 'MOBILE_APP_IOS' | 'MOBILE_APP_ANDROID' | 'MOBILE_APP' | 'POS';
  total: string;
  statusId: string;
  items?: { product: string; categoryId: string | null; quantity: number }[];
}

export function dashboardSeed(app: FastifyInstance) {
  let orderNumber = 1;

  async function seedStatus(
    storeId: string,
    name: string,
    masterId: string,
    position: number,
    isDeleted = false,
  ) {
    const [row] = await app.db
      .insert(storeOrderStatuses)
      .values({ storeId, name, masterOrderStatusId: masterId, position, isDeleted })
      .returning();
    return row.id;
  }

  async function seedCustomer(storeId: string) {
    const [row] = await app.db
      .insert(customers)
      .values({ storeId, firstName: 'Asha', lastName: 'Rao' })
      .returning();
    return row.id;
  }

  async function seedBooking(storeId: string, customerId: string, spec: BookingSpec): Promise<string> {
    const createdAt = new Date(spec.at);
    const [row] = await app.db
      .insert(bookings)
      .values({
        storeId,
        orderNumber: orderNumber++,
        customerId,
        orderType: spec.channel,
        subTotal: spec.total,
        total: spec.total,
        currentStatusId: spec.statusId,
        createdAt,
      })
      .returning();
    for (const [position, item] of (spec.items ?? []).entries()) {
      await app.db.insert(bookingItems).values({
        storeId,
        bookingId: row.id,
        bookingCreatedAt: createdAt,
        productName: item.product,
        categoryId: item.categoryId,
        quantity: item.quantity,
        price: '10.00',
        position,
      });
    }
    return row.id;
  }

  return { seedStatus, seedCustomer, seedBooking };
}

export const getDashboardOf = (app: FastifyInstance, date: string, token: string) =>
  app.inject({
    method: 'GET',
    url: `/api/analytics/dashboard?date=${encodeURIComponent(date)}`,
    headers: authHeader(token),
  });

export const hourRow = (data: DashboardData, hour: string) =>
  data.sales_by_hour.find((row) => row.hour === hour)!;
