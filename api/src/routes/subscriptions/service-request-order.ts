import { and, eq } from 'drizzle-orm';
import {
  CONTRACT_MESSAGES,
  SERVICE_REQUEST_MESSAGES as M,
  type NewOrder,
  type OrderAddress,
  type ServiceRequestInput,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { customerSubscriptionItems as items, customerSubscriptions } from '../../db/schema';
import { notFound } from '../../http/errors';

/** The contract and the service a request names, both of the caller's store (another store's: 404, as unknown). */
export async function findRequestTarget(db: DbOrTx, storeId: string, input: ServiceRequestInput) {
  // One round trip: the contract, and its service when the id names one of them.
  const [found] = await db
    .select({ contract: customerSubscriptions, item: items })
    .from(customerSubscriptions)
    .leftJoin(
      items,
      and(
        eq(items.id, input.item_id),
        eq(items.customerSubscriptionId, customerSubscriptions.id),
        eq(items.storeId, storeId),
      ),
    )
    .where(and(eq(customerSubscriptions.storeId, storeId), eq(customerSubscriptions.id, input._id)))
    .limit(1);
  if (!found) throw notFound(CONTRACT_MESSAGES.notFound, CONTRACT_MESSAGES.notFoundTitle);
  if (!found.item) throw notFound(M.itemNotFound, M.itemNotFoundTitle);
  return { contract: found.contract, item: found.item };
}

type Target = Awaited<ReturnType<typeof findRequestTarget>>;

/**
 * The request as the new-booking form would send it, so the same checks (address, slot, date not before the
 * store's today, mandatory fields) and the same pricing apply: the contract's customer at its first address, one
 * line of the service with the units per visit times the visits taken. The contract's variant wins; the request
 * chooses one only when the contract left it open.
 */
export function serviceOrder(
  input: ServiceRequestInput,
  { contract, item }: Target,
  visits: number,
): NewOrder {
  const address = contract.addresses[0] as OrderAddress | undefined;
  return {
    customer_id: contract.customerId,
    order_type: 'CSC',
    products: [
      {
        product_id: item.productId,
        selected_product_variant_id:
          item.selectedProductVariantId ?? input.selected_product_variant_id ?? null,
        selected_quantity: item.quantity * visits,
        request_fields: input.request_fields ?? [],
      },
    ],
    shipping_address: address ?? null,
    payment: input.payment,
    delivery_date: input.delivery_date,
    delivery_data: {
      day: input.delivery_data.day,
      start_time: input.delivery_data.start_time,
      end_time: input.delivery_data.end_time,
      cutoff_time: input.delivery_data.cutoff_time,
    },
  };
}
