import type { FastifyInstance } from 'fastify';
import createPaymentRoutes from './create-payment';
import deletePaymentRoutes from './delete-payment';
import listPaymentRoutes from './list-payments';
import paymentDetailsRoutes from './payment-details';
import paymentTargetRoutes from './payment-target';
import retryLinkRoutes from './retry-link';
import updatePaymentRoutes from './update-payment';
import paymentWebhookRoutes from './webhook';

/** Payment requests (spec 2 §2, §7); shapes in shared/src/contracts/payments.ts and payments-writes.ts. */
export default async function paymentRoutes(app: FastifyInstance) {
  await app.register(listPaymentRoutes);
  await app.register(paymentDetailsRoutes);
  await app.register(createPaymentRoutes);
  await app.register(updatePaymentRoutes);
  await app.register(deletePaymentRoutes);
  await app.register(retryLinkRoutes);
  await app.register(paymentTargetRoutes);
  await app.register(paymentWebhookRoutes);
}
