import type { FastifyInstance } from 'fastify';
import createCustomerRoutes from './create-customer';
import deleteCustomerRoutes from './delete-customer';
import listCustomerRoutes from './list-customers';
import saveAddressRoutes from './save-address';
import searchCustomerRoutes from './search-customers';
import updatePointsRoutes from './update-points';

/** Customers: the booking screens' picker and the customer list; shapes in shared/src/contracts/customers.ts. */
export default async function customerRoutes(app: FastifyInstance) {
  await app.register(searchCustomerRoutes);
  await app.register(createCustomerRoutes);
  await app.register(saveAddressRoutes);
  await app.register(listCustomerRoutes);
  await app.register(updatePointsRoutes);
  await app.register(deleteCustomerRoutes);
}
