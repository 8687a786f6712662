import type { NewContractItem } from '@storedesk/shared/contracts';
import type { ContractVariant } from '../../db/schema';

type Item = ContractVariant['applicable_to'][number];
type ItemRef = { product_id: string; selected_product_variant_id?: string | null };

const sameItem = (a: ItemRef, b: ItemRef) =>
  a.product_id === b.product_id &&
  (a.selected_product_variant_id ?? null) === (b.selected_product_variant_id ?? null);

/**
 * The services a sale covers: each chosen one must be one of the sold variant's items (once), and takes its terms
 * with the units per visit chosen, or the variant's. Undefined when none is chosen or one is not offered.
 */
export function chosenItems(offered: Item[], chosen: NewContractItem[] | undefined): Item[] | undefined {
  if (!chosen?.length) return undefined;
  const items: Item[] = [];
  for (const pick of chosen) {
    const match = offered.find((item) => sameItem(item, pick));
    if (!match || items.some((item) => sameItem(item, pick))) return undefined;
    items.push({ ...match, quantity: pick.quantity ?? match.quantity });
  }
  return items;
}

/**
 * A renewal's services: the old contract's, on the current terms (fresh visits) with their old units per visit. A
 * service the plan no longer offers is not renewed.
 */
export function renewedItems(offered: Item[], old: (ItemRef & { quantity: number })[]): Item[] {
  return old.flatMap((previous) => {
    const match = offered.find((item) => sameItem(item, previous));
    return match ? [{ ...match, quantity: previous.quantity }] : [];
  });
}
