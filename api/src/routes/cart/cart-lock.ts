import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Serialises the saves of one cart (one per store and customer) until the transaction ends, so each save reads
 * the cart the previous one wrote and merges onto it. An advisory lock rather than FOR UPDATE on the cart row:
 * it also holds when the cart does not exist yet (two first saves at once). The two-key form keeps these locks
 * apart from single-key advisory locks elsewhere; a hash clash only makes two carts wait for each other.
 */
export async function lockCart(tx: Tx, storeId: string, customerId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('storedesk.cart'), hashtext(${`${storeId}:${customerId}`}))`,
  );
}
