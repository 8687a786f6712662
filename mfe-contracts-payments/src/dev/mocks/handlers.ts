import type { RequestHandler } from 'msw';
import { masterContractHandlers } from './master-contracts';
import { paymentHandlers } from './payments';

/**
 * MSW mocks of every call mfe-contracts-payments makes, one file per domain, with the contracts' answer shapes and
 * the API's checks and texts, so every screen of the area runs on the standalone page.
 */
export const handlers: RequestHandler[] = [...paymentHandlers, ...masterContractHandlers];
