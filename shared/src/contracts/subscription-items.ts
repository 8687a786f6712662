import { Type, type Static } from 'typebox';
import { Id } from './common';
import { CONTRACT_ITEM_MAX_VISITS } from './contract-items-constants';
import { RecordVersion } from './record-version';

/**
 * A contract's service items, edited on its details screen (spec 2 §2 "Details": product picker, edit service
 * items; issue 23). The spec shows no path; these are ours:
 *
 *   POST   store/customer_subscription/item   edit_customer_subscription   AddContractItemBody -> ContractItemReply
 *   PUT    store/customer_subscription/item   edit_customer_subscription   UpdateContractItemBody -> ContractItemReply
 *   DELETE store/customer_subscription/item   edit_customer_subscription   DeleteContractItemQuery -> ContractItemReply
 *
 * Rules (each edit carries the contract's version; a stale one is 409 'Contract Changed', and every edit moves the
 * version on):
 * - add: a service of this store's catalogue, with a variant of that service or none; units per visit and total
 *   visits at least 1; all visits left. The same service and variant twice on one contract is 400.
 * - update: units per visit and/or total visits. The total may not go below the visits bookings hold (400 'This
 *   service has already used N visits'); the visits left move by the same amount as the total.
 * - delete: refused (400) while bookings hold any of its visits; otherwise the row goes.
 * An unknown service is 404 'Selected product is unavailable'; another store's contract or item is 404 like an unknown one.
 */

export * from './contract-items-constants';

const Units = Type.Integer({ minimum: 1, maximum: 1000, examples: [1] });
const Visits = Type.Integer({ minimum: 1, maximum: CONTRACT_ITEM_MAX_VISITS, examples: [4] });

export const AddContractItemBody = Type.Object(
  {
    customer_subscription_id: Id,
    version: RecordVersion,
    product_id: Id,
    selected_product_variant_id: Type.Optional(Type.Union([Id, Type.Null()])),
    /** Units per visit. */
    quantity: Units,
    total_quantity: Visits,
  },
  { additionalProperties: false },
);
export type AddContractItemBody = Static<typeof AddContractItemBody>;

export const UpdateContractItemBody = Type.Object(
  {
    customer_subscription_id: Id,
    version: RecordVersion,
    /** The contract's item (customer_subscription_items). */
    _id: Id,
    quantity: Type.Optional(Units),
    total_quantity: Type.Optional(Visits),
  },
  { additionalProperties: false },
);
export type UpdateContractItemBody = Static<typeof UpdateContractItemBody>;

export const DeleteContractItemQuery = Type.Object(
  { customer_subscription_id: Id, version: RecordVersion, _id: Id },
  { additionalProperties: false },
);
export type DeleteContractItemQuery = Static<typeof DeleteContractItemQuery>;

/** The contract's new version and the item touched (the screen refetches the details). */
export const ContractItemReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: Type.Object({ _id: Id, version: RecordVersion, item_id: Id }),
});
export type ContractItemReply = Static<typeof ContractItemReply>;
