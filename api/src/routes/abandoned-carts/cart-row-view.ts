import type { AbandonedCartDetail, AbandonedCartRow, CartLine } from '@storedesk/shared/contracts';
import type { CartLine as StoredLine, carts, customers } from '../../db/schema';

type CartRecord = typeof carts.$inferSelect;
type CustomerRecord = Pick<
  typeof customers.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'phoneNo' | 'countryCode'
>;

/** A cart as the abandoned-carts list shows it: customer, channel, products count, value, dates. */
export function cartRowView(cart: CartRecord, customer: CustomerRecord): AbandonedCartRow {
  return {
    _id: cart.id,
    customer: {
      _id: customer.id,
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone_no: customer.phoneNo,
      country_code: customer.countryCode,
    },
    channel: cart.channel,
    products_count: cart.productsCount,
    total: Number(cart.total),
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A saved line with every field the contract names (storefront carts may leave optional ones out). */
function lineView(line: StoredLine): CartLine {
  return {
    product_id: line.product_id,
    name: line.name,
    variant_name: line.variant_name ?? null,
    selected_quantity: line.selected_quantity,
    selected_product_variant_id: line.selected_product_variant_id,
    selling_price: line.selling_price,
    compare_at_price: line.compare_at_price,
    display_price: line.display_price ?? line.selling_price,
    line_total: round2(line.selling_price * line.selected_quantity),
    common_price: line.common_price ?? true,
    request_fields: line.request_fields ?? [],
    product_meta_datas: line.product_meta_datas ?? [],
    is_custom: line.is_custom ?? false,
    product_category_id: line.product_category_id ?? null,
  };
}

/** The detail modal: the row plus the saved lines and the money as last priced. */
export function cartDetailView(cart: CartRecord, customer: CustomerRecord): AbandonedCartDetail {
  return {
    ...cartRowView(cart, customer),
    products: cart.products.map(lineView),
    sub_total: Number(cart.subTotal),
    tax: Number(cart.tax),
    discount_value: Number(cart.discountValue),
  };
}
