import { operation } from './operation';

/**
 * The operations whose schemas are in payments-writes.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const createPaymentOperation = operation('POST', '/store/payment');
export const updatePaymentOperation = operation('PUT', '/store/payment');
export const deletePaymentOperation = operation('DELETE', '/store/payment/delete');
export const retryPaymentLinkOperation = operation('POST', '/store/payment/link');
export const getPaymentTargetOperation = operation('GET', '/store/payment/target');
