import { operation } from './operation';

/**
 * The operations whose schemas are in customers.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const getCustomerOperation = operation('GET', '/customer');
export const createCustomerOperation = operation('POST', '/customer');
export const updateCustomerOperation = operation('PUT', '/customer');
export const deleteCustomerOperation = operation('DELETE', '/customer');
export const saveCustomerAddressOperation = operation('PUT', '/customer/address');
export const deleteCustomerAddressOperation = operation('DELETE', '/customer/address');
export const listCustomersOperation = operation('GET', '/customer/all');
export const updateCustomerPointsOperation = operation('PUT', '/customer/points');
export const searchCustomersOperation = operation('GET', '/customer/search');
