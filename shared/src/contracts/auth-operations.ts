import { operation } from './operation';

/**
 * The operations whose schemas are in auth.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const loginOperation = operation('POST', '/employee/login');
export const logoutOperation = operation('POST', '/employee/logout');
export const listStoreAccessOperation = operation('GET', '/employee/store_access');
export const storeAccessByEmailOperation = operation('GET', '/employee/store_access/byEmail');
export const switchStoreOperation = operation('GET', '/employee/switch_store');
