import { resetCreatedBookings } from './booking-create';
import { resetServiceRequests } from './contract-service-request';
import { resetMockCarts } from './cart';
import { resetMockGroups } from './customer-groups';
import { resetMockAbandonedCarts } from './db/abandoned-carts';
import { resetMockContracts } from './db/contracts';
import { resetContractLedger } from './db/contract-ledger';
import { resetMockContractAddressSync } from './db/contract-address-sync';
import { resetMockCustomers } from './db/customers';
import { resetMockOrders } from './db/orders';
import { resetMockPayments } from './db/payments';
import { resetMockPosts } from './db/posts';
import { resetMockPushes } from './db/pushes';
import { resetMockPlans } from './plans';
import { useMockScenario } from './mock-scenario';

/**
 * The one mock store every domain's handlers read and write (db/): customers, their bookings, contracts, payment
 * requests, carts, plans, blog posts, pushes and groups. Each part is generated on first use from fixed seeds
 * (the same on every reload, relative to the store's today) and changed by the handlers' writes.
 */
export { mockCustomers, findCustomer, type MockCustomer } from './db/customers';
export { mockOrders } from './db/orders';
export { mockContracts } from './db/contracts';
/** A contract's services with their visit ledgers, as the details mock answers them (tests set the visits). */
export { contractItems as mockContractItems } from './db/contract-ledger';
export { mockPayments, type MockPayment } from './db/payments';
export { mockCarts as mockAbandonedCarts } from './db/abandoned-carts';
export { mockPosts } from './db/posts';
export { mockPushes } from './db/pushes';
export { PRODUCTS as MOCK_PRODUCTS, STORE_STATUSES as MOCK_STORE_STATUSES } from './db/catalogue';

/** Back to the generated store and the normal scenario: call before each test that uses the mocks. */
export function resetMockDb(): void {
  resetMockCustomers();
  resetMockOrders();
  resetMockContracts();
  resetContractLedger();
  resetServiceRequests();
  resetMockContractAddressSync();
  resetMockPayments();
  resetMockCarts();
  resetMockAbandonedCarts();
  resetCreatedBookings();
  resetMockPlans();
  resetMockPosts();
  resetMockPushes();
  resetMockGroups();
  useMockScenario.getState().setScenario('normal');
}
