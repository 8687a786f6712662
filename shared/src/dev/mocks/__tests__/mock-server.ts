import { setupServer } from 'msw/node';
import { useSession } from '../../../session/session-store';
import { makeEmployee, makeStore } from '../../../testing/factories';
import { schemaErrors } from '../../../testing/schema-check';
import {
  bookingHandlers,
  cartHandlers,
  catalogueHandlers,
  customerHandlers,
  dashboardHandlers,
  lookupHandlers,
  marketingHandlers,
  paymentHandlers,
  contractHandlers,
  planHandlers,
  resetMockDb,
} from '../domains';

/** What the domain mock tests share; call inside a describe. */
export const allHandlers = [
  ...bookingHandlers,
  ...cartHandlers,
  ...catalogueHandlers,
  ...customerHandlers,
  ...dashboardHandlers,
  ...lookupHandlers,
  ...marketingHandlers,
  ...paymentHandlers,
  ...contractHandlers,
  ...planHandlers,
];

/** Every domain's handlers on msw/node, and before each test a fresh store and a signed-in employee. */
export function setUpMocks() {
  const server = setupServer(...allHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetMockDb();
    useSession.setState({ token: 'dev-token', employee: makeEmployee(), store: makeStore() });
  });
  return server;
}

/** The value matches the contract's schema (the checker lists each difference). */
export const fits = (schema: unknown, value: unknown) => expect(schemaErrors(schema, value)).toEqual([]);
