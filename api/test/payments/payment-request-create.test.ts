import { and, eq } from 'drizzle-orm';
import {
  PAYMENT_TEXTS as T,
  type CreatePaymentReply,
  type PaymentDetailsReply,
} from '@storedesk/shared/contracts';
import { auditLog, storePayments } from '../../src/db/schema';
import { expectOverlap, sendTogether, statusCounts } from '../helpers/send-together';
import { createBooking } from '../orders/order-fixtures';
import {
  app,
  provider,
  s,
  other,
  finance,
  meera,
  ravi,
  booking,
  contract,
  foreignBooking,
  key,
  FUTURE,
  create,
  details,
  update,
  requestCount,
  setUpPaymentRequestTests,
} from './payment-request-setup';

/** POST store/payment: the refusals in the spec's texts, and creating with the provider (links, retries, the over-unpaid question). */
setUpPaymentRequestTests();

describe('POST store/payment: the spec texts, nothing written', () => {
  it.each([
    ['no customer', { amount: 10, due_date: FUTURE, order_id: null }, T.noCustomer],
    ['neither booking nor contract', { amount: 10, due_date: FUTURE, customer_id: 'C' }, T.eitherOne],
    [
      'both',
      { amount: 10, due_date: FUTURE, customer_id: 'C', order_id: 'B', customer_subscription_id: 'K' },
      T.both,
    ],
    ['an amount of 0', { amount: 0, due_date: FUTURE, customer_id: 'C', order_id: 'B' }, T.invalidAmount],
    ['a negative amount', { amount: -5, due_date: FUTURE, customer_id: 'C', order_id: 'B' }, T.invalidAmount],
    ['three decimals', { amount: 1.005, due_date: FUTURE, customer_id: 'C', order_id: 'B' }, T.invalidAmount],
    ['a past due date', { amount: 10, due_date: '2020-01-01', customer_id: 'C', order_id: 'B' }, T.pastDue],
  ])('refuses %s', async (_name, input, message) => {
    const ids: Record<string, string> = { C: meera.id, B: booking.id, K: contract.id };
    const body = Object.fromEntries(
      Object.entries(input).map(([k, v]) => [k, typeof v === 'string' && ids[v] ? ids[v] : v]),
    );
    const before = await requestCount();
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe(message);
    expect(await requestCount()).toBe(before);
  });

  it("refuses another store's booking (as not found) and another customer's booking or contract", async () => {
    const foreign = await create({
      amount: 10,
      due_date: FUTURE,
      customer_id: meera.id,
      order_id: foreignBooking.id,
    });
    expect(foreign.statusCode).toBe(404);
    const notHers = await create({
      amount: 10,
      due_date: FUTURE,
      customer_id: ravi.id,
      order_id: booking.id,
    });
    expect([notHers.statusCode, notHers.json()]).toEqual([
      400,
      { message: T.otherCustomerBooking, title: 'Invalid Booking' },
    ]);
    const notHisContract = await create({
      amount: 10,
      due_date: FUTURE,
      customer_id: ravi.id,
      customer_subscription_id: contract.id,
    });
    expect((notHisContract.json() as { message: string }).message).toBe(T.otherCustomerContract);
    const otherStore = await app.inject({
      method: 'POST',
      url: '/api/store/payment',
      headers: other.headers,
      payload: {
        store_payment: { amount: 10, due_date: FUTURE, customer_id: meera.id, order_id: booking.id },
        idempotency_key: key(),
      },
    });
    expect(otherStore.statusCode).toBe(404);
  });
});

describe('creating with the provider', () => {
  it('makes a request and one link with amount, currency, contact, expiry and the request id as reference', async () => {
    const res = await create({
      amount: 120.5,
      due_date: FUTURE,
      customer_id: meera.id,
      order_id: booking.id,
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json() as CreatePaymentReply;
    expect(reply).toMatchObject({ message: T.created, data: { link_status: 'CREATED' } });
    const link = [...provider.links.values()].find((l) => l.reference_id === reply.data._id)!;
    expect(link).toMatchObject({
      amount: 12050,
      currency: s.store.currency,
      customer: { name: 'Meera Kapoor', contact: '+919876543210' },
    });
    expect(link.expire_by).toBeGreaterThan(Date.now() / 1000);
    const data = await details(reply.data._id);
    expect(data).toMatchObject({
      amount: '120.50',
      status: 'PENDING',
      is_paid: false,
      link_status: 'CREATED',
      link_id: link.id,
      link_url: link.short_url,
      provider_configured: true,
      order_number: booking.orderNumber,
      billed_total: booking.total,
    });
    expect(data.status_history).toEqual([
      expect.objectContaining({
        status: 'PENDING',
        from_status: null,
        source: 'STAFF',
        updated_by_name: expect.any(String),
      }),
    ]);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store_payment'), eq(auditLog.entityId, reply.data._id)));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'link_created']));
  });

  it('is idempotent per submission: a retry and ten at once make one request and one link', async () => {
    const payload = {
      store_payment: {
        amount: 5,
        due_date: FUTURE,
        customer_id: meera.id,
        customer_subscription_id: contract.id,
      },
      idempotency_key: key(),
    };
    const linksBefore = provider.links.size;
    const send = () => app.inject({ method: 'POST', url: '/api/store/payment', headers: finance, payload });
    const { responses, peak } = await sendTogether(
      app,
      Array.from({ length: 10 }, () => send),
    );
    expectOverlap(peak);
    expect(statusCounts(responses)).toEqual({ 200: 10 });
    const ids = new Set(responses.map((r) => (r.json() as CreatePaymentReply).data._id));
    expect(ids.size).toBe(1);
    expect((await send()).json()).toMatchObject({ data: { _id: [...ids][0] } });
    expect(provider.links.size).toBe(linksBefore + 1);
    const rows = await app.db
      .select()
      .from(storePayments)
      .where(eq(storePayments.idempotencyKey, payload.idempotency_key));
    expect(rows).toHaveLength(1);
  });

  it('a link refused by the provider leaves the request with FAILED and the reason; a retry makes it', async () => {
    provider.state.failNext = 1;
    const res = await create({ amount: 1, due_date: FUTURE, customer_id: meera.id, order_id: booking.id });
    const id = (res.json() as CreatePaymentReply).data._id;
    expect(await details(id)).toMatchObject({ link_status: 'FAILED', link_error: 'The provider is down' });
    const retry = await app.inject({
      method: 'POST',
      url: '/api/store/payment/link',
      headers: finance,
      payload: { store_payment_id: id },
    });
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as PaymentDetailsReply).data).toMatchObject({
      link_status: 'CREATED',
      link_error: null,
    });
  });

  it('asks to confirm a request larger than what is still unpaid, then makes it', async () => {
    const fresh = await createBooking(app, s.store, { customer: ravi, status: s.placed }); // total 200.00
    const first = await create({ amount: 150, due_date: FUTURE, customer_id: ravi.id, order_id: fresh.id });
    expect(first.statusCode).toBe(200);
    // Marked paid by hand, the 150 counts as received: 50 is left.
    const id = (first.json() as CreatePaymentReply).data._id;
    expect((await update({ _id: id, version: (await details(id)).version, status: 'PAID' })).statusCode).toBe(
      200,
    );
    const body = {
      store_payment: { amount: 80, due_date: FUTURE, customer_id: ravi.id, order_id: fresh.id },
      idempotency_key: key(),
    };
    const asked = await app.inject({
      method: 'POST',
      url: '/api/store/payment',
      headers: finance,
      payload: body,
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      message: `This request asks for ₹80.00, more than the ₹50.00 still unpaid on booking #${fresh.orderNumber}. Create it anyway?`,
      title: T.overUnpaidTitle,
      confirm: true,
      unpaid: '50.00',
      code: 'OVER_UNPAID',
    });
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/store/payment',
      headers: finance,
      payload: { ...body, confirm_over_unpaid: true },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('asks in the words of an edit when a changed amount is more than what is still unpaid', async () => {
    const fresh = await createBooking(app, s.store, { customer: ravi, status: s.placed }); // total 200.00
    provider.state.failNext = 1; // no live link, so the amount may still change
    const made = await create({ amount: 150, due_date: FUTURE, customer_id: ravi.id, order_id: fresh.id });
    const id = (made.json() as CreatePaymentReply).data._id;
    const asked = await update({ _id: id, version: (await details(id)).version, amount: 5000 });
    expect([asked.statusCode, asked.json()]).toEqual([
      409,
      {
        message: `The new amount ₹5,000.00 is more than the ₹200.00 still unpaid on booking #${fresh.orderNumber}. Save it anyway?`,
        title: T.overUnpaidTitle,
        confirm: true,
        unpaid: '200.00',
        code: 'OVER_UNPAID',
      },
    ]);
    expect((await details(id)).amount).toBe('150.00');
  });
});
