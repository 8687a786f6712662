import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  AbandonedCartDetailQuery,
  AbandonedCartDetailReply,
  DeleteCartQuery,
  DeleteCartReply,
  deleteAbandonedCartOperation,
  getAbandonedCartOperation,
} from '@storedesk/shared/contracts';
import { carts, customers } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { cartDetailView } from './cart-row-view';

export const CART_TEXTS = {
  notFound: 'This customer has no cart',
  notFoundTitle: 'Cart Not Found',
  deleted: 'Cart Successfully Deleted',
  deletedTitle: 'Cart Deleted',
} as const;

/** The customer's cart in this store (another store's customer: 404 like a missing cart). */
async function findCart(db: DbOrTx, storeId: string, customerId: string) {
  const [row] = await db
    .select({ cart: carts, customer: customers })
    .from(carts)
    .innerJoin(customers, eq(customers.id, carts.customerId))
    .where(and(eq(carts.storeId, storeId), eq(carts.customerId, customerId), eq(customers.isDeleted, false)))
    .limit(1);
  if (!row) throw notFound(CART_TEXTS.notFound, CART_TEXTS.notFoundTitle);
  return row;
}

export default async function cartDetailRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: getAbandonedCartOperation,
    errors: ['NOT_FOUND'],
    permission: 'list_abandoned_cart',
    schema: {
      summary: "A customer's abandoned cart with its lines, for the detail modal",
      tags: ['abandoned carts'],
      querystring: AbandonedCartDetailQuery,
      response: { 200: AbandonedCartDetailReply },
    },
    handler: async (request) => {
      const row = await findCart(app.db, request.auth.storeId, request.query.customer_id);
      return { data: cartDetailView(row.cart, row.customer) };
    },
  });

  defineRoute(app, {
    operation: deleteAbandonedCartOperation,
    errors: ['NOT_FOUND'],
    permission: 'delete_abandoned_cart',
    schema: {
      summary: "Delete a customer's abandoned cart (id is the customer id, spec 1 §7)",
      tags: ['abandoned carts'],
      querystring: DeleteCartQuery,
      response: { 200: DeleteCartReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      await app.db.transaction(async (tx) => {
        const { cart } = await findCart(tx, storeId, request.query.id);
        await tx.delete(carts).where(eq(carts.id, cart.id));
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'cart',
          entityId: cart.id,
          action: 'delete',
          before: { customer_id: cart.customerId, total: cart.total, products_count: cart.productsCount },
          after: null,
        });
      });
      return { message: CART_TEXTS.deleted, title: CART_TEXTS.deletedTitle };
    },
  });
}
