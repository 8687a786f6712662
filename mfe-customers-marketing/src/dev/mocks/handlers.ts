import { abandonedCartHandlers } from './abandoned-cart-handlers';
import { customerHandlers } from './customer-handlers';
import { customerSearchHandlers } from './customer-search-handlers';

/**
 * MSW mocks of every call mfe-customers-marketing makes, one file per domain, with the contracts' answer shapes
 * and the API's checks and texts, so every screen of the area runs on the standalone page.
 */
export const handlers = [...customerHandlers, ...customerSearchHandlers, ...abandonedCartHandlers];
