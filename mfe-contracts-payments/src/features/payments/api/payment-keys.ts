/** Query keys of the payment screens; every write invalidates `all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (storeId: string | undefined, query: object) => ['payments', 'list', storeId, query] as const,
  detail: (storeId: string | undefined, id: string) => ['payments', 'detail', storeId, id] as const,
  target: (storeId: string | undefined, ref: object) => ['payments', 'target', storeId, ref] as const,
  customerBookings: (storeId: string | undefined, customerId: string) =>
    ['payments', 'customer-bookings', storeId, customerId] as const,
  customerContracts: (storeId: string | undefined, customerId: string) =>
    ['payments', 'customer-contracts', storeId, customerId] as const,
};
