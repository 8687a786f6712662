import type { FastifyInstance } from 'fastify';
import { authHeader, createStore, loginAs } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

/**
 * A garbled id in a details URL (/orders/abc) names no record: every details call answers it 404 `{message, title}`
 * like an unknown id, so the screen shows its "not found" state instead of a 400 or a skeleton that never ends.
 */
const DETAILS = [
  ['store/order/details', 'id'],
  ['store/payment/details', 'store_payment_id'],
  ['customer', 'customer_id'],
  ['store/subscription/details', 'id'],
  ['store/blog/details', 'store_blog_id'],
  ['store/push_notification/details', 'push_notification_id'],
  ['store/customer/group/details', 'customer_group_id'],
] as const;
const UNKNOWN_ID = '0b7e2c51-3f4e-4a5e-9d2b-1c2d3e4f5a6b';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApp();
  token = await loginAs(app, 'ADMIN', await createStore(app));
});
afterAll(() => app.close());

describe.each(DETAILS)('GET %s', (path, key) => {
  const get = (id: string) =>
    app.inject({ method: 'GET', url: `/api/${path}`, query: { [key]: id }, headers: authHeader(token) });

  it.each(['abc', '123', 'not-a-uuid-at-all'])(
    'answers 404 for the malformed id %p, as for an unknown one',
    async (id) => {
      const unknown = await get(UNKNOWN_ID);
      expect(unknown.statusCode).toBe(404);
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    },
  );
});
