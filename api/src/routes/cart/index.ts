import type { FastifyInstance } from 'fastify';
import cartRoutes from './cart-routes';
import createOrderRoutes from './create-order';

/** The new-booking screen's server cart and the create-booking call; shapes in shared/src/contracts/cart.ts. */
export default async function newBookingRoutes(app: FastifyInstance) {
  await app.register(cartRoutes);
  await app.register(createOrderRoutes);
}
