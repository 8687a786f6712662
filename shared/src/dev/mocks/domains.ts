// '@storedesk/shared/dev/mock-domains': the MSW handlers of every API domain, over one mock store (mock-db.ts).
// A remote's dev/mocks/handlers.ts lists the domains its screens call; tests reset the store with resetMockDb().
export { bookingHandlers } from './bookings';
export { cartHandlers } from './cart';
export { catalogueHandlers } from './catalogue';
export { contractHandlers } from './contracts';
export { customerHandlers } from './customers';
export { dashboardHandlers } from './dashboard';
export { lookupHandlers } from './lookups';
export { marketingHandlers } from './marketing';
export { paymentHandlers } from './payments';
export { planHandlers, MOCK_BILLING_PERIODS, mockPlans } from './plans';
export * from './mock-db';
export { mockSanitizeRichText } from './blog-sanitize';
export * from './seed';
