import { operation } from './operation';

/**
 * The operations whose schemas are in subscriptions.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const listContractsOperation = operation('GET', '/store/customer_subscription/all');
export const getContractOperation = operation('GET', '/store/customer_subscription/details');
export const updateContractOperation = operation('PUT', '/store/customer_subscription');
/** Sells a contract, or renews one (subscription-create.ts). */
export const createContractOperation = operation('POST', '/store/customer_subscription');
/** A booking against a contract's visit ledger (subscription-service-request.ts). */
export const requestServiceOperation = operation('POST', '/store/customer_subscription/request_service');
/** The contract's shipping address. */
export const updateContractAddressOperation = operation('PUT', '/store/customer_subscription/address');
/** Sends the contract to the field-service system; every attempt is kept in the contract's sync log. */
export const syncContractOperation = operation('PUT', '/store/customer_subscription/sync');
/** A contract's service items (subscription-items.ts): add one, change its visits, remove it. */
export const addContractItemOperation = operation('POST', '/store/customer_subscription/item');
export const updateContractItemOperation = operation('PUT', '/store/customer_subscription/item');
export const deleteContractItemOperation = operation('DELETE', '/store/customer_subscription/item');
