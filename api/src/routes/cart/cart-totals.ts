/**
 * The money of a cart or a new booking, in ONE pure module (no database, no I/O) so every rule has worked-example
 * tests. All arithmetic is on integer paise (cents); a rate is an integer of thousandths of a percent, so no float
 * ever accumulates. Every division rounds half up to the paisa. The formula (also in shared/src/contracts/cart.ts):
 *
 *   sub_total          = sum(unit price x quantity)
 *   discount_value     = VALUE: value; PERCENTAGE: sub_total x value / 100. Not applied (0, discount_applied false)
 *                        when a PERCENTAGE is over 100 or a VALUE is over the sub total.
 *   points_used        = min(requested, the customer's points, the usage condition's points_cap (points-usage.ts:
 *                        group 'ALL' or the customer's group, sub_total - discount_value within its range; none
 *                        applying = 0 points), the points worth what is left after the discount);
 *                        0 without a points config. A booking leaves the balance out here and takes the points
 *                        in its transaction, refusing when the balance is short (create-order.ts).
 *   discount_by_points = points_used x uom.currency / uom.points
 *   taxable            = sub_total - discount_value - discount_by_points
 *   tax                = sum of each store tax: PERCENTAGE taxable x value / 100 (rounded per tax);
 *                        FIXED value, once per booking, only when taxable > 0
 *   delivery_cost      = the delivery type's price; 0 when cutoff_price > 0 and sub_total >= cutoff_price
 *   total              = taxable + tax + delivery_cost + payment_cost
 */

import { usageCap } from './points-usage';

export type Decimal = string | number;

export interface TotalsLine {
  unitPrice: Decimal;
  quantity: number;
}
export interface TotalsTax {
  type: string;
  value: Decimal;
}
export interface TotalsDiscount {
  type: 'VALUE' | 'PERCENTAGE';
  value: Decimal;
}
export interface TotalsPointsConfig {
  uom: { points: Decimal; currency: Decimal };
  usage_condition: {
    customer_group: string;
    order_value_min: Decimal;
    order_value_max: Decimal;
    points_cap: Decimal;
  }[];
}
export interface TotalsInput {
  lines: TotalsLine[];
  taxes: TotalsTax[];
  discount?: TotalsDiscount | null;
  points?: {
    requested: number;
    /** The customer's balance; null when the caller takes the points itself with a conditional update. */
    available: number | null;
    config: TotalsPointsConfig | null;
    /** Ids of the groups the customer belongs to; a condition for a group applies only to its members. */
    customerGroups?: string[];
  };
  delivery?: { price: Decimal; cutoffPrice: Decimal } | null;
  paymentCost?: Decimal;
}
export interface Totals {
  /** unit price x quantity of each line, in input order. */
  lineTotals: number[];
  sub_total: number;
  discount_value: number;
  discount_applied: boolean;
  points_used: number;
  discount_by_points: number;
  taxable: number;
  tax: number;
  delivery_cost: number;
  payment_cost: number;
  total: number;
}

/** A decimal (string as Postgres numeric gives it, or a number) scaled by 10^scale and rounded half up. */
export function toScaled(value: Decimal, scale: number): number {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Not a decimal: ${String(value)}`);
  const [, sign, whole = '', fraction = ''] = match;
  const kept = fraction.padEnd(scale + 1, '0');
  const digits = Number(`${whole || '0'}${kept.slice(0, scale)}`);
  const roundUp = Number(kept[scale]) >= 5 ? 1 : 0;
  const magnitude = digits + roundUp;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** Plain positional text of a number (never exponent notation), enough digits for money and rates. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return Math.abs(value) < 1e-6 && value !== 0 ? '0' : value.toFixed(6);
}

export const toPaise = (value: Decimal) => toScaled(value, 2);
export const fromPaise = (paise: number) => paise / 100;

/** numerator / denominator for non-negative integers, rounded half up. */
export function divRound(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new Error('divRound: denominator must be positive');
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A percentage of an amount: rate as thousandths of a percent (18.125% = 18125). */
const percentOf = (paise: number, percent: Decimal) => divRound(paise * toScaled(percent, 3), 100000);

function discountPaise(subTotal: number, discount: TotalsDiscount | null | undefined) {
  if (!discount) return { value: 0, applied: true };
  if (discount.type === 'PERCENTAGE') {
    const rate = toScaled(discount.value, 3);
    if (rate < 0 || rate > 100000) return { value: 0, applied: false };
    return { value: divRound(subTotal * rate, 100000), applied: true };
  }
  const value = toPaise(discount.value);
  if (value < 0 || value > subTotal) return { value: 0, applied: false };
  return { value, applied: true };
}

function pointsPaise(orderValue: number, points: TotalsInput['points']) {
  const none = { used: 0, value: 0 };
  if (!points?.config || points.requested <= 0 || orderValue <= 0) return none;
  if (points.available !== null && points.available <= 0) return none;
  const uomPoints = toScaled(points.config.uom.points, 0);
  const uomCurrency = toPaise(points.config.uom.currency);
  if (uomPoints <= 0 || uomCurrency <= 0) return none;
  let cap = Math.floor(points.requested);
  if (points.available !== null) cap = Math.min(cap, Math.floor(points.available));
  const conditions = points.config.usage_condition.map((c) => ({
    customerGroup: c.customer_group,
    minPaise: toPaise(c.order_value_min),
    maxPaise: toPaise(c.order_value_max),
    pointsCap: Number(c.points_cap),
  }));
  const usage = usageCap(orderValue, conditions, points.customerGroups ?? []);
  if (usage !== null) cap = Math.min(cap, usage);
  // Never more points than the order is worth: floor(orderValue x points / currency).
  cap = Math.min(cap, Math.floor((orderValue * uomPoints) / uomCurrency));
  if (cap <= 0) return none;
  return { used: cap, value: Math.min(orderValue, divRound(cap * uomCurrency, uomPoints)) };
}

export function computeTotals(input: TotalsInput): Totals {
  const lineTotals = input.lines.map((line) => toPaise(line.unitPrice) * line.quantity);
  const subTotal = lineTotals.reduce((sum, v) => sum + v, 0);
  const discount = discountPaise(subTotal, input.discount);
  const points = pointsPaise(subTotal - discount.value, input.points);
  const taxable = subTotal - discount.value - points.value;
  const tax = input.taxes.reduce((sum, t) => {
    if (t.type === 'FIXED') return taxable > 0 ? sum + toPaise(t.value) : sum;
    return sum + percentOf(taxable, t.value);
  }, 0);
  let delivery = 0;
  if (input.delivery) {
    const cutoff = toPaise(input.delivery.cutoffPrice);
    delivery = cutoff > 0 && subTotal >= cutoff ? 0 : toPaise(input.delivery.price);
  }
  const paymentCost = toPaise(input.paymentCost ?? 0);
  return {
    lineTotals: lineTotals.map(fromPaise),
    sub_total: fromPaise(subTotal),
    discount_value: fromPaise(discount.value),
    discount_applied: discount.applied,
    points_used: points.used,
    discount_by_points: fromPaise(points.value),
    taxable: fromPaise(taxable),
    tax: fromPaise(tax),
    delivery_cost: fromPaise(delivery),
    payment_cost: fromPaise(paymentCost),
    total: fromPaise(taxable + tax + delivery + paymentCost),
  };
}
