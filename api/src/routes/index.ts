import type { FastifyInstance } from 'fastify';
import abandonedCartRoutes from './abandoned-carts';
import analyticsRoutes from './analytics';
import blogRoutes from './blog';
import newBookingRoutes from './cart';
import catalogueSearchRoutes from './catalogue-search';
import customerRoutes from './customers';
import employeeRoutes from './employee';
import lookupRoutes from './lookups';
import orderRoutes from './orders';
import reportRoutes from './reports';
import storeRoutes from './store';
import uploadRoutes from './uploads';

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
  await app.register(newBookingRoutes);
  await app.register(uploadRoutes);
  await app.register(blogRoutes);
  await app.register(abandonedCartRoutes);
}
