import { operation } from './operation';

/**
 * The operations whose schemas are in payments.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const listPaymentsOperation = operation('GET', '/store/payment/all');
export const getPaymentOperation = operation('GET', '/store/payment/details');
export const paymentWebhookOperation = operation('POST', '/webhooks/payments');
