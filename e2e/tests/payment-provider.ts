import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { BASE } from './helpers';

// The loopback payment provider (e2e/fake-payment-provider.mjs) and signed webhooks to the app, as the provider sends.
export const PROVIDER = process.env.PAYMENT_PROVIDER_URL ?? '';
export const SECRET = process.env.PAYMENT_WEBHOOK_SECRET ?? '';
/** A link of this amount is refused by the fake provider the first time (its link fails at creation). */
export const FAIL_ONCE_AMOUNT = 424.24;

/** The loopback provider's link for a request. */
export async function linkOf(requestId: string) {
  const links = (await (await fetch(`${PROVIDER}/_links`)).json()) as {
    id: string;
    reference_id: string;
    amount: number;
  }[];
  const link = links.find((l) => l.reference_id === requestId);
  assert.ok(link, 'the provider holds a link for the request');
  return link;
}

/** A signed payment_link.paid event: the link has received `amountPaid` paise in all, by payment `paymentId`. */
export async function sendPaid(
  link: { id: string; reference_id: string },
  amountPaid: number,
  paymentId: string,
) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment_link.paid',
    created_at: Math.floor(Date.now() / 1000),
    payload: {
      payment_link: {
        entity: { id: link.id, reference_id: link.reference_id, amount_paid: amountPaid, status: 'paid' },
      },
      payment: { entity: { id: paymentId, method: 'upi', status: 'captured' } },
    },
  });
  const signature = createHmac('sha256', SECRET).update(body).digest('hex');
  const hook = await fetch(`${BASE}/api/webhooks/payments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': `evt_e2e_${paymentId}`,
    },
    body,
  });
  assert.equal(hook.status, 200);
}
