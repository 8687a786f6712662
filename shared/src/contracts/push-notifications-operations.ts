import { operation } from './operation';

/**
 * The operations whose schemas are in push-notifications.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const createPushOperation = operation('POST', '/store/push_notification');
export const deletePushOperation = operation('DELETE', '/store/push_notification');
export const listPushesOperation = operation('GET', '/store/push_notification');
export const cancelPushOperation = operation('PUT', '/store/push_notification/cancel');
export const getPushOperation = operation('GET', '/store/push_notification/details');
export const countPushRecipientsOperation = operation('GET', '/store/push_notification/recipients_count');
