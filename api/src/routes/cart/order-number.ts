import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings } from '../../db/schema';

/**
 * Serialises booking creation per store: a row lock on the store (FOR NO KEY UPDATE, so inserts referencing the
 * store are not blocked) held until the transaction ends. Under it the next order number is max + 1 (an index
 * lookup on (store_id, order_number)) and an idempotency key seen by an earlier, committed create is visible.
 */
export async function lockStoreForBooking(tx: Tx, storeId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM stores WHERE id = ${storeId} FOR NO KEY UPDATE`);
}

export async function nextOrderNumber(tx: Tx, storeId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<string | null>`max(${bookings.orderNumber})` })
    .from(bookings)
    .where(eq(bookings.storeId, storeId));
  return Number(row?.last ?? 0) + 1;
}
