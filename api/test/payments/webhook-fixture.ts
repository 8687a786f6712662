import type { FastifyInstance } from 'fastify';
import type { CreatePaymentReply, PaymentDetailsReply } from '@storedesk/shared/contracts';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, loginAs } from '../helpers/fixtures';
import { bookingStore, type BookingStore } from '../cart/booking-fixtures';
import { createBooking, createCustomer, type BookingRow } from '../orders/order-fixtures';
import { linkEvent, startFakeProvider } from './fake-provider';

/**
 * The webhook tests' app (with a loopback provider), a FINANCE token and a booking to bill, exported as live
 * bindings: a test file calls useWebhookApp() once at its top and reads them after beforeAll set them.
 */
export const SECRET = 'whsec_loopback';
export let app: FastifyInstance;
export let provider: Awaited<ReturnType<typeof startFakeProvider>>;
export let s: BookingStore;
export let finance: Record<string, string>;
let booking: BookingRow;
let customerId: string;
let n = 0;

export function useWebhookApp(): void {
  beforeAll(async () => {
    provider = await startFakeProvider();
    app = await buildTestApp({ config: { paymentProvider: provider.config, paymentWebhookSecret: SECRET } });
    s = await bookingStore(app);
    finance = authHeader(await loginAs(app, 'FINANCE', s.store));
    const customer = await createCustomer(app, s.store, { firstName: 'Asha', phoneNo: '9000000001' });
    customerId = customer.id;
    booking = await createBooking(app, s.store, {
      customer,
      status: s.placed,
      values: { total: '100000.00' },
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });
}

/** A fresh request with its link; returns the link as the provider holds it. */
export async function newRequest(amount = 100) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/store/payment',
    headers: finance,
    payload: {
      store_payment: { amount, due_date: '2099-01-01', customer_id: customerId, order_id: booking.id },
      idempotency_key: `webhook-${(n += 1)}-${Date.now()}`,
    },
  });
  const id = (res.json() as CreatePaymentReply).data._id;
  const link = [...provider.links.values()].find((l) => l.reference_id === id)!;
  return { id, link };
}

export const post = (event: ReturnType<typeof linkEvent>, headers: Record<string, string> = event.headers) =>
  app.inject({ method: 'POST', url: '/api/webhooks/payments', headers, payload: event.body });

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

/** The staff's PUT store/payment on the version they loaded. */
export const staffUpdate = (id: string, version: number, change: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: '/api/store/payment',
    headers: finance,
    payload: { store_payment: { _id: id, version, ...change } },
  });
