import { setupServer } from 'msw/node';
import { useSession } from '@storedesk/shared';
import { makeEmployee, makeStore, schemaErrors } from '@storedesk/shared/testing';
import { resetMockCarts } from '../mocks/cart-handlers';
import { resetCreatedBookings } from '../mocks/create-order-handlers';
import { resetMockCustomers } from '../mocks/mock-customers';
import { resetMockOrders } from '../mocks/mock-orders';
import { handlers } from '../mocks/handlers';
import { useMockScenario } from '@storedesk/shared/dev/mocks';

/** What the standalone mock tests share; call the setups inside a describe. */

/** The standalone page's handlers on msw/node: listening before the describe's tests, closed after. */
export function serveStandaloneHandlers() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
}

/** The handlers, and before each test fresh bookings, customers and carts, a signed-in employee, no scenario. */
export function setUpBookingMocks() {
  serveStandaloneHandlers();
  beforeEach(() => {
    resetMockOrders();
    resetMockCustomers();
    resetMockCarts();
    resetCreatedBookings();
    useSession.setState({ token: 'dev-token', employee: makeEmployee(), store: makeStore() });
    useMockScenario.setState({ scenario: 'normal' });
  });
}

/** The value matches the contract's schema (the checker lists each difference). */
export const fits = (schema: unknown, value: unknown) => expect(schemaErrors(schema, value)).toEqual([]);
