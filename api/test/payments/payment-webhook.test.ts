import { count, eq } from 'drizzle-orm';
import { PAYMENT_TEXTS as T, type PaymentDetailsReply } from '@storedesk/shared/contracts';
import { paymentWebhookEvents } from '../../src/db/schema';
import { linkEvent } from './fake-provider';
import { SECRET, app, details, finance, newRequest, post, useWebhookApp } from './webhook-fixture';

useWebhookApp();
const now = Math.floor(Date.now() / 1000);

describe('POST /api/webhooks/payments', () => {
  it('refuses a bad or missing signature and changes nothing', async () => {
    const { id, link } = await newRequest();
    const event = linkEvent(SECRET, link, 'paid', { at: now, amountPaid: 10000 });
    const forged = linkEvent('not-the-secret', link, 'paid', { at: now, amountPaid: 10000 });
    const bad = await post(event, forged.headers);
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: T.badSignature, title: T.badSignatureTitle, code: 'UNAUTHORIZED' });
    const { 'x-razorpay-signature': _dropped, ...unsigned } = event.headers;
    expect((await post(event, unsigned)).statusCode).toBe(401);
    // The body changed after signing: the signature no longer matches.
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: event.headers,
      payload: event.body.replace('10000', '99999'),
    });
    expect(tampered.statusCode).toBe(401);
    // Hex decoding stops at the first bad pair: a valid signature with junk after it is still refused.
    for (const junk of ['zz', '00', ' ']) {
      const padded = {
        ...event.headers,
        'x-razorpay-signature': `${event.headers['x-razorpay-signature']}${junk}`,
      };
      expect((await post(event, padded)).statusCode).toBe(401);
    }
    expect((await details(id)).status).toBe('PENDING');
  });

  it('moves the request to PAID with a history entry; a replayed event is a no-op', async () => {
    const { id, link } = await newRequest();
    const event = linkEvent(SECRET, link, 'paid', { at: now, amountPaid: 10000, paymentId: 'pay_123' });
    const first = await post(event);
    expect(first.json()).toEqual({ message: T.received, title: 'APPLIED' });
    const paid = await details(id);
    expect(paid).toMatchObject({
      status: 'PAID',
      is_paid: true,
      amount_paid: '100.00',
      link_status: 'PAID',
      payment: { is_paid: true, payment_method: 'upi', transaction_id: 'pay_123' },
      needs_review: false,
    });
    expect(paid.status_history.at(-1)).toMatchObject({
      from_status: 'PENDING',
      status: 'PAID',
      source: 'PROVIDER',
    });
    const replay = await post(event);
    expect(replay.json()).toEqual({ message: T.duplicateEvent, title: 'Duplicate' });
    const again = await details(id);
    expect(again.status_history).toHaveLength(paid.status_history.length);
    expect(again.version).toBe(paid.version);
    const [{ stored }] = await app.db
      .select({ stored: count() })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, event.eventId));
    expect(stored).toBe(1);
  });

  it('partial then paid in either order ends PAID with the whole amount', async () => {
    for (const order of [
      ['partially_paid', 'paid'],
      ['paid', 'partially_paid'],
    ] as const) {
      const { id, link } = await newRequest();
      const events = {
        partially_paid: linkEvent(SECRET, link, 'partially_paid', { at: now, amountPaid: 4000 }),
        paid: linkEvent(SECRET, link, 'paid', { at: now + 60, amountPaid: 10000 }),
      };
      for (const kind of order) expect((await post(events[kind])).statusCode).toBe(200);
      expect(await details(id)).toMatchObject({ status: 'PAID', amount_paid: '100.00', needs_review: false });
    }
  });

  it('a part payment alone makes it Partially Paid; an expiry after it expires it', async () => {
    const { id, link } = await newRequest();
    await post(linkEvent(SECRET, link, 'partially_paid', { at: now, amountPaid: 2500 }));
    expect(await details(id)).toMatchObject({
      status: 'PARTIALLY_PAID',
      amount_paid: '25.00',
      is_paid: false,
    });
    await post(linkEvent(SECRET, link, 'expired', { at: now + 100 }));
    const expired = await details(id);
    expect(expired).toMatchObject({ status: 'EXPIRED', amount_paid: '25.00', link_status: 'EXPIRED' });
    expect(expired.status_history.map((h) => h.status)).toEqual(['PENDING', 'PARTIALLY_PAID', 'EXPIRED']);
  });

  it('a payment made after cancellation is recorded and flagged for review, in either arrival order', async () => {
    for (const arrival of ['cancel first', 'payment first'] as const) {
      const { id, link } = await newRequest();
      const cancelled = linkEvent(SECRET, link, 'cancelled', { at: now });
      const paid = linkEvent(SECRET, link, 'paid', {
        at: now + 300,
        amountPaid: 10000,
        paymentId: `pay_late_${id}`,
      });
      const sequence = arrival === 'cancel first' ? [cancelled, paid] : [paid, cancelled];
      for (const event of sequence) expect((await post(event)).statusCode).toBe(200);
      const data = await details(id);
      expect([arrival, data.status, data.amount_paid, data.needs_review]).toEqual([
        arrival,
        'PAID',
        '100.00',
        true,
      ]);
      expect(data.review_reason).toBe('Payment received after the request was cancelled');
    }
  });

  it('a payment after the staff cancelled or deleted the request is recorded and flagged, never dropped', async () => {
    const { id, link } = await newRequest();
    const loaded = await details(id);
    await app.inject({
      method: 'PUT',
      url: '/api/store/payment',
      headers: finance,
      payload: { store_payment: { _id: id, version: loaded.version, status: 'EXPIRED' } },
    });
    await post(linkEvent(SECRET, link, 'paid', { at: Math.floor(Date.now() / 1000) + 5, amountPaid: 10000 }));
    expect(await details(id)).toMatchObject({
      status: 'PAID',
      needs_review: true,
      review_reason: 'Payment received after the request was expired',
    });

    const gone = await newRequest();
    await app.inject({ method: 'DELETE', url: `/api/store/payment/delete?id=${gone.id}`, headers: finance });
    await post(linkEvent(SECRET, gone.link, 'paid', { at: now, amountPaid: 10000 }));
    expect(await details(gone.id)).toMatchObject({
      status: 'PAID',
      needs_review: true,
      review_reason: 'Payment received after the request was deleted',
    });
  });

  it("an expiry later than the payment does not undo it; a flagged request's review can be cleared", async () => {
    const { id, link } = await newRequest();
    await post(linkEvent(SECRET, link, 'paid', { at: now, amountPaid: 10000 }));
    await post(linkEvent(SECRET, link, 'expired', { at: now + 50 }));
    const data = await details(id);
    expect(data).toMatchObject({ status: 'PAID', needs_review: false });
    const flagged = await newRequest();
    await post(linkEvent(SECRET, flagged.link, 'expired', { at: now }));
    await post(linkEvent(SECRET, flagged.link, 'paid', { at: now + 10, amountPaid: 10000 }));
    const before = await details(flagged.id);
    expect(before.needs_review).toBe(true);
    const cleared = await app.inject({
      method: 'PUT',
      url: '/api/store/payment',
      headers: finance,
      payload: { store_payment: { _id: flagged.id, version: before.version, review_done: true } },
    });
    expect((cleared.json() as PaymentDetailsReply).data.needs_review).toBe(false);
  });

  it('an event for no known link is kept (UNMATCHED), not refused', async () => {
    const event = linkEvent(SECRET, { id: 'plink_unknown', reference_id: 'elsewhere' }, 'paid', {
      at: now,
      amountPaid: 100,
    });
    expect((await post(event)).json()).toEqual({ message: T.received, title: 'UNMATCHED' });
    const [row] = await app.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, event.eventId));
    expect(row.outcome).toBe('UNMATCHED');
  });
});
