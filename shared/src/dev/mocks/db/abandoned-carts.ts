import dayjs from 'dayjs';
import { CHANNELS, type AbandonedCartDetail, type CartLine } from '../../../index';
import { findCustomer, mockCustomers } from './customers';
import { mockId, pickOne, round2, seeded } from '../seeded';

/** The standalone store's abandoned carts (id kind 0x31; lines use services of kind 0x32), one per customer. */
export const CART_COUNT = 23;
const SERVICES: [string, number][] = [
  ['Deep Home Cleaning', 2499],
  ['Sofa Shampoo', 899],
  ['AC Service', 649.5],
  ['Kitchen Cleaning', 1799],
  ['Pest Control', 1250],
  ['Bathroom Cleaning', 499],
];
const TAX_RATE = 0.18;

export interface MockCart extends AbandonedCartDetail {
  customer_id: string;
}

function line(random: () => number, index: number): CartLine {
  const [name, price] = SERVICES[index % SERVICES.length];
  const quantity = 1 + Math.floor(random() * 3);
  return {
    product_id: mockId(0x32, (index % SERVICES.length) + 1),
    name,
    variant_name: null,
    selected_quantity: quantity,
    selected_product_variant_id: null,
    selling_price: price,
    compare_at_price: price,
    display_price: price,
    line_total: round2(price * quantity),
    common_price: true,
    request_fields: [],
    product_meta_datas: [],
    is_custom: false,
    product_category_id: null,
  };
}

function generateCarts(): MockCart[] {
  const random = seeded('abandoned-carts');
  // The first customers have carts, updated every few hours back from now so date filters all match someone.
  return mockCustomers()
    .slice(0, CART_COUNT)
    .map((customer, i) => {
      const start = Math.floor(random() * SERVICES.length);
      const products = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, k) =>
        line(random, start + k),
      );
      const sub_total = round2(products.reduce((sum, l) => sum + l.line_total, 0));
      const tax = round2(sub_total * TAX_RATE);
      const updated = dayjs().subtract(i * 7 + Math.floor(random() * 5), 'hour');
      const created = updated.subtract(Math.floor(random() * 72), 'hour');
      return {
        _id: mockId(0x31, i + 1),
        customer_id: customer._id,
        customer: {
          _id: customer._id,
          first_name: customer.first_name,
          last_name: customer.last_name,
          email: customer.email,
          phone_no: customer.phone_no,
        },
        channel: pickOne(random, CHANNELS),
        products_count: products.length,
        total: round2(sub_total + tax),
        createdAt: created.toISOString(),
        updatedAt: updated.toISOString(),
        products,
        sub_total,
        tax,
        discount_value: 0,
      };
    });
}

let carts: MockCart[] | null = null;
/** Carts whose customer is not deleted (the API joins the customer), created on first use. */
export function mockCarts(): MockCart[] {
  carts ??= generateCarts();
  return carts.filter((c) => findCustomer(c.customer_id) !== undefined);
}

/** The customer's cart, or undefined. */
export function findCart(customerId: string | null): MockCart | undefined {
  return mockCarts().find((c) => c.customer_id === customerId);
}

export function removeCart(customerId: string): void {
  carts = (carts ?? []).filter((c) => c.customer_id !== customerId);
}

/** Forgets every change (tests start from the generated state). */
export function resetMockAbandonedCarts(): void {
  carts = null;
}
