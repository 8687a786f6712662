import { createOrderHandlers } from './booking-create';
import { printHandlers } from './booking-print';
import { orderHandlers } from './booking-reads';
import { orderWriteHandlers } from './booking-writes';

/** The bookings domain (api/src/routes/orders): lists and details, writes, the booking made from a cart, print. */
export const bookingHandlers = [
  ...orderHandlers,
  ...orderWriteHandlers,
  ...createOrderHandlers,
  ...printHandlers,
];
