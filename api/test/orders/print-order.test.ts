import type { FastifyInstance } from 'fastify';
import { stores } from '../../src/db/schema';
import { PRINT_TOKEN_TTL_MS } from '../../src/routes/orders/print-token';
import { authHeader, createEmployee, createStore, login, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { createBooking, createCustomer, createStatuses, createTax, type StatusRow } from './order-fixtures';
import { eq } from 'drizzle-orm';

/** Spec 2 §7 print template: the invoice and the address label, rendered on the server, opened with a short token. */
let app: FastifyInstance;
let store: StoreRow;
let other: StoreRow;
let statuses: { placed: StatusRow };
let token: string;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app, { name: 'Sparkle Home Services' });
  await app.db
    .update(stores)
    .set({
      storeMetaConfig: [
        { meta_config_name: 'store_address', meta_config_value: '14 MG Road\nBengaluru 560001' },
        { meta_config_name: 'tax_number', meta_config_value: '29ABCDE1234F1Z5' },
      ],
    })
    .where(eq(stores.id, store.id));
  other = await createStore(app);
  statuses = await createStatuses(app, store);
  await createTax(app, store, 'CGST', '9');
  await createTax(app, store, 'SGST', '9');
  const { email, password } = await createEmployee(app, { role: 'FINANCE', stores: [store] });
  token = (await login(app, { email, password, store_id: store.id })).json<{ token: string }>().token;
});
afterAll(() => app.close());

async function booking(state = 'KA') {
  const customer = await createCustomer(app, store, { firstName: 'Asha', lastName: 'Rao <b>' });
  return createBooking(app, store, {
    customer,
    status: statuses.placed,
    lines: [
      { name: 'Deep cleaning', price: '1000.00', quantity: 2 },
      { name: 'Sofa shampoo', price: '500.00', quantity: 1 },
    ],
    values: {
      discount: { type: 'PERCENTAGE', value: 10 },
      discountValue: '250.00',
      tax: '405.00',
      total: '2655.00',
      deliveryDate: '2026-12-01',
      deliveryData: { day: 'TUESDAY', start_time: '09:00', end_time: '11:00', type: 'SCHEDULED' },
      payment: { is_paid: false, payment_method: 'request_customer_payment', transaction_id: null },
      shippingAddress: {
        first_name: 'Asha',
        last_name: 'Rao',
        street: '7 Lake View',
        locality: 'Indiranagar',
        landmark: '',
        city: 'Bengaluru',
        state,
        zip_code: '560038',
        country: 'India',
        country_code: '+91',
        phone_no: '9876500000',
        latitude: null,
        longitude: null,
      },
    },
  });
}

const printToken = (id: string, kind = 'invoice', t = token) =>
  app.inject({
    method: 'GET',
    url: `/api/store/order/print_token?id=${id}&kind=${kind}`,
    headers: authHeader(t),
  });
const open = (url: string) => app.inject({ method: 'GET', url });

describe('print a booking', () => {
  it('renders the invoice a business hands a customer, framed only by the app itself', async () => {
    const b = await booking();
    const link = await printToken(b.id);
    expect(link.statusCode).toBe(200);
    expect(link.json().expires_in).toBe(PRINT_TOKEN_TTL_MS / 1000);
    const page = await open(link.json().url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Sparkle Home Services',
      '14 MG Road',
      'Bengaluru 560001',
      '29ABCDE1234F1Z5',
      `Invoice Number: INV-${b.orderNumber}`,
      'Asha Rao &lt;b&gt;',
      '7 Lake View, Indiranagar',
      'Phone: 9876500000',
      'Delivery Date: 01/12/2026',
      'Invoice Date: ',
      'Slot: 09:00 AM - 11:00 AM',
      'Deep cleaning',
      '₹1,000.00 ₹2,000.00',
      'Sofa shampoo',
      'Sub Total ₹2,500.00',
      'Discount (10%) - ₹250.00',
      'Taxable Amount ₹2,250.00',
      'CGST (9%) ₹202.50',
      'SGST (9%) ₹202.50',
      'Place of Supply: Karnataka (29)',
      'Total ₹2,655.00',
      'Payment Status: Not Paid',
      'Payment Method: Request Customer Payment',
    ])
      expect(text).toContain(expected);
    expect(page.body).not.toContain('<b>');
  });

  it('charges IGST when the service address is in another state than the GSTIN, and names the place of supply', async () => {
    const b = await booking('Maharashtra');
    const page = await open((await printToken(b.id)).json().url);
    const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Place of Supply: Maharashtra (27)');
    expect(text).toContain('IGST (18%) ₹405.00');
    expect(text).toContain('Total ₹2,655.00');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('the address label has the booking number and slot', async () => {
    const b = await booking();
    const page = await open((await printToken(b.id, 'label')).json().url);
    const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain(`Booking #${b.orderNumber}`);
    expect(text).toContain('01/12/2026 · 09:00 AM - 11:00 AM');
    expect(text).toContain('7 Lake View, Indiranagar');
  });

  it('refuses a token of another booking or kind, a forged one, one after logout, and another store', async () => {
    const a = await booking();
    const b = await booking();
    const url = new URL((await printToken(a.id)).json().url, 'http://x');
    const token = url.searchParams.get('token')!;
    const tries = [
      `/api/store/order/print?id=${b.id}&kind=invoice&token=${token}`,
      `/api/store/order/print?id=${a.id}&kind=label&token=${token}`,
      `/api/store/order/print?id=${a.id}&kind=invoice&token=${token.slice(0, -4)}AAAA`,
      `/api/store/order/print?id=${a.id}&kind=invoice&token=nonsense`,
    ];
    for (const path of tries) {
      const res = await open(path);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'This print link has expired. Please print again from the booking.',
        title: 'Link Expired',
        code: 'FORBIDDEN',
      });
    }
    const { email, password } = await createEmployee(app, { role: 'ADMIN', stores: [other] });
    const otherToken = (await login(app, { email, password, store_id: other.id })).json<{ token: string }>()
      .token;
    expect((await printToken(a.id, 'invoice', otherToken)).statusCode).toBe(404);

    const { email: e2, password: p2 } = await createEmployee(app, { role: 'CSC', stores: [store] });
    const mine = (await login(app, { email: e2, password: p2, store_id: store.id })).json<{ token: string }>()
      .token;
    const link = (await printToken(a.id, 'invoice', mine)).json().url;
    expect((await open(link)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/employee/logout', headers: authHeader(mine) });
    expect((await open(link)).statusCode).toBe(403);
  });
});
