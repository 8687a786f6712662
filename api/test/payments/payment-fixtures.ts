import type { FastifyInstance } from 'fastify';
import {
  customerSubscriptionItems,
  customerSubscriptions,
  storePayments,
  storePaymentStatusHistory,
  storeSubscriptions,
} from '../../src/db/schema';
import type { StoreRow } from '../helpers/fixtures';
import type { CustomerRow } from '../orders/order-fixtures';

export type PlanRow = typeof storeSubscriptions.$inferSelect;
export type ContractRow = typeof customerSubscriptions.$inferSelect;
export type PaymentRow = typeof storePayments.$inferSelect;

let planNumber = 1;
/** A master contract with one variant. */
export async function createPlan(app: FastifyInstance, store: StoreRow, name = `Plan ${planNumber}`) {
  const [plan] = await app.db
    .insert(storeSubscriptions)
    .values({ storeId: store.id, subscriptionName: name, urlSlug: `plan-${planNumber++}`, parentSku: 'P100' })
    .returning();
  return plan;
}

let contractNumber = 5001;
/** A customer contract of `plan`; dates, flags and money as given. */
export async function createContract(
  app: FastifyInstance,
  store: StoreRow,
  plan: PlanRow,
  customer: CustomerRow,
  values: Partial<typeof customerSubscriptions.$inferInsert> = {},
): Promise<ContractRow> {
  const [row] = await app.db
    .insert(customerSubscriptions)
    .values({
      storeId: store.id,
      subscriptionNumber: contractNumber++,
      storeSubscriptionId: plan.id,
      customerId: customer.id,
      variantId: 'v1',
      variant: {
        _id: 'v1',
        name: '2 BHK',
        billing_period: { billing_period_id: { _id: 'bp-12', value: 12 }, price: 8999 },
        applicable_to: [],
      },
      subscriptionName: plan.subscriptionName,
      parentSku: plan.parentSku,
      startDate: '2026-01-01',
      endDate: '2027-01-01',
      price: '8999.00',
      ...values,
    })
    .returning();
  // Its services in the visit ledger, as a sale writes them (issue 23).
  if (row.variant.applicable_to.length > 0)
    await app.db.insert(customerSubscriptionItems).values(
      row.variant.applicable_to.map((item, position) => ({
        storeId: store.id,
        customerSubscriptionId: row.id,
        position,
        productId: item.product_id,
        selectedProductVariantId: item.selected_product_variant_id,
        quantity: item.quantity,
        totalQuantity: item.total_quantity,
        availableQuantity: item.available_quantity,
        deliveryData: item.delivery_data,
        requestFields: item.request_fields,
      })),
    );
  return row;
}

let paymentNumber = 7001;
/** A payment request with a PENDING history entry (and a second one when its status is not PENDING). */
export async function createPayment(
  app: FastifyInstance,
  store: StoreRow,
  customer: CustomerRow,
  values: Partial<typeof storePayments.$inferInsert> = {},
): Promise<PaymentRow> {
  const [row] = await app.db
    .insert(storePayments)
    .values({
      storeId: store.id,
      paymentNumber: paymentNumber++,
      amount: '499.50',
      dueDate: '2026-11-30',
      customerId: customer.id,
      ...values,
    })
    .returning();
  const history = [
    { storeId: store.id, storePaymentId: row.id, status: 'PENDING', createdAt: row.createdAt },
  ];
  if (row.status !== 'PENDING')
    history.push({
      storeId: store.id,
      storePaymentId: row.id,
      status: row.status,
      createdAt: new Date(row.createdAt.getTime() + 60_000),
    });
  await app.db.insert(storePaymentStatusHistory).values(history);
  return row;
}
