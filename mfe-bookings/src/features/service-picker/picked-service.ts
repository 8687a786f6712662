import type { CartLineInput, ProductOption, ProductVariantOption } from '@storedesk/shared';

/** What the picker hands back: the cart line plus names for the screen to show before the server answers. */
export interface PickedService {
  line: CartLineInput;
  name: string;
  variant_name: string | null;
}

/** The cart line of a catalogue service (the server takes prices from the catalogue; these are for display). */
export function catalogueLine(
  product: ProductOption,
  variant: ProductVariantOption | null,
  quantity: number,
): PickedService {
  const price = variant ? variant.price : product.selling_price;
  return {
    line: {
      product_id: product._id,
      name: product.name,
      selected_quantity: quantity,
      selected_product_variant_id: variant?._id ?? null,
      selling_price: price,
      compare_at_price: variant ? variant.compare_at_price : product.compare_at_price,
      display_price: price,
      common_price: product.common_price,
      request_fields: [],
    },
    name: product.name,
    variant_name: variant?.name ?? null,
  };
}

export interface CustomServiceValues {
  name: string;
  price: number;
  quantity: number;
}

/** A custom service typed in by staff: its own name and price, no product_id (spec 2 §2). */
export function customLine(values: CustomServiceValues): PickedService {
  const name = values.name.trim();
  return {
    line: {
      name,
      selected_quantity: values.quantity,
      selling_price: values.price,
      display_price: values.price,
      request_fields: [],
      is_custom: true,
    },
    name,
    variant_name: null,
  };
}

/** Quantity bounds of a service; the cart takes at most 1000 of a line. */
export const CART_MAX_QUANTITY = 1000;
export function quantityBounds(product: ProductOption): { min: number; max: number } {
  const min = Math.max(1, product.min_quantity);
  const max = Math.min(CART_MAX_QUANTITY, Math.max(min, product.max_quantity));
  return { min, max };
}
