import type { Cart, CartLineInput, DiscountInput } from '@storedesk/shared/contracts';
import type { carts, CartLine as StoredLine } from '../../db/schema';
import type { Pricing } from './cart-pricing';

export type CartRow = typeof carts.$inferSelect;

/** What a saved cart keeps besides its lines (jsonb columns without a schema type). */
export interface StoredDelivery {
  day: string | null;
  delivery_type: string | null;
}
export interface StoredPayment {
  is_paid: boolean;
  payment_method: string | null;
}

export const slashToDash = (day: string) => day.replaceAll('/', '-');
export const dashToSlash = (day: string) => day.replaceAll('-', '/');
export interface ChosenDiscount {
  type: 'VALUE' | 'PERCENTAGE';
  value: number;
}
/** Spec 2 §5: the discount type defaults to VALUE with value 0. */
export const normaliseDiscount = (d: DiscountInput | null | undefined): ChosenDiscount => ({
  type: d?.type ?? 'VALUE',
  value: d?.value ?? 0,
});

/** A saved line as the input of a re-pricing (reloading an abandoned cart prices it again). */
export function storedLineInput(line: StoredLine): CartLineInput {
  const custom = line.is_custom === true;
  return {
    product_id: line.product_id,
    selected_quantity: line.selected_quantity,
    selected_product_variant_id: line.selected_product_variant_id,
    request_fields: (line.request_fields ?? []) as CartLineInput['request_fields'],
    product_meta_datas: line.product_meta_datas ?? [],
    ...(custom ? { is_custom: true, name: line.name, selling_price: line.selling_price } : {}),
  };
}

export function cartView(row: CartRow, pricing: Pricing): Cart {
  const t = pricing.totals;
  const delivery = (row.deliveryData ?? { day: null, delivery_type: null }) as StoredDelivery;
  const payment = (row.payment ?? { is_paid: false, payment_method: null }) as StoredPayment;
  const discount = normaliseDiscount(row.discount as DiscountInput | null);
  return {
    _id: row.id,
    customer_id: row.customerId,
    products: pricing.lines,
    products_count: pricing.lines.length,
    sub_total: t.sub_total,
    tax: t.tax,
    discount: { type: discount.type, value: discount.value },
    discount_value: t.discount_value,
    discount_applied: t.discount_applied,
    points_used: t.points_used,
    discount_by_points: t.discount_by_points,
    total: t.total,
    delivery_data: {
      day: delivery.day,
      delivery_type: pricing.deliveryType,
      delivery_cost: t.delivery_cost,
    },
    payment: {
      is_paid: payment.is_paid,
      payment_method: payment.payment_method,
      payment_cost: t.payment_cost,
    },
    shipping_address: (row.shippingAddress ?? null) as Cart['shipping_address'],
    billing_address: (row.billingAddress ?? null) as Cart['billing_address'],
    customer_notes: typeof row.customerNotes === 'string' ? row.customerNotes : '',
    order_tags: row.orderTags,
    delivery_date: row.deliveryDate ? dashToSlash(row.deliveryDate) : null,
    store_location_id: row.storeLocationId,
    points: row.pointsRequested,
    updatedAt: row.updatedAt.toISOString(),
  };
}
