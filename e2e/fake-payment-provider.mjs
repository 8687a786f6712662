// A Razorpay-compatible Payment Links API on loopback for the browser tests (run.mjs points the app at it):
// create (one link per reference id), list by reference id, cancel. GET /_links lists what was made.
// A link of exactly FAIL_ONCE_PAISE (₹424.24) is refused the first time its reference id is asked for, so a test can
// make a request whose link failed at creation and then retry it.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const FAIL_ONCE_PAISE = 42424;

export async function startFakePaymentProvider(port = 0) {
  const links = new Map();
  const refusedOnce = new Set();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const send = (status, value) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const url = new URL(req.url ?? '/', 'http://x');
      if (req.method === 'GET' && url.pathname === '/_links') return send(200, [...links.values()]);
      if (req.method === 'POST' && url.pathname === '/v1/payment_links') {
        const input = JSON.parse(body);
        if ([...links.values()].some((l) => l.reference_id === input.reference_id))
          return send(400, { error: { description: 'payment link with given reference_id already exists' } });
        if (input.amount === FAIL_ONCE_PAISE && !refusedOnce.has(input.reference_id)) {
          refusedOnce.add(input.reference_id);
          return send(400, { error: { description: 'The payment provider is not taking links right now' } });
        }
        const id = `plink_${randomBytes(7).toString('hex')}`;
        const link = { ...input, id, status: 'created', short_url: `https://rzp.example/i/${id.slice(6)}` };
        links.set(id, link);
        return send(200, link);
      }
      if (req.method === 'GET' && url.pathname === '/v1/payment_links')
        return send(200, {
          payment_links: [...links.values()].filter(
            (l) => l.reference_id === url.searchParams.get('reference_id'),
          ),
        });
      const cancel = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(url.pathname);
      if (req.method === 'POST' && cancel && links.has(cancel[1])) {
        links.get(cancel[1]).status = 'cancelled';
        return send(200, links.get(cancel[1]));
      }
      return send(404, { error: { description: 'not found' } });
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

// Run as its own process by run.mjs (whose event loop is blocked while the tests run): node fake-payment-provider.mjs PORT
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const provider = await startFakePaymentProvider(Number(process.argv[2]));
  console.log(`fake payment provider on ${provider.url}`);
}
