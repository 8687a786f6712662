import type { FastifyInstance } from 'fastify';
import deliveryLookups from './delivery';
import locationLookups from './locations';
import moneySettingsLookups from './money-settings';
import orderStatusLookups from './order-statuses';

/** Read-only lookups of the booking screens (permission read_lookups); shapes in shared/src/contracts/lookups.ts. */
export default async function lookupRoutes(app: FastifyInstance) {
  await app.register(orderStatusLookups);
  await app.register(deliveryLookups);
  await app.register(locationLookups);
  await app.register(moneySettingsLookups);
}
