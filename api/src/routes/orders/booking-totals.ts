import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taxes } from '../../db/schema';
import {
  computeTotals,
  type Totals,
  type TotalsDiscount,
  type TotalsLine,
  type TotalsTax,
} from '../cart/cart-totals';

/**
 * The money of an EXISTING booking when its lines change (PUT store/order/products) and the details' breakdown.
 * The arithmetic is the cart's (routes/cart/cart-totals.ts, one formula for new and edited bookings); this module
 * only decides the inputs an edit keeps from the booking:
 *   - taxes: the store's current taxes;
 *   - points: the points already redeemed keep their value (uom = points_used : discount_by_points), never more
 *     than what the order is worth after the discount;
 *   - delivery cost: the cost stored in delivery_data, unchanged by an edit of lines.
 */
export interface BookingMoneyInput {
  lines: TotalsLine[];
  discount: TotalsDiscount | null;
  pointsUsed: number;
  discountByPoints: string | number;
  deliveryCost: number;
}

export async function storeTaxes(db: DbOrTx, storeId: string) {
  return db
    .select({ name: taxes.name, type: taxes.type, value: taxes.value })
    .from(taxes)
    .where(and(eq(taxes.storeId, storeId), eq(taxes.isDeleted, false)))
    .orderBy(taxes.createdAt);
}

export function bookingTotals(input: BookingMoneyInput, storeTaxList: TotalsTax[]): Totals {
  const redeemed = Number(input.discountByPoints);
  return computeTotals({
    lines: input.lines,
    taxes: storeTaxList,
    discount: input.discount,
    points:
      input.pointsUsed > 0 && redeemed > 0
        ? {
            requested: input.pointsUsed,
            available: input.pointsUsed,
            config: { uom: { points: input.pointsUsed, currency: redeemed }, usage_condition: [] },
          }
        : undefined,
    delivery: input.deliveryCost > 0 ? { price: input.deliveryCost, cutoffPrice: 0 } : null,
  });
}

/** Each store tax's share of a taxable amount, for the invoice (details answer `total.taxes`). */
export function taxBreakdown(taxable: number, storeTaxList: { name: string; type: string; value: string }[]) {
  return storeTaxList.map((t) => ({
    name: t.name,
    type: t.type,
    value: Number(t.value),
    amount: taxable > 0 ? computeTotals({ lines: [{ unitPrice: taxable, quantity: 1 }], taxes: [t] }).tax : 0,
  }));
}
