import type { FastifyInstance } from 'fastify';
import addNoteRoute from './add-note';
import daywiseOrdersRoute from './daywise-orders';
import deleteOrderRoute from './delete-order';
import listOrdersRoute from './list-orders';
import orderDetailsRoute from './order-details';
import printOrderRoutes from './print-order';
import syncOrderRoute, { type SyncOrderOptions } from './sync-order';
import updateProductsRoute from './update-products';
import updateStatusRoute from './update-status';
import updateSummaryRoutes from './update-summary';

/** Existing bookings (spec 2 §2 list, day-wise, details; §7 calls). Paths in shared/src/contracts/orders.ts. */
export default async function orderRoutes(app: FastifyInstance, options: SyncOrderOptions = {}) {
  await app.register(listOrdersRoute);
  await app.register(orderDetailsRoute);
  await app.register(printOrderRoutes);
  await app.register(daywiseOrdersRoute);
  await app.register(updateStatusRoute);
  await app.register(updateSummaryRoutes);
  await app.register(addNoteRoute);
  await app.register(updateProductsRoute);
  await app.register(deleteOrderRoute);
  await app.register(syncOrderRoute, options);
}
