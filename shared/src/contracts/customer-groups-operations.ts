import { operation } from './operation';

/**
 * The operations whose schemas are in customer-groups.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const deleteCustomerGroupOperation = operation('DELETE', '/store/customer/group');
export const createCustomerGroupOperation = operation('POST', '/store/customer/group');
export const updateCustomerGroupOperation = operation('PUT', '/store/customer/group');
export const listCustomerGroupsOperation = operation('GET', '/store/customer/group/all');
export const getCustomerGroupOperation = operation('GET', '/store/customer/group/details');
