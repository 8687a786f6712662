import { Type, type Static } from 'typebox';
import { Id } from './common';
import { OrderAddress } from './order-details';
import { RecordVersion } from './record-version';
import { ContractSyncEntry } from './subscription-address-sync';
import { ContractListRow } from './subscriptions';

/**
 * One customer contract with everything its details screen shows (spec 2 §2 "Details", §3 "Customer contract").
 *
 *   GET store/customer_subscription/details?id   detail_customer_subscription   ContractDetailQuery -> ContractDetailReply
 *
 * A malformed id, an unknown id and another store's id are all 404 'Contract not found'.
 */

export { CONTRACT_MESSAGES } from './contract-constants';

export const ContractDetailQuery = Type.Object({ id: Id }, { additionalProperties: false });
export type ContractDetailQuery = Static<typeof ContractDetailQuery>;

/** A service the contract covers, with its visit ledger: total_quantity visits sold, available_quantity left. */
/** A booking that took visits of a contract's service (not those given back by a cancel or delete). */
export const ContractVisit = Type.Object({
  /** The booking. */
  _id: Id,
  order_number: Type.Integer(),
  /** Calendar day YYYY-MM-DD. */
  delivery_date: Type.String(),
  quantity: Type.Integer(),
  status_name: Type.String(),
});
export type ContractVisit = Static<typeof ContractVisit>;

export const ContractItem = Type.Object({
  /** The contract's own row of this service (customer_subscription_items). */
  _id: Id,
  product_id: Id,
  /** The service's name now (the catalogue's), or null when the service was deleted. */
  product_name: Type.Union([Type.String(), Type.Null()]),
  selected_product_variant_id: Type.Union([Type.String(), Type.Null()]),
  variant_name: Type.Union([Type.String(), Type.Null()]),
  /** Units per visit. */
  quantity: Type.Integer(),
  total_quantity: Type.Integer(),
  available_quantity: Type.Integer(),
  delivery_data: Type.Object({
    allow_to_book: Type.Boolean(),
    allow_scheduled: Type.Boolean(),
    allow_express: Type.Boolean(),
    allow_to_schedule: Type.Boolean(),
  }),
  request_fields: Type.Array(Type.Object({ name: Type.String(), value: Type.Unknown() })),
  /** The bookings that used its visits, newest first: total_quantity - available_quantity visits in all. */
  visits: Type.Array(ContractVisit),
});
export type ContractItem = Static<typeof ContractItem>;

/** A neighbour in a renewal chain: the contract renewed, or the one renewing it. */
export const ContractLink = Type.Object({ _id: Id, subscription_number: Type.Integer() });
export type ContractLink = Static<typeof ContractLink>;

const { variant: _listVariant, ...rowFields } = ContractListRow.properties;

export const ContractDetails = Type.Object({
  ...rowFields,
  version: RecordVersion,
  variant: Type.Object({
    _id: Type.String(),
    name: Type.String(),
    billing_period: Type.Object({
      billing_period_id: Type.Object({ _id: Type.String(), value: Type.Integer() }),
      /** Money as a decimal string. */
      price: Type.String(),
    }),
    applicable_to: Type.Array(ContractItem),
  }),
  addresses: Type.Array(Type.Partial(OrderAddress)),
  /** Answers to the master contract's questions. */
  questions: Type.Array(Type.Object({ name: Type.String(), value: Type.Unknown() })),
  /** The store location the contract is served from, with its name. */
  location: Type.Union([Type.Object({ _id: Id, name: Type.String() }), Type.Null()]),
  renewed_from_contract: Type.Union([ContractLink, Type.Null()]),
  /** The contract that renewed this one (at most one). */
  renewed_by: Type.Union([ContractLink, Type.Null()]),
  /** The field-service sync attempts, newest first, at most CONTRACT_SYNC_LOG_LIMIT. */
  sync_log: Type.Array(ContractSyncEntry),
});
export type ContractDetails = Static<typeof ContractDetails>;

export const ContractDetailReply = Type.Object({ data: ContractDetails });
export type ContractDetailReply = Static<typeof ContractDetailReply>;
