/**
 * Texts of the cart detail modal (spec 1 §2.7), which the abandoned carts screen and the customer detail's
 * Abandoned Cart button both open; the abandoned carts texts hold them as `detail`.
 */
export const CART_DETAIL_TEXTS = {
  title: 'Cart Details',
  close: 'Close',
  channel: 'Channel',
  updated: 'Updated',
  created: 'Created',
  product: 'Service',
  quantity: 'Quantity',
  price: 'Price',
  lineTotal: 'Line Total',
  subTotal: 'Sub Total',
  discount: 'Discount',
  tax: 'Tax',
  total: 'Total',
  noLines: 'This cart has no services',
  failed: 'The cart could not be loaded',
} as const;
