import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The standalone page's service-worker mocks (public/mockServiceWorker.js is served only by the dev server). */
export const worker = setupWorker(...handlers);
