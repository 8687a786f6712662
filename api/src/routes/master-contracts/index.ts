import type { FastifyInstance } from 'fastify';
import billingPeriodRoutes from './billing-periods';
import createPlanRoutes from './create-plan';
import editPlanRoutes from './edit-plan';
import listPlanRoutes from './list-plans';
import planDetailRoutes from './plan-details';
import planStatusRoutes from './plan-status';

/** Master contracts (plans) and billing periods (spec 2 §2, §7); shapes in shared/src/contracts/master-contracts.ts. */
export default async function masterContractRoutes(app: FastifyInstance) {
  await app.register(listPlanRoutes);
  await app.register(planDetailRoutes);
  await app.register(createPlanRoutes);
  await app.register(editPlanRoutes);
  await app.register(planStatusRoutes);
  await app.register(billingPeriodRoutes);
}
