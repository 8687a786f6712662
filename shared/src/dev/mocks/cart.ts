import { http, HttpResponse } from 'msw';
import type { Cart, CartLine, CartLineInput, CartPayload, DiscountInput } from '../../index';
import { DELIVERY_TYPES, POINTS, PRODUCTS, unitPrice } from './db/catalogue';
import { findCustomer } from './db/customers';
import { orderMoney } from './db/orders';
import { fail, mockUrl, refuse } from './respond';
import { abandonedCartHandlers } from './abandoned-carts';
import { query, SLASH_DAY_PATTERN } from './request';
import { mockId, round2 } from './seeded';
import { getCartOperation, saveCartOperation } from '../../contracts/all-operations';

/** One saved cart per customer (channel CSC), like the API; id kind 0x50. */
export const carts = new Map<string, Cart>();

export function resetMockCarts(): void {
  carts.clear();
}

export function emptyCart(customerId: string): Cart {
  return {
    _id: mockId(0x50, carts.size + 1),
    customer_id: customerId,
    products: [],
    products_count: 0,
    sub_total: 0,
    tax: 0,
    discount: { type: 'VALUE', value: 0 },
    discount_value: 0,
    discount_applied: true,
    points_used: 0,
    discount_by_points: 0,
    total: 0,
    delivery_data: { day: null, delivery_type: DELIVERY_TYPES[0].type, delivery_cost: 0 },
    payment: { is_paid: false, payment_method: null, payment_cost: 0 },
    shipping_address: null,
    billing_address: null,
    customer_notes: '',
    order_tags: [],
    delivery_date: null,
    store_location_id: null,
    points: 0,
    updatedAt: new Date().toISOString(),
  };
}

export function priced(line: CartLineInput): CartLine {
  const product = PRODUCTS.find((p) => p._id === line.product_id);
  const variant = product?.variants.find((v) => v._id === line.selected_product_variant_id);
  // Catalogue prices win; only a custom line keeps the price typed in (contracts/cart.ts).
  const price = product && !line.is_custom ? unitPrice(product, variant?._id) : (line.selling_price ?? 0);
  return {
    product_id: product?._id ?? null,
    name: product?.name ?? line.name ?? 'Custom service',
    variant_name: variant?.name ?? null,
    selected_quantity: line.selected_quantity,
    selected_product_variant_id: variant?._id ?? null,
    selling_price: price,
    compare_at_price:
      variant?.compare_at_price ?? product?.compare_at_price ?? line.compare_at_price ?? price,
    display_price: price,
    line_total: round2(price * line.selected_quantity),
    common_price: product?.common_price ?? true,
    request_fields: line.request_fields ?? [],
    product_meta_datas: line.product_meta_datas ?? [],
    is_custom: !product || !!line.is_custom,
    product_category_id: product?.product_category_id ?? null,
  };
}

/**
 * The cart's money, in the contract's order (a dev mock, simplified: one points rule, no per-tax rounding):
 * sub total, discount (not applied beyond 100% or the sub total), points, tax on the rest, delivery, total.
 */
export function recalculate(cart: Cart, customerPoints: number): Cart {
  const sub_total = round2(cart.products.reduce((sum, l) => sum + l.line_total, 0));
  const { type, value } = cart.discount;
  const applied = type === 'PERCENTAGE' ? value <= 100 : value <= sub_total;
  const discount_value = applied ? round2(type === 'PERCENTAGE' ? (sub_total * value) / 100 : value) : 0;
  const rule = POINTS.usage_condition[0];
  const afterDiscount = sub_total - discount_value;
  const cap =
    afterDiscount >= rule.order_value_min && afterDiscount <= rule.order_value_max ? rule.points_cap : 0;
  const worth = POINTS.uom.currency / POINTS.uom.points;
  const points_used = Math.max(
    0,
    Math.min(cart.points, customerPoints, cap, Math.floor(afterDiscount / worth)),
  );
  const discount_by_points = round2(points_used * worth);
  const money = orderMoney([{ selling_price: afterDiscount - discount_by_points, selected_quantity: 1 }]);
  const type_ = DELIVERY_TYPES.find((t) => t.type === cart.delivery_data.delivery_type) ?? DELIVERY_TYPES[0];
  const delivery_cost = type_.cutoff_price > 0 && sub_total >= type_.cutoff_price ? 0 : type_.price;
  return {
    ...cart,
    products_count: cart.products.reduce((sum, l) => sum + l.selected_quantity, 0),
    sub_total,
    discount_value,
    discount_applied: applied,
    points_used,
    discount_by_points,
    tax: money.tax,
    total: round2(money.total + delivery_cost),
    delivery_data: { ...cart.delivery_data, delivery_cost },
    updatedAt: new Date().toISOString(),
  };
}

export function applyDiscount(cart: Cart, discount: DiscountInput | undefined): Cart {
  if (!discount) return cart;
  return { ...cart, discount: { type: discount.type ?? 'VALUE', value: discount.value ?? 0 } };
}

/** GET/POST store/cart (contracts/cart.ts); the booking made from a cart is in create-order-handlers.ts. */
export const savedCartHandlers = [
  http.get(mockUrl(getCartOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const customerId = query(request).get('customer_id');
    if (!findCustomer(customerId)) return fail(404, 'This customer does not exist.', 'Not Found');
    return HttpResponse.json({ data: carts.get(customerId!) ?? null });
  }),

  http.post(mockUrl(saveCartOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const payload = (await request.json()) as CartPayload;
    const customer = findCustomer(payload.customer_id);
    if (!customer) return fail(404, 'This customer does not exist.', 'Not Found');
    const { products, delivery_data, payment, ...rest } = payload.cart;
    const saved = carts.get(customer._id) ?? emptyCart(customer._id);
    if (products?.some((l) => l.product_id && !PRODUCTS.some((p) => p._id === l.product_id)))
      return fail(400, 'Selected product is unavailable', 'Invalid Fields');
    if (rest.delivery_date && !SLASH_DAY_PATTERN.test(rest.delivery_date))
      return fail(400, 'delivery_date must be a day written YYYY/MM/DD.', 'Invalid request');
    const next = applyDiscount(
      {
        ...saved,
        ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
        products: products ? products.map(priced) : saved.products,
        delivery_data: {
          day: delivery_data?.day ?? saved.delivery_data.day,
          delivery_type: delivery_data?.delivery_type ?? saved.delivery_data.delivery_type,
          delivery_cost: saved.delivery_data.delivery_cost,
        },
        payment: {
          is_paid: payment?.is_paid ?? saved.payment.is_paid,
          payment_method:
            payment?.payment_method !== undefined ? payment.payment_method : saved.payment.payment_method,
          payment_cost: 0,
        },
        customer_notes: rest.customer_notes ?? saved.customer_notes,
      } as Cart,
      payload.discount,
    );
    const cart = recalculate(next, customer.points);
    carts.set(customer._id, cart);
    return HttpResponse.json({ data: cart });
  }),
];

/** The cart domain (api/src/routes/cart, abandoned-carts): a customer's saved cart and the abandoned carts. */
export const cartHandlers = [...savedCartHandlers, ...abandonedCartHandlers];
