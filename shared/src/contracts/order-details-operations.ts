import { operation } from './operation';

/**
 * The operations whose schemas are in order-details.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const getOrderOperation = operation('GET', '/store/order/details');
export const printOrderOperation = operation('GET', '/store/order/print');
export const getOrderPrintTokenOperation = operation('GET', '/store/order/print_token');
