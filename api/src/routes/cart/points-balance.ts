import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { ORDER_MESSAGES as M } from './cart-messages';

/**
 * Takes `points` from the customer's balance in the booking's transaction. One conditional UPDATE, never
 * read-then-write: of parallel bookings spending the same points only those the balance covers find the row, so
 * the total taken never exceeds the balance. The others get a 400 and their transaction (the booking) rolls back.
 */
export async function takePoints(tx: Tx, storeId: string, customerId: string, points: number): Promise<void> {
  if (points <= 0) return;
  const taken = await tx
    .update(customers)
    .set({ points: sql`${customers.points} - ${points}`, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId), gte(customers.points, points)))
    .returning({ points: customers.points });
  if (taken.length === 0) throw badRequest(M.notEnoughPoints, M.notEnoughPointsTitle);
}
