import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CartOrNullReply,
  CartPayload,
  CartQuery,
  CartReply,
  type DiscountInput,
  getCartOperation,
  saveCartOperation,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { carts, storeLocations } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { lockCart } from './cart-lock';
import { mergeCart } from './cart-merge';
import { priceCart } from './cart-pricing';
import {
  cartView,
  normaliseDiscount,
  storedLineInput,
  type CartRow,
  type StoredDelivery,
  type StoredPayment,
} from './cart-view';
import { resolvePayment } from './payment-rules';

const money = (n: number) => n.toFixed(2);

async function findCart(db: DbOrTx, storeId: string, customerId: string): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.storeId, storeId), eq(carts.customerId, customerId)))
    .limit(1);
  return row;
}

/**
 * The new-booking cart on the server (issue 3 "Cart on the server"): one per store and customer, channel CSC.
 * Each POST merges what it carries into the saved cart (a part left out keeps its saved value; cart-merge.ts),
 * prices it again from the catalogue and settings and answers the recalculated cart. Saves of one cart run one
 * at a time (cart-lock.ts), so two at once (one changing the notes, one the tags) both survive.
 */
export default async function cartRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: saveCartOperation,
    errors: ['NOT_FOUND'],
    permission: 'create_order',
    schema: {
      summary: "Save a change of the customer's cart and answer it recalculated",
      description:
        'Prices come from the catalogue (client prices count only on a line flagged is_custom); taxes, discount, ' +
        'points and delivery cost are computed by the server (formula in shared/src/contracts/cart.ts).',
      tags: ['cart'],
      body: CartPayload,
      response: { 200: CartReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const { customer_id: customerId } = request.body;
      // Read, merge and write under the cart's lock: a save that ran meanwhile is merged onto, never overwritten.
      return app.db.transaction(async (tx) => {
        await lockCart(tx, storeId, customerId);
        const saved = await findCart(tx, storeId, customerId);
        const merged = mergeCart(saved, request.body);
        const pricing = await priceCart(tx, {
          storeId,
          customerId,
          lines: merged.lines,
          discount: merged.discount,
          pointsRequested: merged.pointsRequested,
          deliveryType: merged.deliveryType,
        });
        if (merged.storeLocationId) {
          const [location] = await tx
            .select({ id: storeLocations.id })
            .from(storeLocations)
            .where(and(eq(storeLocations.id, merged.storeLocationId), eq(storeLocations.storeId, storeId)))
            .limit(1);
          if (!location) throw notFound('Store location not found', 'Store Location');
        }
        const payment = await resolvePayment(tx, merged.payment, false);
        const t = pricing.totals;
        const values = {
          channel: 'CSC',
          builtByStaff: true,
          products: pricing.lines,
          productsCount: pricing.lines.length,
          subTotal: money(t.sub_total),
          tax: money(t.tax),
          discountValue: money(t.discount_value),
          pointsUsed: t.points_used,
          pointsRequested: merged.pointsRequested,
          total: money(t.total),
          discount: merged.discount,
          deliveryDate: merged.deliveryDate,
          deliveryData: { day: merged.day, delivery_type: pricing.deliveryType } satisfies StoredDelivery,
          shippingAddress: merged.shippingAddress,
          billingAddress: merged.billingAddress,
          payment: {
            is_paid: payment.is_paid,
            payment_method: payment.payment_method,
          } satisfies StoredPayment,
          customerNotes: merged.customerNotes,
          orderTags: merged.orderTags,
          storeLocationId: merged.storeLocationId,
        };
        const [written] = await tx
          .insert(carts)
          .values({ storeId, customerId, ...values })
          .onConflictDoUpdate({
            target: [carts.storeId, carts.customerId],
            set: { ...values, updatedAt: new Date() },
          })
          .returning();
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'cart',
          entityId: written.id,
          action: saved ? 'update' : 'create',
          before: saved
            ? { sub_total: saved.subTotal, total: saved.total, products_count: saved.productsCount }
            : null,
          after: {
            type: request.body.type,
            sub_total: values.subTotal,
            total: values.total,
            products_count: values.productsCount,
          },
        });
        return { data: cartView(written, pricing) };
      });
    },
  });

  defineRoute(app, {
    operation: getCartOperation,
    errors: ['NOT_FOUND'],
    permission: 'create_order',
    schema: {
      summary: "A customer's saved (abandoned) cart, priced again; data null when there is none",
      tags: ['cart'],
      querystring: CartQuery,
      response: { 200: CartOrNullReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const customerId = request.query.customer_id;
      const saved = await findCart(app.db, storeId, customerId);
      // priceCart also answers 404 for a customer of another store.
      const pricing = await priceCart(app.db, {
        storeId,
        customerId,
        lines: (saved?.products ?? []).map(storedLineInput),
        discount: normaliseDiscount(saved?.discount as DiscountInput | null),
        pointsRequested: saved?.pointsRequested ?? 0,
        deliveryType: (saved?.deliveryData as StoredDelivery | null)?.delivery_type ?? null,
        lenient: true,
      });
      return { data: saved ? cartView(saved, pricing) : null };
    },
  });
}
