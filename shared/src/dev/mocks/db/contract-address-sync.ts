import type { ContractSyncEntry, OrderAddress } from '../../../contracts';

/**
 * What the contract address and sync mocks changed on a contract (contract-address-sync.ts): its addresses after
 * an edit and its sync attempts, newest first. The details read them (contract-details.ts).
 */
const addresses = new Map<string, Partial<OrderAddress>[]>();
const logs = new Map<string, ContractSyncEntry[]>();

/** `{addresses}` when edited, else nothing (spread over the details). */
export const editedContractAddresses = (id: string) => {
  const list = addresses.get(id);
  return list ? { addresses: list } : {};
};
export const keepContractAddresses = (id: string, list: Partial<OrderAddress>[]) => addresses.set(id, list);
export const contractSyncLog = (id: string) => logs.get(id) ?? [];
export const keepSyncAttempt = (id: string, attempt: ContractSyncEntry) =>
  logs.set(id, [attempt, ...contractSyncLog(id)]);

export function resetMockContractAddressSync(): void {
  addresses.clear();
  logs.clear();
}
