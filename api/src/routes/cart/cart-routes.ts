import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CartOrNullReply,
  CartPayload,
  CartQuery,
  CartReply,
  type DiscountInput,
} from '@storedesk/shared/contracts';
import { carts, storeLocations } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { priceCart } from './cart-pricing';
import {
  cartView,
  normaliseDiscount,
  slashToDash,
  storedLineInput,
  type CartRow,
  type StoredDelivery,
  type StoredPayment,
} from './cart-view';
import { resolvePayment } from './payment-rules';

const money = (n: number) => n.toFixed(2);

async function findCart(
  app: FastifyInstance,
  storeId: string,
  customerId: string,
): Promise<CartRow | undefined> {
  const [row] = await app.db
    .select()
    .from(carts)
    .where(and(eq(carts.storeId, storeId), eq(carts.customerId, customerId)))
    .limit(1);
  return row;
}

/**
 * The new-booking cart on the server (issue 3 "Cart on the server"): one per store and customer, channel CSC.
 * Each POST merges what it carries into the saved cart (a part left out keeps its saved value), prices it again
 * from the catalogue and settings and answers the recalculated cart.
 */
export default async function cartRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/store/cart',
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
      const { customer_id: customerId, cart, discount } = request.body;
      const saved = await findCart(app, storeId, customerId);
      const savedDelivery = (saved?.deliveryData ?? null) as StoredDelivery | null;
      const savedPayment = (saved?.payment ?? null) as StoredPayment | null;
      const chosenDiscount = normaliseDiscount(discount ?? (saved?.discount as DiscountInput | null));

      const pricing = await priceCart(app.db, {
        storeId,
        customerId,
        lines: cart.products ?? (saved?.products ?? []).map(storedLineInput),
        discount: chosenDiscount,
        pointsRequested: cart.points ?? saved?.pointsRequested ?? 0,
        deliveryType: cart.delivery_data?.delivery_type ?? savedDelivery?.delivery_type ?? null,
      });
      const locationId =
        cart.store_location_id !== undefined ? cart.store_location_id : (saved?.storeLocationId ?? null);
      if (locationId) {
        const [location] = await app.db
          .select({ id: storeLocations.id })
          .from(storeLocations)
          .where(and(eq(storeLocations.id, locationId), eq(storeLocations.storeId, storeId)))
          .limit(1);
        if (!location) throw notFound('Store location not found', 'Store Location');
      }
      const payment = await resolvePayment(app.db, cart.payment ?? savedPayment ?? undefined, false);
      const t = pricing.totals;
      const values = {
        channel: 'CSC',
        products: pricing.lines,
        productsCount: pricing.lines.length,
        subTotal: money(t.sub_total),
        tax: money(t.tax),
        discountValue: money(t.discount_value),
        pointsUsed: t.points_used,
        pointsRequested: cart.points ?? saved?.pointsRequested ?? 0,
        total: money(t.total),
        discount: chosenDiscount,
        deliveryDate:
          cart.delivery_date !== undefined
            ? cart.delivery_date && slashToDash(cart.delivery_date)
            : (saved?.deliveryDate ?? null),
        deliveryData: {
          day: cart.delivery_data?.day ?? savedDelivery?.day ?? null,
          delivery_type: pricing.deliveryType,
        } satisfies StoredDelivery,
        shippingAddress:
          cart.shipping_address !== undefined ? cart.shipping_address : (saved?.shippingAddress ?? null),
        billingAddress:
          cart.billing_address !== undefined ? cart.billing_address : (saved?.billingAddress ?? null),
        payment: { is_paid: payment.is_paid, payment_method: payment.payment_method } satisfies StoredPayment,
        customerNotes: cart.customer_notes ?? saved?.customerNotes ?? '',
        orderTags: cart.order_tags ?? saved?.orderTags ?? [],
        storeLocationId: locationId,
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
        return written;
      });
      return { data: cartView(row, pricing) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/store/cart',
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
      const saved = await findCart(app, storeId, customerId);
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
