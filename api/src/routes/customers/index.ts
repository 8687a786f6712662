import type { FastifyInstance } from 'fastify';
import createCustomerRoutes from './create-customer';
import deleteAddressRoutes from './delete-address';
import deleteCustomerRoutes from './delete-customer';
import listCustomerRoutes from './list-customers';
import saveAddressRoutes from './save-address';
import searchCustomerRoutes from './search-customers';
import updateCustomerRoutes from './update-customer';
import updatePointsRoutes from './update-points';

/**
 * Customers: the booking screens' picker, the customer list and the create / edit screens; shapes in
 * shared/src/contracts/customers.ts and customer-form.ts.
 */
export default async function customerRoutes(app: FastifyInstance) {
  await app.register(searchCustomerRoutes);
  await app.register(createCustomerRoutes);
  await app.register(saveAddressRoutes);
  await app.register(listCustomerRoutes);
  await app.register(updatePointsRoutes);
  await app.register(deleteCustomerRoutes);
  await app.register(updateCustomerRoutes);
  await app.register(deleteAddressRoutes);
}
