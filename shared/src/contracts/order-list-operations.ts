import { operation } from './operation';

/**
 * The operations whose schemas are in order-list.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const listOrdersOperation = operation('GET', '/store/order/all');
