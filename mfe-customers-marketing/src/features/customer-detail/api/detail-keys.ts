import { customerKeys } from '../../shared/api/customer-keys';

/**
 * Query keys of the customer detail screen, under the customers domain (customerKeys.all), so a customer write
 * that invalidates the customers domain refreshes the detail too. The store id is in every key.
 */
export const customerDetailKeys = {
  store: (storeId: string | undefined) => [...customerKeys.all, storeId ?? 'no-store', 'detail'] as const,
  customer: (storeId: string | undefined, customerId: string) =>
    [...customerDetailKeys.store(storeId), customerId] as const,
  orders: (storeId: string | undefined, customerId: string, page: number) =>
    [...customerDetailKeys.customer(storeId, customerId), 'orders', page] as const,
  payments: (storeId: string | undefined, customerId: string, page: number) =>
    [...customerDetailKeys.customer(storeId, customerId), 'payments', page] as const,
  contracts: (storeId: string | undefined, customerId: string, page: number) =>
    [...customerDetailKeys.customer(storeId, customerId), 'contracts', page] as const,
};
