import { eq } from 'drizzle-orm';
import type { Role } from '@storedesk/shared/auth/permissions';
import { bookings, customerSubscriptionItems, storeOrderStatuses } from '../../src/db/schema';
import type { StoreRow } from '../helpers/fixtures';
import { PLACED_MASTER_ID, type StatusRow } from '../orders/order-fixtures';
import {
  app,
  details,
  headersOf,
  newKey,
  periods,
  slashed,
  sold,
  storeToday,
  store,
} from './contract-sale-setup';

/** The contract service request tests' helpers, on the contract sale set-up (useContractSaleApp). */
export const CANCELLED_MASTER_ID = '00000000-0000-4000-8000-000000000817';
export let statuses: { placed: StatusRow; cancelled: StatusRow };

/** The store's booking statuses: Placed first (a new booking's), and a cancelled one. */
export function useBookingStatuses(): void {
  beforeAll(async () => {
    const [placed, cancelled] = await app.db
      .insert(storeOrderStatuses)
      .values([
        { storeId: store.id, name: 'Placed', masterOrderStatusId: PLACED_MASTER_ID, position: -2 },
        { storeId: store.id, name: 'Cancelled', masterOrderStatusId: CANCELLED_MASTER_ID, position: 7 },
      ])
      .returning();
    statuses = { placed, cancelled };
  });
}

/** The store's day `days` after today, YYYY/MM/DD. */
export function storeDay(days: number): string {
  const day = new Date(`${storeToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return slashed(day.toISOString().slice(0, 10));
}

/** A contract sold for `months` (12: 4 visits per service, 1: one), and its first service's ledger row id. */
export async function contractWithItem(months = 12) {
  const contract = await sold({ billing_period_id: periods[months] });
  const item = (await details(contract._id)).variant.applicable_to[0];
  return { contract, item };
}

export const serviceInput = (contractId: string, itemId: string, values: Record<string, unknown> = {}) => ({
  _id: contractId,
  item_id: itemId,
  delivery_date: storeDay(1),
  delivery_data: { day: '', start_time: '10:00', end_time: '12:00' },
  ...values,
});

export interface RequestOptions {
  role?: Role;
  key?: string;
  on?: StoreRow;
}

export const requestService = async (input: Record<string, unknown>, options: RequestOptions = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/store/customer_subscription/request_service',
    headers: await headersOf(options.role, options.on),
    payload: { customer_subscription: input, idempotency_key: options.key ?? newKey() },
  });

export const available = async (itemId: string) =>
  (
    await app.db
      .select({ n: customerSubscriptionItems.availableQuantity })
      .from(customerSubscriptionItems)
      .where(eq(customerSubscriptionItems.id, itemId))
  )[0].n;

export const bookingsOfContract = (contractId: string) =>
  app.db.select().from(bookings).where(eq(bookings.customerSubscriptionId, contractId));

/** PUT store/order/status with the booking's current version. */
export async function setStatus(bookingId: string, status: StatusRow) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return app.inject({
    method: 'PUT',
    url: '/api/store/order/status',
    headers: await headersOf('ADMIN'),
    payload: { _id: bookingId, version: row.version, current_status: { status_id: status.id } },
  });
}

export async function deleteBooking(bookingId: string) {
  return app.inject({
    method: 'DELETE',
    url: '/api/store/order',
    headers: await headersOf('ADMIN'),
    query: { id: bookingId },
  });
}
