import { and, eq, sql } from 'drizzle-orm';
import {
  CHANGED_ELSEWHERE,
  CONTRACT_ITEM_MESSAGES as I,
  CONTRACT_MESSAGES as M,
} from '@storedesk/shared/contracts';
import type { Tx } from '../../db/client';
import { customerSubscriptionItems, customerSubscriptions } from '../../db/schema';
import { changedElsewhere, notFound } from '../../http/errors';

/**
 * The first write of every service item edit: moves the contract's version on while it still has the one the screen
 * loaded. Doing it first also locks the contract row, so two edits of one contract's items run one after the other
 * (two adds of the same service cannot both pass the duplicate check). Unknown or other store: 404; stale: 409.
 */
export async function bumpContractVersion(
  tx: Tx,
  storeId: string,
  contractId: string,
  version: number,
): Promise<number> {
  const [row] = await tx
    .update(customerSubscriptions)
    .set({ version: sql`${customerSubscriptions.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(customerSubscriptions.id, contractId),
        eq(customerSubscriptions.storeId, storeId),
        eq(customerSubscriptions.version, version),
      ),
    )
    .returning({ version: customerSubscriptions.version });
  if (row) return row.version;
  const [exists] = await tx
    .select({ id: customerSubscriptions.id })
    .from(customerSubscriptions)
    .where(and(eq(customerSubscriptions.id, contractId), eq(customerSubscriptions.storeId, storeId)));
  if (!exists) throw notFound(M.notFound, M.notFoundTitle);
  throw changedElsewhere(CHANGED_ELSEWHERE.contract.message, CHANGED_ELSEWHERE.contract.title);
}

/** The contract's item as it is now (for the audit's before and for saying why a write was refused); 404 when absent. */
export async function contractItemOr404(tx: Tx, storeId: string, contractId: string, itemId: string) {
  const [item] = await tx
    .select()
    .from(customerSubscriptionItems)
    .where(
      and(
        eq(customerSubscriptionItems.id, itemId),
        eq(customerSubscriptionItems.storeId, storeId),
        eq(customerSubscriptionItems.customerSubscriptionId, contractId),
      ),
    );
  if (!item) throw notFound(I.itemNotFound, I.itemNotFoundTitle);
  return item;
}

/** What the audit keeps of an item. */
export const itemAudit = (item: typeof customerSubscriptionItems.$inferSelect) => ({
  product_id: item.productId,
  selected_product_variant_id: item.selectedProductVariantId,
  quantity: item.quantity,
  total_quantity: item.totalQuantity,
  available_quantity: item.availableQuantity,
});
