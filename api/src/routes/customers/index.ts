import type { FastifyInstance } from 'fastify';
import createCustomerRoutes from './create-customer';
import saveAddressRoutes from './save-address';
import searchCustomerRoutes from './search-customers';

/** Customers for the booking screens' picker; shapes in shared/src/contracts/customers.ts. */
export default async function customerRoutes(app: FastifyInstance) {
  await app.register(searchCustomerRoutes);
  await app.register(createCustomerRoutes);
  await app.register(saveAddressRoutes);
}
