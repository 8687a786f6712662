import type { FastifyInstance } from 'fastify';
import listPaymentRoutes from './list-payments';

/** Payment requests (spec 2 §2, §7); shapes in shared/src/contracts/payments.ts. */
export default async function paymentRoutes(app: FastifyInstance) {
  await app.register(listPaymentRoutes);
}
