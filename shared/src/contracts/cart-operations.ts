import { operation } from './operation';

/**
 * The operations whose schemas are in cart.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const getCartOperation = operation('GET', '/store/cart');
export const saveCartOperation = operation('POST', '/store/cart');
export const createOrderOperation = operation('POST', '/store/order');
