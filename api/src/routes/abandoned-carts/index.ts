import type { FastifyInstance } from 'fastify';
import listCartsRoute from './list-carts';
import cartDetailRoutes from './cart-details';
import storefrontCartRoute from './storefront-cart';

/** Abandoned carts (spec 1 §2.7): the staff list, detail and delete, and the storefront's write. */
export default async function abandonedCartRoutes(app: FastifyInstance) {
  await app.register(listCartsRoute);
  await app.register(cartDetailRoutes);
  await app.register(storefrontCartRoute);
}
