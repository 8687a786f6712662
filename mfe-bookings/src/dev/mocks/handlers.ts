import {
  bookingHandlers,
  cartHandlers,
  catalogueHandlers,
  customerHandlers,
  dashboardHandlers,
  lookupHandlers,
  paymentHandlers,
} from '@storedesk/shared/dev/mock-domains';

/** The API domains the bookings screens call, mocked in the kit over one store (shared/src/dev/mocks). */
export const handlers = [
  ...dashboardHandlers,
  ...lookupHandlers,
  ...bookingHandlers,
  ...customerHandlers,
  ...cartHandlers,
  ...catalogueHandlers,
  ...paymentHandlers,
];
