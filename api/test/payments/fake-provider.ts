import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLink {
  id: string;
  reference_id: string;
  amount: number;
  currency: string;
  expire_by: number;
  customer: Record<string, string>;
  status: string;
  short_url: string;
}

/**
 * A Razorpay-compatible Payment Links API on loopback: checks Basic auth, refuses a second link with the same
 * reference id (as Razorpay does), lists by reference id and cancels. `failNext` makes the next create answer 500.
 */
export async function startFakeProvider(keyId = 'rzp_test_key', keySecret = 'rzp_test_secret') {
  const links = new Map<string, FakeLink>();
  const calls: string[] = [];
  const state = { failNext: 0, delayMs: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      calls.push(`${req.method} ${req.url}`);
      if (req.headers.authorization !== expectedAuth)
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.method === 'POST' && url.pathname === '/v1/payment_links') {
        if (state.failNext > 0) {
          state.failNext -= 1;
          return send(500, { error: { code: 'SERVER_ERROR', description: 'The provider is down' } });
        }
        const input = JSON.parse(body) as Omit<FakeLink, 'id' | 'status' | 'short_url'>;
        if ([...links.values()].some((l) => l.reference_id === input.reference_id))
          return send(400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'payment link with given reference_id already exists',
            },
          });
        const id = `plink_${randomBytes(7).toString('hex')}`;
        const link: FakeLink = {
          ...input,
          id,
          status: 'created',
          short_url: `https://rzp.io/i/${id.slice(6)}`,
        };
        links.set(id, link);
        return send(200, link);
      }
      if (req.method === 'GET' && url.pathname === '/v1/payment_links') {
        const ref = url.searchParams.get('reference_id');
        return send(200, { payment_links: [...links.values()].filter((l) => l.reference_id === ref) });
      }
      const cancel = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(url.pathname);
      if (req.method === 'POST' && cancel) {
        const link = links.get(cancel[1]);
        if (!link) return send(404, { error: { description: 'not found' } });
        link.status = 'cancelled';
        return send(200, link);
      }
      return send(404, { error: { description: 'no such route' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config: { url: `http://127.0.0.1:${port}`, keyId, keySecret },
    links,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let eventNumber = 0;
/** A Razorpay-style payment_link.* event for `link`, with its raw body, id and signature. */
export function linkEvent(
  secret: string,
  link: { id: string; reference_id: string },
  type: 'paid' | 'partially_paid' | 'expired' | 'cancelled',
  options: { at: number; amountPaid?: number; paymentId?: string; eventId?: string },
) {
  const eventId = options.eventId ?? `evt_${Date.now()}_${(eventNumber += 1)}`;
  const body = JSON.stringify({
    entity: 'event',
    event: `payment_link.${type}`,
    created_at: options.at,
    payload: {
      payment_link: {
        entity: {
          id: link.id,
          reference_id: link.reference_id,
          amount_paid: options.amountPaid ?? 0,
          status: type,
        },
      },
      ...(options.paymentId
        ? { payment: { entity: { id: options.paymentId, method: 'upi', status: 'captured' } } }
        : {}),
    },
  });
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return {
    body,
    eventId,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
  };
}
