import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../src/auth/session';
import { PRINT_TOKEN_TTL_MS, printToken } from '../../src/routes/orders/print-token';
import { authHeader, createEmployee, createStore, login } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { createBooking, createCustomer, createStatuses } from './order-fixtures';

/** Issue 21 §4: the server alone decides how long a print link lives, at most 5 minutes from when it issued it. */
let app: FastifyInstance;
let token: string;
let bookingId: string;

const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  app = await buildTestApp();
  const store = await createStore(app);
  const { placed } = await createStatuses(app, store);
  const customer = await createCustomer(app, store, { firstName: 'Asha', lastName: 'Rao' });
  bookingId = (await createBooking(app, store, { customer, status: placed })).id;
  const { email, password } = await createEmployee(app, { role: 'ADMIN', stores: [store] });
  token = (await login(app, { email, password, store_id: store.id })).json<{ token: string }>().token;
});
afterAll(() => app.close());

/** The session id and expiry of a link the server issued. */
async function issuedLink() {
  const res = await app.inject({
    method: 'GET',
    url: `/api/store/order/print_token?id=${bookingId}&kind=invoice`,
    headers: authHeader(token),
  });
  expect(res.statusCode).toBe(200);
  const [sessionId, expires] = res.json<{ token: string }>().token.split('.');
  return { sessionId, expires: Number(expires) };
}
const open = (printTokenText: string) =>
  app.inject({
    method: 'GET',
    url: `/api/store/order/print?id=${bookingId}&kind=invoice&token=${encodeURIComponent(printTokenText)}`,
  });

describe('print link expiry', () => {
  it('issues links that end at most 5 minutes after they were asked for', async () => {
    const before = Date.now();
    const { expires } = await issuedLink();
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(Date.now() + PRINT_TOKEN_TTL_MS);
  });

  it('refuses a 10-year link the session holder signs with what the session gives them', async () => {
    const { sessionId } = await issuedLink();
    const expires = Date.now() + TEN_YEARS_MS;
    // The session holder knows the token, so its hash too: the key the links used to be signed with.
    const forged = createHmac('sha256', hashToken(token))
      .update(`print:${bookingId}:invoice:${expires}`)
      .digest('base64url');
    const res = await open(`${sessionId}.${expires}.${forged}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'This print link has expired. Please print again from the booking.',
      title: 'Link Expired',
      code: 'FORBIDDEN',
    });
  });

  it('refuses a link claiming more than 5 minutes of life even when signed with the server key', async () => {
    const { sessionId } = await issuedLink();
    const link = { sessionId, sessionHash: hashToken(token), orderId: bookingId, kind: 'invoice' as const };
    const longLived = printToken(
      app.signingKeys.printLinks,
      link,
      Date.now() + TEN_YEARS_MS - PRINT_TOKEN_TTL_MS,
    );
    expect((await open(longLived)).statusCode).toBe(403);
    // The same signing with a real 5-minute expiry opens: the refusal above is the expiry's alone.
    expect((await open(printToken(app.signingKeys.printLinks, link))).statusCode).toBe(200);
  });
});
