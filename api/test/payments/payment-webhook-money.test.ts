import { and, count, eq } from 'drizzle-orm';
import { PAYMENT_TEXTS as T } from '@storedesk/shared/contracts';
import { auditLog, paymentWebhookEvents } from '../../src/db/schema';
import { overpaidReason } from '../../src/routes/payments/webhook-rules';
import { expectOverlap, sendTogether } from '../helpers/send-together';
import { linkEvent } from './fake-provider';
import { SECRET, app, details, newRequest, post, staffUpdate, useWebhookApp } from './webhook-fixture';

/** Issue 21 §3: what a payment event is worth, replays under new event ids, old events, events that change nothing. */
useWebhookApp();
const now = () => Math.floor(Date.now() / 1000);
const withEventId = (event: ReturnType<typeof linkEvent>, eventId: string) => ({
  ...event.headers,
  'x-razorpay-event-id': eventId,
});
const auditRows = async (id: string) =>
  (await app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, id)))[0].n;

describe('the amount a payment event reports', () => {
  it('₹100 paid against ₹700 is Partially Paid with 100 received, not flagged; the rest makes it Paid', async () => {
    const { id, link } = await newRequest(700);
    const part = linkEvent(SECRET, link, 'paid', { at: now(), amountPaid: 10000, paymentId: `pay_a_${id}` });
    expect((await post(part)).json()).toEqual({ message: T.received, title: 'APPLIED' });
    expect(await details(id)).toMatchObject({
      status: 'PARTIALLY_PAID',
      amount_paid: '100.00',
      is_paid: false,
      link_status: 'PARTIALLY_PAID',
      needs_review: false,
    });
    const rest = linkEvent(SECRET, link, 'paid', {
      at: now() + 5,
      amountPaid: 70000,
      paymentId: `pay_b_${id}`,
    });
    await post(rest);
    expect(await details(id)).toMatchObject({ status: 'PAID', amount_paid: '700.00', needs_review: false });
  });

  it('₹9,999 paid against ₹800 is Paid and flagged for review with both amounts', async () => {
    const { id, link } = await newRequest(800);
    const over = linkEvent(SECRET, link, 'paid', { at: now(), amountPaid: 999900, paymentId: `pay_${id}` });
    expect((await post(over)).json()).toEqual({ message: T.received, title: 'LATE' });
    const data = await details(id);
    expect(data).toMatchObject({
      status: 'PAID',
      amount_paid: '9999.00',
      needs_review: true,
      review_reason: overpaidReason(999900, 80000),
    });
    expect(data.review_reason).toBe('Received 9999.00, more than the 800.00 asked');
    expect(data.status_history.at(-1)).toMatchObject({ status: 'PAID', note: data.review_reason });
  });
});

describe('replays', () => {
  it('a captured payment sent again under a new event id changes nothing, also after the staff cancelled', async () => {
    const { id, link } = await newRequest(100);
    const paid = linkEvent(SECRET, link, 'paid', { at: now(), amountPaid: 10000, paymentId: `pay_${id}` });
    await post(paid);
    const loaded = await details(id);
    expect((await staffUpdate(id, loaded.version, { status: 'CANCELLED' })).statusCode).toBe(200);
    const cancelled = await details(id);
    const replay = await post(paid, withEventId(paid, `evt_replay_${id}`));
    expect(replay.json()).toEqual({ message: T.duplicateEvent, title: 'Duplicate' });
    const after = await details(id);
    expect(after).toMatchObject({ status: 'CANCELLED', needs_review: false, version: cancelled.version });
    expect(after.status_history).toHaveLength(cancelled.status_history.length);
  });

  it('ten deliveries that change nothing leave the version, history and audit as they were', async () => {
    const { id, link } = await newRequest(100);
    await post(linkEvent(SECRET, link, 'paid', { at: now(), amountPaid: 10000, paymentId: `pay_${id}` }));
    const loaded = await details(id);
    const audits = await auditRows(id);
    const expired = linkEvent(SECRET, link, 'expired', { at: now() + 60 });
    const samePaymentNoId = linkEvent(SECRET, link, 'paid', { at: now(), amountPaid: 10000 });
    for (let i = 0; i < 5; i += 1) {
      expect((await post(expired, withEventId(expired, `evt_x_${i}_${id}`))).json()).toEqual({
        message: T.received,
        title: 'IGNORED',
      });
      expect((await post(samePaymentNoId, withEventId(samePaymentNoId, `evt_p_${i}_${id}`))).json()).toEqual({
        message: T.received,
        title: 'IGNORED',
      });
    }
    const after = await details(id);
    expect(after.version).toBe(loaded.version);
    expect(after.status_history).toHaveLength(loaded.status_history.length);
    expect(await auditRows(id)).toBe(audits);
    // The finance user's form, opened before, still saves.
    expect((await staffUpdate(id, loaded.version, { status: 'PENDING' })).statusCode).toBe(200);
  });

  it('the same payment under two event ids at once is applied once', async () => {
    const { id, link } = await newRequest(100);
    const paid = linkEvent(SECRET, link, 'paid', { at: now(), amountPaid: 10000, paymentId: `pay_${id}` });
    const { responses, peak } = await sendTogether(
      app,
      [1, 2, 3, 4].map((i) => () => post(paid, withEventId(paid, `evt_race_${i}_${id}`))),
    );
    expectOverlap(peak);
    const titles = responses.map((r) => (r.json() as { title: string }).title).sort();
    expect(titles).toEqual(['APPLIED', 'Duplicate', 'Duplicate', 'Duplicate']);
    const data = await details(id);
    expect(data.status_history.map((h) => h.status)).toEqual(['PENDING', 'PAID']);
    expect(data.version).toBe(1);
  });
});

describe("events older than the provider's 24-hour retry window", () => {
  it('a cancelled event a year old is kept and flags the request, which stays as it was', async () => {
    const { id, link } = await newRequest(100);
    const yearAgo = now() - 365 * 24 * 3600;
    const old = linkEvent(SECRET, link, 'cancelled', { at: yearAgo });
    expect((await post(old)).json()).toEqual({ message: T.received, title: 'STALE' });
    const data = await details(id);
    expect(data).toMatchObject({ status: 'PENDING', link_status: 'CREATED', needs_review: true });
    expect(data.review_reason).toContain('24-hour retry window');
    const [row] = await app.db
      .select()
      .from(paymentWebhookEvents)
      .where(and(eq(paymentWebhookEvents.eventId, old.eventId)));
    expect(row).toMatchObject({ outcome: 'STALE', storePaymentId: id });
    // The same old event again under another id: kept, and nothing more changes.
    await post(old, withEventId(old, `evt_again_${id}`));
    expect((await details(id)).version).toBe(data.version);
  });

  it('an old payment is not applied either', async () => {
    const { id, link } = await newRequest(100);
    const old = linkEvent(SECRET, link, 'paid', {
      at: now() - 2 * 24 * 3600,
      amountPaid: 10000,
      paymentId: `pay_${id}`,
    });
    expect((await post(old)).json()).toEqual({ message: T.received, title: 'STALE' });
    expect(await details(id)).toMatchObject({ status: 'PENDING', amount_paid: '0.00', needs_review: true });
  });
});
