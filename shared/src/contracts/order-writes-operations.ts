import { operation } from './operation';

/**
 * The operations whose schemas are in order-writes.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const deleteOrderOperation = operation('DELETE', '/store/order');
export const updateOrderAddressOperation = operation('PUT', '/store/order/address');
export const updateOrderDateOperation = operation('PUT', '/store/order/date');
export const addOrderNoteOperation = operation('PUT', '/store/order/notes');
export const updateOrderPaymentOperation = operation('PUT', '/store/order/payment');
export const updateOrderProductsOperation = operation('PUT', '/store/order/products');
export const updateOrderStatusOperation = operation('PUT', '/store/order/status');
export const syncOrderOperation = operation('PUT', '/store/order/sync');
export const updateOrderTagsOperation = operation('PUT', '/store/order/tags');
