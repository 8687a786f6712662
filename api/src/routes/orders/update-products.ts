import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  OrderWriteReply,
  UpdateOrderProductsBody,
  type OrderLineInput,
  updateOrderProductsOperation,
} from '@storedesk/shared/contracts';
import type { Tx } from '../../db/client';
import {
  bookingItems,
  products,
  productVariants,
  type BookingDiscount,
  type BookingProductSummary,
} from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/errors';
import { CART_MESSAGES as M } from '../cart/cart-messages';
import { quantityLimits } from '../cart/cart-pricing';
import { bookingTotals, storeTaxes } from './booking-totals';
import { editBooking } from './edit-booking';
import type { BookingRow } from './load-order';

type ItemRow = typeof bookingItems.$inferSelect;
type NewItem = typeof bookingItems.$inferInsert;

const invalidLine = (message: string) => badRequest(message, 'Invalid Service');

/** The service's own min and max quantity (400 naming the limit), as for a new booking. */
function checkQuantity(
  product: Pick<typeof products.$inferSelect, 'name' | 'productOtherDetails'>,
  quantity: number,
) {
  const limits = quantityLimits(product.productOtherDetails);
  if (quantity < limits.min) throw badRequest(M.quantityBelow(product.name, limits.min), M.quantityTitle);
  if (quantity > limits.max) throw badRequest(M.quantityAbove(product.name, limits.max), M.quantityTitle);
}

/** A line the booking will have after the edit: kept (existing row id) or new (row to insert). */
interface PlannedLine {
  keepId?: string;
  values: Omit<NewItem, 'storeId' | 'bookingId' | 'bookingCreatedAt'>;
}

async function planNewLine(tx: Tx, storeId: string, line: OrderLineInput): Promise<PlannedLine['values']> {
  if (line.is_custom || !line.product_id) {
    if (!line.name?.trim() || line.selling_price === undefined) {
      throw invalidLine('A custom service needs a name and a price');
    }
    return {
      productName: line.name.trim(),
      price: line.selling_price.toFixed(2),
      quantity: line.selected_quantity,
      requestFields: line.request_fields ?? [],
      isCustom: true,
    };
  }
  const [product] = await tx
    .select()
    .from(products)
    .where(
      and(eq(products.id, line.product_id), eq(products.storeId, storeId), eq(products.isDeleted, false)),
    )
    .limit(1);
  if (!product) throw invalidLine('Selected product is unavailable');
  checkQuantity(product, line.selected_quantity);
  let variant: typeof productVariants.$inferSelect | undefined;
  if (line.selected_product_variant_id) {
    [variant] = await tx
      .select()
      .from(productVariants)
      .where(
        and(
          eq(productVariants.id, line.selected_product_variant_id),
          eq(productVariants.productId, product.id),
          eq(productVariants.isDeleted, false),
        ),
      )
      .limit(1);
    if (!variant) throw invalidLine('Selected product is unavailable');
  }
  // A variant's own price unless the service has one price for all variants.
  const usesVariantPrice = variant && !product.commonPrice;
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    productName: product.name,
    variantName: variant?.variantName ?? null,
    categoryId: product.productCategoryId,
    price: usesVariantPrice ? variant!.sellingPrice : product.sellingPrice,
    compareAtPrice: usesVariantPrice ? variant!.compareAtPrice : product.compareAtPrice,
    quantity: line.selected_quantity,
    requestFields: line.request_fields ?? [],
    productMetaDatas: product.productMetaDatas,
  };
}

async function planLines(tx: Tx, booking: BookingRow, input: OrderLineInput[], existing: ItemRow[]) {
  const byId = new Map(existing.map((item) => [item.id, item]));
  const planned: PlannedLine[] = [];
  for (const line of input) {
    if (line._id) {
      const item = byId.get(line._id);
      if (!item) throw invalidLine('This service is not part of the booking');
      if (item.productId && line.selected_quantity !== item.quantity) {
        const [product] = await tx
          .select({ name: products.name, productOtherDetails: products.productOtherDetails })
          .from(products)
          .where(and(eq(products.id, item.productId), eq(products.storeId, booking.storeId)))
          .limit(1);
        if (product) checkQuantity(product, line.selected_quantity);
      }
      planned.push({
        keepId: item.id,
        values: {
          ...item,
          quantity: line.selected_quantity,
          requestFields: line.request_fields ?? item.requestFields,
        },
      });
    } else {
      planned.push({ values: await planNewLine(tx, booking.storeId, line) });
    }
  }
  return planned;
}

export default async function updateProductsRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: updateOrderProductsOperation,
    errors: ['LOCKED', 'NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'update_order_items',
    schema: {
      summary: "Change a booking's services: quantities, request fields, added and removed lines",
      description:
        '`products` is the full new list: lines with `_id` are kept, lines without are added, lines left out ' +
        'are removed. The server recomputes sub_total, tax (store taxes), discount and total ' +
        '(routes/orders/booking-totals.ts). Stale `version` -> 409.',
      tags: ['orders'],
      body: UpdateOrderProductsBody,
      response: { 200: OrderWriteReply },
    },
    handler: async (request) => {
      const { _id, version, products: input, discount } = request.body;
      const { auth } = request;
      return editBooking(
        app,
        auth,
        {
          id: _id,
          version,
          action: 'update_items',
          change: async ({ tx, booking }) => {
            const existing = await tx
              .select()
              .from(bookingItems)
              .where(eq(bookingItems.bookingId, booking.id));
            const planned = await planLines(tx, booking, input, existing);
            const keep = new Set(planned.flatMap((p) => (p.keepId ? [p.keepId] : [])));
            const removed = existing.filter((item) => !keep.has(item.id)).map((item) => item.id);
            if (removed.length > 0) await tx.delete(bookingItems).where(inArray(bookingItems.id, removed));
            for (const [position, line] of planned.entries()) {
              if (line.keepId) {
                await tx
                  .update(bookingItems)
                  .set({
                    quantity: line.values.quantity,
                    requestFields: line.values.requestFields,
                    position,
                    updatedAt: new Date(),
                  })
                  .where(eq(bookingItems.id, line.keepId));
              } else {
                await tx.insert(bookingItems).values({
                  ...line.values,
                  storeId: booking.storeId,
                  bookingId: booking.id,
                  bookingCreatedAt: booking.createdAt,
                  position,
                });
              }
            }
            const chosen = discount ?? booking.discount;
            const totals = bookingTotals(
              {
                lines: planned.map((p) => ({ unitPrice: p.values.price, quantity: p.values.quantity ?? 1 })),
                discount: chosen,
                pointsUsed: booking.pointsUsed,
                discountByPoints: booking.discountByPoints,
                deliveryCost: booking.deliveryData?.delivery_cost ?? 0,
              },
              await storeTaxes(tx, booking.storeId),
            );
            const summary: BookingProductSummary[] = planned.map((p) => ({
              product_id: p.values.productId ?? '',
              name: p.values.productName,
              variant_name: p.values.variantName ?? null,
              quantity: p.values.quantity ?? 1,
              price: Number(p.values.price),
            }));
            const otherDiscounts = booking.discounts.filter(
              (d) => d.type !== 'PERCENTAGE' && d.type !== 'VALUE',
            );
            const discounts: BookingDiscount[] =
              chosen && totals.discount_value > 0
                ? [...otherDiscounts, { type: chosen.type, discount_value: totals.discount_value }]
                : otherDiscounts;
            return {
              products: summary,
              subTotal: totals.sub_total.toFixed(2),
              tax: totals.tax.toFixed(2),
              discount: chosen && totals.discount_applied ? chosen : null,
              discountValue: totals.discount_value.toFixed(2),
              discounts,
              pointsUsed: totals.points_used,
              discountByPoints: totals.discount_by_points.toFixed(2),
              total: totals.total.toFixed(2),
            };
          },
        },
        { message: 'Successfully Updated Quantity', title: 'Booking Updated' },
      );
    },
  });
}
