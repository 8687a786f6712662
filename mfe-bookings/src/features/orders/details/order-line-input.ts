import type { CartLineInput, OrderLine, OrderLineInput, RequestFieldValue } from '@storedesk/shared';

/** An existing line as PUT store/order/products keeps it: by its _id, with quantity and request fields. */
export function keptLine(
  line: OrderLine,
  request_fields: RequestFieldValue[] = line.request_fields,
): OrderLineInput {
  return { _id: line._id, selected_quantity: line.selected_quantity, request_fields };
}

/**
 * A picked service as a new booking line (no _id): a catalogue service by product and variant (the server
 * prices it), or a custom one with its own name and price. The cart-only fields (display prices) are dropped.
 */
export function newLine(line: CartLineInput): OrderLineInput {
  const base = { selected_quantity: line.selected_quantity, request_fields: line.request_fields ?? [] };
  if (line.is_custom || !line.product_id) {
    return { ...base, is_custom: true, name: line.name ?? '', selling_price: line.selling_price ?? 0 };
  }
  return {
    ...base,
    product_id: line.product_id,
    selected_product_variant_id: line.selected_product_variant_id ?? null,
  };
}
