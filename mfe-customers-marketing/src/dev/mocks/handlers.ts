import {
  bookingHandlers,
  cartHandlers,
  catalogueHandlers,
  contractHandlers,
  customerHandlers,
  marketingHandlers,
  paymentHandlers,
} from '@storedesk/shared/dev/mock-domains';

/** The API domains the customers and marketing screens call, mocked in the kit over one store. */
export const handlers = [
  ...customerHandlers,
  ...cartHandlers,
  ...bookingHandlers,
  ...paymentHandlers,
  ...contractHandlers,
  ...catalogueHandlers,
  ...marketingHandlers,
];
