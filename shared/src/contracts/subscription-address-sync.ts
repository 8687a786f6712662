import { Type, type Static } from 'typebox';
import { Id } from './common';
import { OrderAddress } from './order-details';
import { RecordVersion } from './record-version';

/**
 * A contract's shipping address and its field-service sync (spec 2 §2 "Details", §7; issue 23).
 *
 *   PUT store/customer_subscription/address   edit_customer_subscription   UpdateContractAddressBody -> UpdateContractAddressReply
 *   PUT store/customer_subscription/sync      edit_customer_subscription   SyncContractBody -> SyncContractReply
 *
 * The address replaces the contract's shipping address (the first of `addresses`) while the contract still has the
 * version the screen loaded: a stale one is 409 'Contract Changed' (CHANGED_ELSEWHERE). The sync sends the contract
 * to the field-service system configured for bookings and keeps its id in zuper_contract_uid; every attempt is kept
 * in the contract's sync log. Without a system: 409 NOT_CONFIGURED (logged, nothing else changes); the system
 * refusing: 502 PROVIDER_FAILED with its words (logged). Another store's id is 404, like an unknown one.
 */

export * from './contract-address-sync-constants';

export const UpdateContractAddressBody = Type.Object(
  {
    customer_subscription: Type.Object(
      { _id: Id, version: RecordVersion, address: OrderAddress },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type UpdateContractAddressBody = Static<typeof UpdateContractAddressBody>;

/** The contract's new version and addresses (the screen refetches the rest). */
export const UpdateContractAddressReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: Type.Object({
    _id: Id,
    version: RecordVersion,
    addresses: Type.Array(Type.Partial(OrderAddress)),
  }),
});
export type UpdateContractAddressReply = Static<typeof UpdateContractAddressReply>;

export const SyncContractBody = Type.Object(
  { customer_subscription_id: Id },
  { additionalProperties: false },
);
export type SyncContractBody = Static<typeof SyncContractBody>;

/** One attempt of the sync log, as the details screen shows it. */
export const ContractSyncEntry = Type.Object({
  _id: Id,
  /** ISO instant; shown in the store's time zone. */
  created_at: Type.String(),
  /** Who pressed Sync (empty when the employee is gone). */
  employee_name: Type.String(),
  /** CONTRACT_SYNC_RESULTS. */
  result: Type.Union([Type.Literal('SYNCED'), Type.Literal('FAILED'), Type.Literal('NOT_CONFIGURED')]),
  external_id: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
});
export type ContractSyncEntry = Static<typeof ContractSyncEntry>;

export const SyncContractReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: Type.Object({ _id: Id, zuper_contract_uid: Type.String(), sync: ContractSyncEntry }),
});
export type SyncContractReply = Static<typeof SyncContractReply>;
