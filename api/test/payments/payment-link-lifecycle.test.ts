import {
  PAYMENT_TEXTS as T,
  createdWithoutLinkMessage,
  linkFailedMessage,
  reviewedNote,
  type CreatePaymentReply,
  type RetryPaymentLinkReply,
} from '@storedesk/shared/contracts';
import { linkEvent } from './fake-provider';
import {
  SECRET,
  app,
  details,
  finance,
  newRequest,
  post,
  provider,
  s,
  staffUpdate,
  useWebhookApp,
} from './webhook-fixture';
import { createBooking, createCustomer } from '../orders/order-fixtures';

/** Issue 21 §3: a reopened request's new link, a failed link said out loud, a cleared review flag in the history. */
useWebhookApp();
const retry = (id: string) =>
  app.inject({
    method: 'POST',
    url: '/api/store/payment/link',
    headers: finance,
    payload: { store_payment_id: id },
  });
const linksOf = (id: string) => [...provider.links.values()].filter((l) => l.reference_id.startsWith(id));

describe('a request cancelled and set back to Pending', () => {
  it('gets a new link with its own reference id; a payment on it makes the request Paid', async () => {
    const { id, link } = await newRequest(100);
    const loaded = await details(id);
    await staffUpdate(id, loaded.version, { status: 'CANCELLED' });
    const cancelled = await details(id);
    expect(cancelled.link_status).toBe('CANCELLED');
    const reopened = await staffUpdate(id, cancelled.version, { status: 'PENDING' });
    expect(reopened.statusCode).toBe(200);
    const now = await details(id);
    expect(linksOf(id).map((l) => l.reference_id)).toEqual([id, `${id}-2`]);
    const fresh = linksOf(id)[1];
    expect(now).toMatchObject({ status: 'PENDING', link_status: 'CREATED', link_id: fresh.id });
    expect(now.link_url).not.toBe(cancelled.link_url);
    expect(link.status).toBe('cancelled');
    await post(
      linkEvent(SECRET, fresh, 'paid', { at: Math.floor(Date.now() / 1000) + 5, amountPaid: 10000 }),
    );
    expect(await details(id)).toMatchObject({ status: 'PAID', needs_review: false });
  });

  it('a link that expired on an open request can be made again from the details', async () => {
    const { id, link } = await newRequest(100);
    await post(linkEvent(SECRET, link, 'expired', { at: Math.floor(Date.now() / 1000) }));
    const expired = await details(id);
    await staffUpdate(id, expired.version, { status: 'PENDING' });
    expect(linksOf(id)).toHaveLength(2);
    // Nothing to retry once the new link exists.
    expect((await retry(id)).json()).toEqual({ message: T.linkNotNeeded, title: 'Payment Link' });
  });
});

describe('a link that failed', () => {
  it('is said when the request is created, and the retry answers how it went', async () => {
    const customer = await createCustomer(app, s.store, { firstName: 'Failing', phoneNo: '9000000077' });
    const booking = await createBooking(app, s.store, { customer, status: s.placed });
    provider.state.failNext = 2;
    const created = await app.inject({
      method: 'POST',
      url: '/api/store/payment',
      headers: finance,
      payload: {
        store_payment: { amount: 50, due_date: '2099-01-01', customer_id: customer.id, order_id: booking.id },
        idempotency_key: `failing-${Date.now()}`,
      },
    });
    const reply = created.json() as CreatePaymentReply;
    expect(reply).toMatchObject({
      message: createdWithoutLinkMessage('The provider is down'),
      title: T.linkFailedTitle,
      data: { link_status: 'FAILED' },
    });
    const failedAgain = (await retry(reply.data._id)).json() as RetryPaymentLinkReply;
    expect(failedAgain).toMatchObject({
      message: linkFailedMessage('The provider is down'),
      title: T.linkFailedTitle,
      data: { link_status: 'FAILED', link_error: 'The provider is down' },
    });
    const made = (await retry(reply.data._id)).json() as RetryPaymentLinkReply;
    expect(made).toMatchObject({
      message: T.linkCreated,
      title: T.linkCreatedTitle,
      data: { link_status: 'CREATED' },
    });
  });
});

describe('clearing a review flag', () => {
  it('is kept in the history with who, when and the reason cleared', async () => {
    const { id, link } = await newRequest(100);
    const at = Math.floor(Date.now() / 1000);
    await post(linkEvent(SECRET, link, 'paid', { at, amountPaid: 50000, paymentId: `pay_${id}` }));
    const flagged = await details(id);
    expect(flagged.needs_review).toBe(true);
    const before = Date.now();
    const cleared = await staffUpdate(id, flagged.version, { review_done: true });
    expect(cleared.statusCode).toBe(200);
    const data = await details(id);
    expect(data).toMatchObject({ needs_review: false, review_reason: null, status: 'PAID' });
    const entry = data.status_history.at(-1)!;
    expect(entry).toMatchObject({
      status: 'PAID',
      from_status: 'PAID',
      source: 'STAFF',
      note: reviewedNote(flagged.review_reason),
      updated_by: expect.any(String),
      updated_by_name: expect.any(String),
    });
    expect(new Date(entry.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
