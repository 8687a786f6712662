import type { ContractDetails, ContractListRow } from '../../../contracts';
import { findCustomer } from './customers';
import { contractVersion, mockContracts, soldContractParts } from './contracts';
import { contractItems } from './contract-ledger';
import { contractSyncLog, editedContractAddresses } from './contract-address-sync';
import { CONTRACT_SYNC_LOG_LIMIT } from '../../../contracts/contract-address-sync-constants';

/**
 * A contract's details: its services with a visit ledger and its address (a contract sold through the mocks keeps
 * its own; a generated one's are seeded from its id and its customer), its renewals.
 */
export function mockContractDetails(row: ContractListRow): ContractDetails {
  const customer = findCustomer(row.customer_id);
  const from = mockContracts().find((k) => k._id === row.renewed_from);
  const by = mockContracts().find((k) => k.renewed_from === row._id);
  const { variant, ...rest } = row;
  const sold = soldContractParts(row._id);
  return {
    ...rest,
    version: contractVersion(row._id),
    variant: {
      ...variant,
      applicable_to: contractItems(row),
    },
    addresses: sold
      ? sold.address
        ? [sold.address]
        : []
      : (customer?.addresses.slice(0, 1).map(({ _id: _addressId, is_default: _default, ...a }) => a) ?? []),
    questions: [{ name: 'Preferred visit day', value: 'Saturday' }],
    location: null,
    renewed_from_contract: from ? { _id: from._id, subscription_number: from.subscription_number } : null,
    renewed_by: by ? { _id: by._id, subscription_number: by.subscription_number } : null,
    sync_log: contractSyncLog(row._id).slice(0, CONTRACT_SYNC_LOG_LIMIT),
    // An address edited through the mocks wins over the sold or seeded one.
    ...editedContractAddresses(row._id),
  };
}
