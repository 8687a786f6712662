import type { SeededProduct, SeededVariant } from './catalogue';

/** Amounts are computed in paise (integers) so sums are exact, then written as numeric strings. */
export const GST_RATE = 0.18;

export function paiseToMoney(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface PricedLine {
  product: SeededProduct;
  variant: SeededVariant;
  quantity: number;
}
export interface Totals {
  subTotal: number;
  discount: number;
  tax: number;
  points: number;
  total: number;
}

/** sub_total - discount, plus 18% GST on that, minus points (1 point = ₹1). All in paise. */
export function priceLines(lines: PricedLine[], discountPaise: number, points: number): Totals {
  const subTotal = lines.reduce((sum, line) => sum + line.variant.pricePaise * line.quantity, 0);
  const discount = Math.min(discountPaise, subTotal);
  const tax = Math.round((subTotal - discount) * GST_RATE);
  // Points are whole rupees, never more than the amount due.
  const pointsPaise = Math.min(points * 100, Math.floor((subTotal - discount + tax) / 100) * 100);
  return {
    subTotal,
    discount,
    tax,
    points: pointsPaise / 100,
    total: subTotal - discount + tax - pointsPaise,
  };
}
