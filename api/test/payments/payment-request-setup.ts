import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { PaymentDetailsReply } from '@storedesk/shared/contracts';
import { storePayments } from '../../src/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, loginAs } from '../helpers/fixtures';
import { bookingStore, type BookingStore } from '../cart/booking-fixtures';
import { createBooking, createCustomer, type BookingRow, type CustomerRow } from '../orders/order-fixtures';
import { createContract, createPlan, type ContractRow } from './payment-fixtures';
import { startFakeProvider } from './fake-provider';

/**
 * Shared set-up of the payment-request suites (payment-request-*.test.ts): one app with the fake provider per
 * test file, two stores, FINANCE and SITEADMIN signed in, customers, a booking and a contract. The bindings below
 * are filled in by beforeAll and read live by the suites (each test file has its own copy of this module).
 */
export let app: FastifyInstance;
export let provider: Awaited<ReturnType<typeof startFakeProvider>>;
export let s: BookingStore;
export let other: BookingStore;
export let finance: Record<string, string>;
export let siteadmin: Record<string, string>;
export let meera: CustomerRow;
export let ravi: CustomerRow;
export let booking: BookingRow;
export let contract: ContractRow;
export let foreignBooking: BookingRow;
let keyNumber = 0;
export const key = () => `submission-${(keyNumber += 1)}`;
export const FUTURE = '2099-01-15';

/** Registers the suite's beforeAll / afterAll: call once at the top of a test file. */
export function setUpPaymentRequestTests() {
  beforeAll(async () => {
    provider = await startFakeProvider();
    app = await buildTestApp({
      config: { paymentProvider: provider.config, paymentWebhookSecret: 'whsec_test' },
    });
    s = await bookingStore(app);
    other = await bookingStore(app);
    finance = authHeader(await loginAs(app, 'FINANCE', s.store));
    siteadmin = authHeader(await loginAs(app, 'SITEADMIN', s.store));
    meera = await createCustomer(app, s.store, {
      firstName: 'Meera',
      lastName: 'Kapoor',
      phoneNo: '9876543210',
      countryCode: '+91',
    });
    ravi = await createCustomer(app, s.store, { firstName: 'Ravi', lastName: 'Kumar' });
    booking = await createBooking(app, s.store, { customer: meera, status: s.placed });
    const plan = await createPlan(app, s.store);
    contract = await createContract(app, s.store, plan, meera);
    const foreigner = await createCustomer(app, other.store, { firstName: 'Elsewhere' });
    foreignBooking = await createBooking(app, other.store, { customer: foreigner, status: other.placed });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });
}

export const create = (
  storePayment: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  headers = finance,
) =>
  app.inject({
    method: 'POST',
    url: '/api/store/payment',
    headers,
    payload: { store_payment: storePayment, idempotency_key: key(), ...extra },
  });
export const details = async (id: string) =>
  (
    (
      await app.inject({
        method: 'GET',
        url: `/api/store/payment/details?store_payment_id=${id}`,
        headers: finance,
      })
    ).json() as PaymentDetailsReply
  ).data;
export const update = (storePayment: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'PUT',
    url: '/api/store/payment',
    headers: finance,
    payload: { store_payment: storePayment, ...extra },
  });
export const requestCount = async () =>
  (await app.db.select({ n: count() }).from(storePayments).where(eq(storePayments.storeId, s.store.id)))[0].n;
