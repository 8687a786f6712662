import type { FastifyInstance } from 'fastify';
import type {
  CreateCustomerReply,
  CustomerDetailReply,
  OrderDetailsReply,
} from '@storedesk/shared/contracts';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads';
import { createBooking, createCustomer, createStatuses } from '../orders/order-fixtures';

/**
 * Names, tags, custom fields, booking notes and booking tags are plain text: a person may type "<b>" or "&" in
 * them and must get it back as typed. They are never HTML, so the API keeps them byte for byte and the screens
 * render them as text (React escapes; the browser test checks no payload runs in Chromium). This proves the API
 * neither loses nor rewrites them, and that each payload of the corpus passes through every such field.
 */
let app: FastifyInstance;
let store: StoreRow;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  headers = authHeader(await loginAs(app, 'ADMIN', store));
});
afterAll(() => app.close());

/** Payloads cut to a field's length limit (the cut is still a payload fragment a browser would parse). */
const fit = (payload: string, max: number) => payload.slice(0, max);

describe('plain-text fields keep cross-site scripting payloads as text', () => {
  it('has the corpus', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS.map((payload, i) => [i, payload]))(
    'customer names, tags and custom fields: payload %i comes back as typed',
    async (i, payload) => {
      const customer = {
        first_name: fit(payload, 100),
        last_name: fit(`x${payload}`, 100),
        email: `xss${i}@plain-text.test`,
        customer_tags: [fit(payload, 50)],
        custom_fields: [{ name: `field ${i}`, value: fit(payload, 500) }],
      };
      const created = await app.inject({
        method: 'POST',
        url: '/api/customer',
        headers,
        payload: { customer },
      });
      expect(created.statusCode).toBe(200);
      const id = (created.json() as CreateCustomerReply).data._id;
      const read = await app.inject({
        method: 'GET',
        url: '/api/customer',
        headers,
        query: { customer_id: id },
      });
      expect(read.json<CustomerDetailReply>().data).toMatchObject(customer);
    },
  );

  it('booking notes and tags: every payload comes back as typed', async () => {
    const { placed } = await createStatuses(app, store);
    const booking = await createBooking(app, store, {
      customer: await createCustomer(app, store),
      status: placed,
    });
    let version = booking.version;
    for (const payload of XSS_PAYLOADS) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/store/order/notes',
        headers,
        payload: { _id: booking.id, version, note: payload },
      });
      expect(res.statusCode).toBe(200);
      version += 1;
    }
    const tags = XSS_PAYLOADS.slice(0, 50).map((payload) => fit(payload, 60));
    const tagged = await app.inject({
      method: 'PUT',
      url: '/api/store/order/tags',
      headers,
      payload: { _id: booking.id, version, order_tags: tags },
    });
    expect(tagged.statusCode).toBe(200);
    const details = await app.inject({
      method: 'GET',
      url: '/api/store/order/details',
      headers,
      query: { id: booking.id },
    });
    const data = details.json<OrderDetailsReply>().data;
    expect(data.customer_notes.map((n) => n.note).sort()).toEqual([...XSS_PAYLOADS].sort());
    expect([...new Set(data.order_tags)].sort()).toEqual([...new Set(tags)].sort());
  });
});
