import { and, eq, inArray } from 'drizzle-orm';
import type { ContractDetails, ContractLink } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import {
  customerSubscriptionItems,
  customerSubscriptions,
  customers,
  products,
  productVariants,
  storeLocations,
} from '../../db/schema';
import { contractListRow } from './contract-row-view';
import { contractItemRows, visitsByItem } from './ledger-items';
import { contractSyncLog } from './contract-sync-log';

type ContractRow = typeof customerSubscriptions.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;
type ItemRow = typeof customerSubscriptionItems.$inferSelect;

/** The names a contract's details show: its services and their variants, its location, its renewal neighbours. */
async function detailNames(db: DbOrTx, s: ContractRow, items: ItemRow[]) {
  const productIds = [...new Set(items.map((i) => i.productId))];
  const variantIds = [
    ...new Set(items.map((i) => i.selectedProductVariantId).filter((v): v is string => !!v)),
  ];
  const link = {
    _id: customerSubscriptions.id,
    subscription_number: customerSubscriptions.subscriptionNumber,
  };
  const [productRows, variantRows, locationRows, fromRows, byRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(and(eq(products.storeId, s.storeId), inArray(products.id, productIds)))
      : [],
    variantIds.length
      ? db
          .select({ id: productVariants.id, name: productVariants.variantName })
          .from(productVariants)
          .where(and(eq(productVariants.storeId, s.storeId), inArray(productVariants.id, variantIds)))
      : [],
    s.applicableToLocation
      ? db
          .select({ _id: storeLocations.id, name: storeLocations.name })
          .from(storeLocations)
          .where(and(eq(storeLocations.storeId, s.storeId), eq(storeLocations.id, s.applicableToLocation)))
      : [],
    s.renewedFromId
      ? db
          .select(link)
          .from(customerSubscriptions)
          .where(
            and(eq(customerSubscriptions.storeId, s.storeId), eq(customerSubscriptions.id, s.renewedFromId)),
          )
      : [],
    db
      .select(link)
      .from(customerSubscriptions)
      .where(
        and(eq(customerSubscriptions.storeId, s.storeId), eq(customerSubscriptions.renewedFromId, s.id)),
      ),
  ]);
  return {
    products: new Map(productRows.map((p) => [p.id, p.name])),
    variants: new Map(variantRows.map((v) => [v.id, v.name])),
    location: locationRows[0] ?? null,
    renewedFrom: (fromRows[0] as ContractLink | undefined) ?? null,
    renewedBy: (byRows[0] as ContractLink | undefined) ?? null,
  };
}

/** A contract as its details screen reads it: the list row, plus its items with their ledger, and the names. */
export async function contractDetails(db: DbOrTx, s: ContractRow, c: CustomerRow): Promise<ContractDetails> {
  const [items, visits] = await Promise.all([
    contractItemRows(db, s.storeId, s.id),
    visitsByItem(db, s.storeId, s.id),
  ]);
  const names = await detailNames(db, s, items);
  const { variant: listVariant, ...row } = contractListRow(s, c);
  return {
    ...row,
    version: s.version,
    variant: {
      ...listVariant,
      // The ledger's rows (issue 23), not the jsonb copy of the terms as sold.
      applicable_to: items.map((item) => ({
        _id: item.id,
        product_id: item.productId,
        product_name: names.products.get(item.productId) ?? null,
        selected_product_variant_id: item.selectedProductVariantId,
        variant_name: item.selectedProductVariantId
          ? (names.variants.get(item.selectedProductVariantId) ?? null)
          : null,
        quantity: item.quantity,
        total_quantity: item.totalQuantity,
        available_quantity: item.availableQuantity,
        delivery_data: item.deliveryData,
        request_fields: item.requestFields ?? [],
        visits: visits.get(item.id) ?? [],
      })),
    },
    addresses: s.addresses,
    questions: s.questions,
    location: names.location,
    renewed_from_contract: names.renewedFrom,
    renewed_by: names.renewedBy,
    sync_log: await contractSyncLog(db, s.storeId, s.id),
  };
}
