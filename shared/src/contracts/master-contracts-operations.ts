import { operation } from './operation';

/**
 * The operations whose schemas are in master-contracts.ts: one `{method, path}` constant each, read by the API route, the screen's
 * fetcher and the mock. Kept apart from the schemas so the browser imports them without the schema library.
 */
export const listBillingPeriodsOperation = operation('GET', '/store/billing_period/all');
export const createPlanOperation = operation('POST', '/store/subscription');
export const updatePlanOperation = operation('PUT', '/store/subscription');
export const listPlansOperation = operation('GET', '/store/subscription/all');
export const getPlanOperation = operation('GET', '/store/subscription/details');
export const updatePlanStatusOperation = operation('PUT', '/store/subscription/status');
