import { cartHandlers } from './cart-handlers';
import { createOrderHandlers } from './create-order-handlers';
import { customerHandlers } from './customer-handlers';
import { dashboardHandlers } from './dashboard-handlers';
import { lookupHandlers } from './lookup-handlers';
import { orderHandlers } from './order-handlers';
import { orderWriteHandlers } from './order-write-handlers';
import { paymentHandlers } from './payment-handlers';
import { printHandlers } from './print-handlers';
import { reportHandlers } from './report-handlers';

/**
 * MSW mocks of every call mfe-bookings makes, one file per domain, with the contracts' answer shapes and the
 * API's checks and texts, so every bookings screen runs on the standalone page.
 */
export const handlers = [
  ...dashboardHandlers,
  ...lookupHandlers,
  ...orderHandlers,
  ...orderWriteHandlers,
  ...customerHandlers,
  ...cartHandlers,
  ...createOrderHandlers,
  ...paymentHandlers,
  ...printHandlers,
  ...reportHandlers,
];
