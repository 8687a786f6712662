import { operation } from './operation';

/**
 * The operations whose schemas are in abandoned-carts.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const listAbandonedCartsOperation = operation('GET', '/store/cart/all');
export const deleteAbandonedCartOperation = operation('DELETE', '/store/cart/delete');
export const getAbandonedCartOperation = operation('GET', '/store/cart/details');
export const saveStorefrontCartOperation = operation('PUT', '/storefront/cart');
