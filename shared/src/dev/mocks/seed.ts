import type { ContractListRow, Order } from '../../index';
import { makeMockContract, makeMockCustomer, makeMockOrder } from './db/factories';
import { seedMockContracts } from './db/contracts';
import { seedMockCustomers, type MockCustomer } from './db/customers';
import { seedMockOrders } from './db/orders';
import { makeRequest, seedMockPayments, setStatus, type MockPayment } from './db/payments';
import { storeToday } from './request';

/**
 * Seed helpers for a screen test that wants its own data in the mock store: the parts it passes replace the
 * generated ones until the next resetMockDb(); the others stay generated.
 */
export interface MockDbSeed {
  customers?: MockCustomer[];
  orders?: Order[];
  contracts?: ContractListRow[];
  /** Newest first, like the list answers them. */
  payments?: MockPayment[];
  /** Payment requests whose link retries fail this many times before one works. */
  failingLinkRetries?: Map<string, number>;
}

export function seedMockDb(seed: MockDbSeed): void {
  const today = storeToday();
  if (seed.customers) seedMockCustomers(seed.customers);
  if (seed.orders) seedMockOrders(today, seed.orders);
  if (seed.contracts) seedMockContracts(seed.contracts);
  if (seed.payments) seedMockPayments(today, seed.payments, seed.failingLinkRetries);
}

export {
  makeMockContract,
  makeMockCustomer,
  makeMockOrder,
  makeRequest as makeMockPayment,
  setStatus as setMockPaymentStatus,
};
