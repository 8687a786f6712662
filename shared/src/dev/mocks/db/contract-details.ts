import type { ContractDetails, ContractListRow } from '../../../contracts';
import { PRODUCTS } from './catalogue';
import { findCustomer } from './customers';
import { contractVersion, mockContracts, soldContractParts } from './contracts';
import { seeded } from '../seeded';
import { contractSyncLog, editedContractAddresses } from './contract-address-sync';
import { CONTRACT_SYNC_LOG_LIMIT } from '../../../contracts/contract-address-sync-constants';

/** The catalogue's service each seeded plan covers (plans.ts covers the same three). */
const PLAN_SERVICE: Record<string, string> = {
  'Annual AC Care Plan': 'AC Service & Repair',
  'Home Hygiene Subscription': 'Deep Home Cleaning',
  'Pest Shield': 'Cockroach Control',
};

const DELIVERY = {
  allow_to_book: true,
  allow_scheduled: true,
  allow_express: false,
  allow_to_schedule: true,
};

/**
 * A contract's details: its services with a visit ledger and its address (a contract sold through the mocks keeps
 * its own; a generated one's are seeded from its id and its customer), its renewals.
 */
export function mockContractDetails(row: ContractListRow): ContractDetails {
  const random = seeded(`contract-items-${row._id}`);
  const service = PRODUCTS.find((p) => p.name === PLAN_SERVICE[row.subscription_name]) ?? PRODUCTS[0];
  const total = 2 + Math.floor(random() * 4);
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
      applicable_to: sold?.items ?? [
        {
          // Stable per contract, so a request made on the item finds it again.
          _id: `${row._id.slice(0, 24)}${service._id.slice(24)}`,
          product_id: service._id,
          product_name: service.name,
          selected_product_variant_id: service.variants[0]?._id ?? null,
          variant_name: service.variants[0]?.name ?? null,
          quantity: 1,
          total_quantity: total,
          available_quantity: total - Math.floor(random() * (total + 1)),
          delivery_data: DELIVERY,
          request_fields: [],
          visits: [],
        },
      ],
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
