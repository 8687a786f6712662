import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { ContractVisit } from '@storedesk/shared/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import {
  bookings,
  contractVisits,
  customerSubscriptionItems,
  storeOrderStatuses,
  type ContractVariant,
} from '../../db/schema';

type SoldItem = ContractVariant['applicable_to'][number];

/** A sale's or renewal's services as ledger rows (issue 23): the visits sold, all of them left. */
export async function insertContractItems(
  tx: Tx,
  storeId: string,
  contractId: string,
  items: SoldItem[],
): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(customerSubscriptionItems).values(
    items.map((item, position) => ({
      storeId,
      customerSubscriptionId: contractId,
      position,
      productId: item.product_id,
      selectedProductVariantId: item.selected_product_variant_id ?? null,
      quantity: item.quantity,
      totalQuantity: item.total_quantity,
      availableQuantity: item.available_quantity,
      deliveryData: item.delivery_data,
      requestFields: item.request_fields ?? [],
    })),
  );
}

/** A contract's services from the ledger, in the contract's order. */
export function contractItemRows(db: DbOrTx, storeId: string, contractId: string) {
  return db
    .select()
    .from(customerSubscriptionItems)
    .where(
      and(
        eq(customerSubscriptionItems.storeId, storeId),
        eq(customerSubscriptionItems.customerSubscriptionId, contractId),
      ),
    )
    .orderBy(asc(customerSubscriptionItems.position), asc(customerSubscriptionItems.createdAt));
}

/** The bookings that hold visits of a contract's services (not given back), newest first, by item id. */
export async function visitsByItem(
  db: DbOrTx,
  storeId: string,
  contractId: string,
): Promise<Map<string, ContractVisit[]>> {
  const rows = await db
    .select({
      itemId: contractVisits.customerSubscriptionItemId,
      _id: bookings.id,
      order_number: bookings.orderNumber,
      delivery_date: bookings.deliveryDate,
      quantity: contractVisits.quantity,
      status_name: storeOrderStatuses.name,
    })
    .from(contractVisits)
    .innerJoin(bookings, eq(bookings.id, contractVisits.bookingId))
    .innerJoin(storeOrderStatuses, eq(storeOrderStatuses.id, bookings.currentStatusId))
    .where(
      and(
        eq(contractVisits.storeId, storeId),
        eq(contractVisits.customerSubscriptionId, contractId),
        isNull(contractVisits.returnedAt),
      ),
    )
    .orderBy(desc(contractVisits.createdAt), desc(bookings.orderNumber));
  const byItem = new Map<string, ContractVisit[]>();
  for (const { itemId, ...visit } of rows) {
    const list = byItem.get(itemId) ?? [];
    list.push({ ...visit, delivery_date: visit.delivery_date ?? '' });
    byItem.set(itemId, list);
  }
  return byItem;
}
