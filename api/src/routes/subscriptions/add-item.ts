import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  AddContractItemBody,
  CONTRACT_ITEM_MESSAGES as I,
  ContractItemReply,
  addContractItemOperation,
} from '@storedesk/shared/contracts';
import type { Tx } from '../../db/client';
import { customerSubscriptionItems, productVariants, products } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { badRequest, notFound } from '../../http/errors';
import { bumpContractVersion, itemAudit } from './contract-item-edit';

/** A service added on the details books like a plan's default (scheduled), as the sale's services do. */
const DELIVERY = {
  allow_to_book: true,
  allow_scheduled: true,
  allow_express: false,
  allow_to_schedule: true,
};

/** The service (this store's, not deleted) and, when chosen, its variant; refused in plain words otherwise. */
async function checkService(tx: Tx, storeId: string, productId: string, variantId: string | null) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId), eq(products.isDeleted, false)));
  if (!product) throw notFound(I.productNotFound, I.productNotFoundTitle);
  if (variantId === null) return;
  const [variant] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        eq(productVariants.storeId, storeId),
        eq(productVariants.isDeleted, false),
      ),
    );
  if (!variant) throw badRequest(I.variantNotOfProduct, I.invalidTitle);
}

/** POST store/customer_subscription/item: a service of the catalogue added to a contract, all its visits left. */
export default async function addContractItemRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: addContractItemOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'edit_customer_subscription',
    schema: {
      summary: 'Add a service item to a customer contract',
      description:
        'A service of this store (with a variant of it, or none), units per visit and total visits (>= 1). The same ' +
        'service and variant twice is 400; a stale `version` is 409 Contract Changed.',
      tags: ['contracts'],
      body: AddContractItemBody,
      response: { 200: ContractItemReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const b = request.body;
      const variantId = b.selected_product_variant_id ?? null;
      const saved = await app.db.transaction(async (tx) => {
        const version = await bumpContractVersion(tx, storeId, b.customer_subscription_id, b.version);
        await checkService(tx, storeId, b.product_id, variantId);
        const onContract = and(
          eq(customerSubscriptionItems.storeId, storeId),
          eq(customerSubscriptionItems.customerSubscriptionId, b.customer_subscription_id),
        );
        const [twin] = await tx
          .select({ id: customerSubscriptionItems.id })
          .from(customerSubscriptionItems)
          .where(
            and(
              onContract,
              eq(customerSubscriptionItems.productId, b.product_id),
              variantId === null
                ? isNull(customerSubscriptionItems.selectedProductVariantId)
                : eq(customerSubscriptionItems.selectedProductVariantId, variantId),
            ),
          );
        if (twin) throw badRequest(I.alreadyOnContract, I.invalidTitle);
        const [last] = await tx
          .select({ position: sql<number | null>`max(${customerSubscriptionItems.position})` })
          .from(customerSubscriptionItems)
          .where(onContract);
        const [item] = await tx
          .insert(customerSubscriptionItems)
          .values({
            storeId,
            customerSubscriptionId: b.customer_subscription_id,
            position: Number(last?.position ?? -1) + 1,
            productId: b.product_id,
            selectedProductVariantId: variantId,
            quantity: b.quantity,
            totalQuantity: b.total_quantity,
            availableQuantity: b.total_quantity,
            deliveryData: DELIVERY,
          })
          .returning();
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer_subscription',
          entityId: b.customer_subscription_id,
          action: 'add_item',
          after: { item_id: item.id, ...itemAudit(item) },
        });
        return { version, itemId: item.id };
      });
      return {
        message: I.added,
        title: I.addedTitle,
        data: { _id: b.customer_subscription_id, version: saved.version, item_id: saved.itemId },
      };
    },
  });
}
