import type { RequestHandler } from 'msw';
import {
  bookingHandlers,
  catalogueHandlers,
  contractHandlers,
  customerHandlers,
  lookupHandlers,
  paymentHandlers,
  planHandlers,
} from '@storedesk/shared/dev/mock-domains';

/** The API domains the contracts and payments screens call, mocked in the kit over one store. */
export const handlers: RequestHandler[] = [
  ...paymentHandlers,
  ...planHandlers,
  ...contractHandlers,
  ...customerHandlers,
  ...bookingHandlers,
  ...catalogueHandlers,
  ...lookupHandlers,
];
