import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  StorefrontCartBody,
  StorefrontCartReply,
  saveStorefrontCartOperation,
} from '@storedesk/shared/contracts';
import { carts, stores } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { recordAudit } from '../../http/audit';
import { HttpError, badRequest } from '../../http/errors';
import { priceCart } from '../cart/cart-pricing';
import { isStorefrontKey, storefrontKeyOf } from '../store/storefront-key';
import { cartDetailView } from './cart-row-view';

const DENIED = () => new HttpError(401, 'Invalid storefront key', 'Storefront Not Authorised');

/**
 * How real abandoned carts appear (issue 4): the storefront apps record a customer's cart here, with the store's
 * storefront key instead of a staff token. Prices come from the catalogue, like every cart.
 */
export default async function storefrontCartRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: saveStorefrontCartOperation,
    permission: 'public',
    schema: {
      summary: "A storefront app records a customer's cart (header x-storefront-key)",
      description:
        "The key is the store's storefront_api_key setting; a wrong or missing key answers 401 and writes nothing. The answer names the customer by id only.",
      tags: ['abandoned carts'],
      body: StorefrontCartBody,
      response: { 200: StorefrontCartReply },
    },
    handler: async (request) => {
      const { store_id: storeId, customer_id: customerId, channel, products } = request.body;
      const [store] = await app.db
        .select({ meta: stores.storeMetaConfig })
        .from(stores)
        .where(eq(stores.id, storeId))
        .limit(1);
      if (!isStorefrontKey(request.headers['x-storefront-key'], store && storefrontKeyOf(store.meta))) {
        throw DENIED();
      }
      // Only staff may type in a service with its own price.
      if (products.some((line) => line.is_custom))
        throw badRequest('A storefront cart holds catalogue services only', 'Invalid Service');

      const pricing = await priceCart(app.db, {
        storeId,
        customerId,
        lines: products,
        discount: { type: 'VALUE', value: 0 },
        pointsRequested: 0,
        deliveryType: null,
      });
      const t = pricing.totals;
      const values = {
        channel,
        // The customer's own cart again, even where staff had built one for them before.
        builtByStaff: false,
        products: pricing.lines,
        productsCount: pricing.lines.length,
        subTotal: t.sub_total.toFixed(2),
        tax: t.tax.toFixed(2),
        discountValue: t.discount_value.toFixed(2),
        total: t.total.toFixed(2),
      };
      const row = await app.db.transaction(async (tx) => {
        const [written] = await tx
          .insert(carts)
          .values({ storeId, customerId, ...values })
          .onConflictDoUpdate({
            target: [carts.storeId, carts.customerId],
            set: { ...values, updatedAt: new Date() },
          })
          .returning();
        await recordAudit(tx, {
          employeeId: null,
          storeId,
          entity: 'cart',
          entityId: written.id,
          action: 'storefront_update',
          after: { channel, total: values.total, products_count: values.productsCount },
        });
        return written;
      });
      // Whoever holds the key learns nothing about the customer beyond the id it sent.
      const { customer, ...cart } = cartDetailView(row, pricing.customer);
      return { data: { ...cart, customer_id: customer._id } };
    },
  });
}
