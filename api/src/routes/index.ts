import type { FastifyInstance } from 'fastify';
import abandonedCartRoutes from './abandoned-carts';
import analyticsRoutes from './analytics';
import blogRoutes from './blog';
import newBookingRoutes from './cart';
import catalogueSearchRoutes from './catalogue-search';
import customerRoutes from './customers';
import customerGroupRoutes from './customer-groups';
import employeeRoutes from './employee';
import lookupRoutes from './lookups';
import orderRoutes from './orders';
import paymentRoutes from './payments';
import subscriptionRoutes from './subscriptions';
import masterContractRoutes from './master-contracts';
import reportRoutes from './reports';
import storeRoutes from './store';
import uploadRoutes from './uploads';
import pushNotificationRoutes from './push-notifications';
import catalogueLookupRoutes from './catalogue-lookups';

/** Every API area; mounted under /api by plugins/api.ts. Area issues add one line each. */
export default async function routes(app: FastifyInstance) {
  await app.register(employeeRoutes);
  await app.register(storeRoutes);
  await app.register(analyticsRoutes);
  await app.register(orderRoutes);
  await app.register(reportRoutes);
  await app.register(lookupRoutes);
  await app.register(catalogueSearchRoutes);
  await app.register(customerRoutes);
  await app.register(customerGroupRoutes);
  await app.register(newBookingRoutes);
  await app.register(uploadRoutes);
  await app.register(blogRoutes);
  await app.register(abandonedCartRoutes);
  await app.register(paymentRoutes);
  await app.register(subscriptionRoutes);
  await app.register(masterContractRoutes);
  await app.register(pushNotificationRoutes);
  await app.register(catalogueLookupRoutes);
}
