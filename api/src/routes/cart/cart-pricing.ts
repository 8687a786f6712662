import { and, eq, inArray } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { CartLine, CartLineInput } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { customers, deliveryTypes, pointsConfig, products, productVariants, taxes } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { groupIdsOfCustomer } from '../customer-groups/group-members';
import { computeTotals, type Totals, type TotalsDiscount } from './cart-totals';
import { CART_MESSAGES as M } from './cart-messages';

/** What the money depends on, as the cart or the new booking sends it (prices of catalogue lines are ignored). */
export interface PricingInput {
  storeId: string;
  customerId: string;
  lines: CartLineInput[];
  discount: TotalsDiscount | null;
  pointsRequested: number;
  /** A delivery (booking) type code; the store's default type when absent. */
  deliveryType: string | null | undefined;
  /** Reloading a saved cart: drop lines whose service is gone and ignore a removed delivery type, not fail. */
  lenient?: boolean;
  /**
   * A booking spends the points: they are not cut to the balance read here (a read that may already be stale);
   * the booking's transaction takes them with a conditional update and refuses when the balance is short.
   */
  spendPoints?: boolean;
}

export interface Pricing {
  lines: CartLine[];
  totals: Totals;
  customer: typeof customers.$inferSelect;
  /** The delivery type used ({type} code), null when the store has none. */
  deliveryType: string | null;
}

/**
 * Prices a cart from the database: unit prices from products / variants (a common price wins over the variant's),
 * the store's taxes, points settings and the customer's balance, and the delivery type's price; then the pure
 * arithmetic of cart-totals.ts. Only a line flagged is_custom keeps the client's name and price.
 */
/** A service's min and max quantity per booking line (product_other_details; at least 1). */
export function quantityLimits(details: { min_quantity?: number; max_quantity?: number } | null | undefined) {
  const min = Math.max(1, Math.floor(details?.min_quantity ?? 1));
  const max = Math.max(min, Math.floor(details?.max_quantity ?? Number.MAX_SAFE_INTEGER));
  return { min, max };
}

export async function priceCart(db: DbOrTx, input: PricingInput): Promise<Pricing> {
  const { storeId } = input;
  const [customer] = await db
    .select()
    .from(customers)
    .where(
      and(eq(customers.id, input.customerId), eq(customers.storeId, storeId), eq(customers.isDeleted, false)),
    )
    .limit(1);
  if (!customer) throw notFound('Customer not found', 'Customer');

  const priced = await priceLines(db, storeId, input.lines, input.lenient ?? false);
  const [taxRows, [points], groups, delivery] = await reads(
    db,
    () =>
      db
        .select()
        .from(taxes)
        .where(and(eq(taxes.storeId, storeId), eq(taxes.isDeleted, false))),
    () => db.select().from(pointsConfig).where(eq(pointsConfig.storeId, storeId)).limit(1),
    () => groupIdsOfCustomer(db, storeId, customer.id),
    () => findDeliveryType(db, storeId, input.deliveryType, input.lenient ?? false),
  );

  const totals = computeTotals({
    lines: priced.map((l) => ({ unitPrice: l.selling_price, quantity: l.selected_quantity })),
    taxes: taxRows.map((t) => ({ type: t.type, value: t.value })),
    discount: input.discount ?? null,
    points: {
      requested: input.pointsRequested,
      available: input.spendPoints ? null : customer.points,
      config: points ? { uom: points.uom, usage_condition: points.usageCondition } : null,
      customerGroups: groups,
    },
    delivery: delivery ? { price: delivery.price, cutoffPrice: delivery.cutoffPrice } : null,
  });
  const lines = priced.map((line, i) => ({ ...line, line_total: totals.lineTotals[i] }));
  return { lines, totals, customer, deliveryType: delivery?.type ?? null };
}

/**
 * Independent reads: at once on the pool, one after another in a transaction (the cart save prices under its
 * lock), whose single connection takes one query at a time (node-postgres deprecates overlapping them).
 */
async function reads<T extends unknown[]>(
  db: DbOrTx,
  ...tasks: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map((task) => task()))) as T;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as T;
}

async function findDeliveryType(
  db: DbOrTx,
  storeId: string,
  code: string | null | undefined,
  lenient: boolean,
) {
  const active = and(eq(deliveryTypes.storeId, storeId), eq(deliveryTypes.isActive, true));
  if (code) {
    const [row] = await db
      .select()
      .from(deliveryTypes)
      .where(and(active, eq(deliveryTypes.type, code)))
      .limit(1);
    if (row) return row;
    if (!lenient) throw badRequest(M.invalidDeliveryType, M.invalidDeliveryTypeTitle);
  }
  const rows = await db.select().from(deliveryTypes).where(active);
  return rows.find((t) => t.isDefault) ?? rows.find((t) => t.type === 'SCHEDULED') ?? null;
}

/** A priced line before the arithmetic has given its line total. */
type PricedLine = Omit<CartLine, 'line_total'>;

async function priceLines(
  db: DbOrTx,
  storeId: string,
  input: CartLineInput[],
  lenient: boolean,
): Promise<PricedLine[]> {
  const productIds = [
    ...new Set(input.filter((l) => !l.is_custom && l.product_id).map((l) => l.product_id!)),
  ];
  const variantIds = [
    ...new Set(
      input
        .filter((l) => !l.is_custom && l.selected_product_variant_id)
        .map((l) => l.selected_product_variant_id!),
    ),
  ];
  const [productRows, variantRows] = await reads(
    db,
    async () =>
      productIds.length === 0
        ? []
        : db
            .select()
            .from(products)
            .where(
              and(
                eq(products.storeId, storeId),
                eq(products.isDeleted, false),
                inArray(products.id, productIds),
              ),
            ),
    async () =>
      variantIds.length === 0
        ? []
        : db
            .select()
            .from(productVariants)
            .where(
              and(
                eq(productVariants.storeId, storeId),
                eq(productVariants.isDeleted, false),
                inArray(productVariants.id, variantIds),
              ),
            ),
  );
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const variantById = new Map(variantRows.map((v) => [v.id, v]));

  const price = (line: CartLineInput): PricedLine | null => {
    const extras = {
      selected_quantity: line.selected_quantity,
      request_fields: line.request_fields ?? [],
      product_meta_datas: line.product_meta_datas ?? [],
    };
    if (line.is_custom) {
      const name = line.name?.trim();
      if (!name || line.selling_price === undefined) throw badRequest(M.customLine, M.customLineTitle);
      const unit = line.selling_price;
      return {
        ...extras,
        product_id: null,
        name,
        variant_name: null,
        selected_product_variant_id: null,
        selling_price: unit,
        compare_at_price: line.compare_at_price ?? 0,
        display_price: unit,
        common_price: true,
        is_custom: true,
        product_category_id: null,
      };
    }
    const product = line.product_id ? productById.get(line.product_id) : undefined;
    if (!product) return null;
    let variant: (typeof variantRows)[number] | undefined;
    if (line.selected_product_variant_id) {
      variant = variantById.get(line.selected_product_variant_id);
      if (!variant || variant.productId !== product.id) return null;
    }
    // Each service's own quantity limits (the picker offers only these; the server holds them too).
    const limits = quantityLimits(product.productOtherDetails);
    if (!lenient && line.selected_quantity < limits.min)
      throw badRequest(M.quantityBelow(product.name, limits.min), M.quantityTitle);
    if (!lenient && line.selected_quantity > limits.max)
      throw badRequest(M.quantityAbove(product.name, limits.max), M.quantityTitle);
    const priced = variant && !product.commonPrice ? variant : product;
    const unitPrice = Number(priced.sellingPrice);
    return {
      ...extras,
      product_id: product.id,
      name: product.name,
      variant_name: variant?.variantName ?? null,
      selected_product_variant_id: variant?.id ?? null,
      selling_price: unitPrice,
      compare_at_price: Number(priced.compareAtPrice),
      display_price: unitPrice,
      common_price: product.commonPrice,
      is_custom: false,
      product_category_id: product.productCategoryId,
    };
  };
  const out: PricedLine[] = [];
  for (const line of input) {
    const priced = price(line);
    if (priced) out.push(priced);
    else if (!lenient) throw badRequest(M.unavailable, M.unavailableTitle);
  }
  return out;
}
