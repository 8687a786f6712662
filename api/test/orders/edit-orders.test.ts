import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  ORDER_CHANGED_MESSAGE,
  ORDER_CHANGED_TITLE,
  LOCKED_OPTION_MESSAGE,
  ORDER_COMPLETED_MESSAGE,
  ORDER_COMPLETED_TITLE,
  type OrderDetailsReply,
  type OrderWriteReply,
} from '@storedesk/shared/contracts';
import type { Role } from '@storedesk/shared/auth/permissions';
import {
  auditLog,
  bookings,
  bookingStatusHistory,
  REFUNDED_MASTER_ORDER_STATUS_ID,
  storeOrderStatuses,
} from '../../src/db/schema';
import { REFUND_UNPAID } from '../../src/routes/orders/update-status';
import { FORBIDDEN_MESSAGE } from '../../src/http/errors';
import { authHeader, createEmployee, createStore, login, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import {
  createBooking,
  createCustomer,
  createProduct,
  createStatuses,
  createTax,
  type CustomerRow,
  type StatusRow,
} from './order-fixtures';

/** Every edit of an existing booking: permission per role, version conflicts, the completed lock, audit rows. */
let app: FastifyInstance;
let store: StoreRow;
let customer: CustomerRow;
let statuses: { placed: StatusRow; completed: StatusRow };
const tokens = {} as Record<Role, string>;
const names = {} as Record<Role, string>;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
  statuses = await createStatuses(app, store);
  customer = await createCustomer(app, store);
  for (const role of ['ADMIN', 'SITEADMIN', 'CSC', 'FINANCE'] as Role[]) {
    const { email, password } = await createEmployee(app, {
      role,
      stores: [store],
      firstName: `Ravi${role}`,
    });
    names[role] = `Ravi${role} ${role}`;
    tokens[role] = (await login(app, { email, password, store_id: store.id })).json<{
      token: string;
    }>().token;
  }
});
afterAll(() => app.close());

const newBooking = (values = {}) => createBooking(app, store, { customer, status: statuses.placed, values });

async function put(url: string, payload: object, role: Role = 'ADMIN') {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/store/order/${url}`,
    payload,
    headers: authHeader(tokens[role]),
  });
  return { status: res.statusCode, body: res.json() as OrderWriteReply & { message: string; title: string } };
}
async function details(id: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/store/order/details',
    query: { id },
    headers: authHeader(tokens.ADMIN),
  });
  return res.json() as OrderDetailsReply;
}
const audits = (id: string) => app.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe('status', () => {
  it('changes the status, records history and audit, bumps the version, leaves payment', async () => {
    const b = await newBooking();
    const placedAgain = await put('status', {
      _id: b.id,
      version: 1,
      current_status: { status_id: statuses.placed.id },
    });
    expect(placedAgain.status).toBe(200);
    expect(placedAgain.body).toMatchObject({ message: 'Booking Status updated' });
    expect(placedAgain.body.data.version).toBe(2);
    expect(placedAgain.body.data.payment.is_paid).toBe(false);
    const history = await app.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, b.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ statusName: 'Placed' });
    expect(await audits(b.id)).toHaveLength(1);
  });

  it('a status change with a reason shows the reason in the notes', async () => {
    const b = await newBooking();
    const res = await put('status', {
      _id: b.id,
      version: 1,
      current_status: { status_id: statuses.placed.id },
      reason: '  Customer moved away ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.customer_notes).toEqual([
      expect.objectContaining({ note: 'Placed: Customer moved away', created_by_type: 'EMPLOYEE' }),
    ]);
  });

  it('the completed status marks the booking paid and then blocks every edit', async () => {
    const b = await newBooking();
    const done = await put('status', {
      _id: b.id,
      version: 1,
      current_status: { status_id: statuses.completed.id },
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ is_completed: true, payment: { is_paid: true }, version: 2 });
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.isPaid).toBe(true);
    const attempts = [
      put('status', { _id: b.id, version: 2, current_status: { status_id: statuses.placed.id } }),
      put('tags', { _id: b.id, version: 2, order_tags: ['x'] }),
      put('notes', { _id: b.id, version: 2, note: 'late' }),
      put('date', { _id: b.id, version: 2, delivery_date: '2026-12-01' }),
      put('payment', { _id: b.id, version: 2, payment: { is_paid: false } }),
      put('products', {
        _id: b.id,
        version: 2,
        products: [{ is_custom: true, name: 'X', selling_price: 1, selected_quantity: 1 }],
      }),
    ];
    // Spec 2 §6: locked for good, refused as forbidden with the locked-option text (one constant, kit-wide).
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(403);
      expect(attempt.body).toEqual({ message: LOCKED_OPTION_MESSAGE, title: 'Forbidden' });
      expect(attempt.body).toEqual({ message: ORDER_COMPLETED_MESSAGE, title: ORDER_COMPLETED_TITLE });
    }
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/store/order',
      query: { id: b.id },
      headers: authHeader(tokens.ADMIN),
    });
    expect(del.statusCode).toBe(403);
    expect((await details(b.id)).data).toMatchObject({ version: 2, order_tags: [], customer_notes: [] });
  });

  it('refuses Refunded on an unpaid booking, writing nothing; a paid one may be refunded', async () => {
    const [refunded] = await app.db
      .insert(storeOrderStatuses)
      .values({
        storeId: store.id,
        name: 'Refunded',
        masterOrderStatusId: REFUNDED_MASTER_ORDER_STATUS_ID,
        position: 3,
      })
      .returning();
    const unpaid = await newBooking();
    const body = (id: string) => ({ _id: id, version: 1, current_status: { status_id: refunded.id } });
    const refused = await put('status', body(unpaid.id));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(REFUND_UNPAID);
    expect((await details(unpaid.id)).data.version).toBe(1);
    expect(await audits(unpaid.id)).toHaveLength(0);
    const paid = await newBooking({
      isPaid: true,
      payment: { is_paid: true, payment_method: 'cash', transaction_id: null },
    });
    const done = await put('status', body(paid.id));
    expect(done.status).toBe(200);
    expect(done.body.data.current_status.status_id).toBe(refunded.id);
  });

  it("refuses another store's status id with 400", async () => {
    const b = await newBooking();
    const other = await createStore(app);
    const foreign = await createStatuses(app, other);
    const res = await put('status', {
      _id: b.id,
      version: 1,
      current_status: { status_id: foreign.placed.id },
    });
    expect(res.status).toBe(400);
    expect((await details(b.id)).data.version).toBe(1);
  });
});

describe('version conflicts', () => {
  it('a stale version gets 409 with the conflict text and writes nothing', async () => {
    const b = await newBooking();
    const first = await put('tags', { _id: b.id, version: 1, order_tags: ['vip'] });
    expect(first.status).toBe(200);
    const second = await put('tags', { _id: b.id, version: 1, order_tags: ['other'] });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: ORDER_CHANGED_MESSAGE, title: ORDER_CHANGED_TITLE });
    expect((await details(b.id)).data).toMatchObject({ order_tags: ['vip'], version: 2 });
    expect(await audits(b.id)).toHaveLength(1);
  });

  it('two saves at once of the same version: exactly one wins', async () => {
    const b = await newBooking();
    const [x, y] = await Promise.all([
      put('tags', { _id: b.id, version: 1, order_tags: ['x'] }),
      put('notes', { _id: b.id, version: 1, note: 'y' }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect((await details(b.id)).data.version).toBe(2);
  });
});

describe('summary edits', () => {
  it('date with a custom start and duration sets the end time and weekday', async () => {
    const b = await newBooking();
    const res = await put('date', {
      _id: b.id,
      version: 1,
      delivery_date: '2026-12-01',
      delivery_data: { start_time: '10:15', duration: 90 },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfully Updated Summary');
    expect(res.body.data).toMatchObject({
      delivery_date: '2026-12-01',
      delivery_data: { day: 'TUESDAY', start_time: '10:15', end_time: '11:45', duration: 90 },
    });
  });

  it('tags are trimmed and de-duplicated', async () => {
    const b = await newBooking();
    const res = await put('tags', { _id: b.id, version: 1, order_tags: [' vip ', 'vip', 'repeat', ''] });
    expect(res.body.data.order_tags).toEqual(['vip', 'repeat']);
  });

  it('address replaces the shipping address', async () => {
    const b = await newBooking();
    const address = {
      first_name: 'A',
      last_name: 'R',
      street: '1 MG Road',
      city: 'Pune',
      state: 'MH',
      zip_code: '411001',
      country: 'India',
      latitude: 18.5,
      longitude: 73.8,
    };
    const res = await put('address', { _id: b.id, version: 1, shipping_address: address });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfully Updated Address');
    expect(res.body.data.shipping_address).toMatchObject(address);
  });

  it('payment status sets is_paid (and the filter column) without touching the status', async () => {
    const b = await newBooking();
    const res = await put('payment', {
      _id: b.id,
      version: 1,
      payment: { is_paid: true, payment_method: 'upi' },
    });
    expect(res.body.data.payment).toEqual({ is_paid: true, payment_method: 'upi', transaction_id: null });
    expect(res.body.data.current_status.status_id).toBe(statuses.placed.id);
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.isPaid).toBe(true);
  });

  it('reschedule keeps the new-booking rules: no past day, a slot or a custom start with a duration', async () => {
    const b = await newBooking();
    const past = await put('date', { _id: b.id, version: 1, delivery_date: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ message: 'Delivery date cannot be in the past', title: 'Invalid Date' });
    const noEnd = await put('date', {
      _id: b.id,
      version: 1,
      delivery_date: '2026-12-01',
      delivery_data: { start_time: '10:00' },
    });
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.title).toBe('Time Slot Not Selected');
    expect((await details(b.id)).data.version).toBe(1);
  });

  it('a payment method that asks the customer to pay leaves the booking unpaid; an unknown one is refused', async () => {
    const b = await newBooking();
    const res = await put('payment', {
      _id: b.id,
      version: 1,
      payment: { is_paid: true, payment_method: 'request_customer_payment' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.payment).toMatchObject({
      is_paid: false,
      payment_method: 'request_customer_payment',
    });
    const bad = await put('payment', {
      _id: b.id,
      version: 2,
      payment: { is_paid: true, payment_method: 'gold' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please select a valid payment method');
  });

  it('SITEADMIN may reschedule and mark paid; FINANCE may mark paid but not reschedule', async () => {
    const b = await newBooking();
    expect(
      (await put('date', { _id: b.id, version: 1, delivery_date: '2026-12-03' }, 'SITEADMIN')).status,
    ).toBe(200);
    expect(
      (await put('payment', { _id: b.id, version: 2, payment: { is_paid: true } }, 'SITEADMIN')).status,
    ).toBe(200);
    expect(
      (await put('date', { _id: b.id, version: 3, delivery_date: '2026-12-04' }, 'FINANCE')).status,
    ).toBe(403);
    expect(
      (await put('payment', { _id: b.id, version: 3, payment: { is_paid: false } }, 'FINANCE')).status,
    ).toBe(200);
  });
});

describe('notes', () => {
  it('adds a note whose author is the calling employee', async () => {
    const b = await newBooking();
    const res = await put('notes', { _id: b.id, version: 1, note: 'Call before arriving' }, 'FINANCE');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfully Updated Notes');
    expect(res.body.data.customer_notes).toEqual([
      expect.objectContaining({
        note: 'Call before arriving',
        created_by_type: 'EMPLOYEE',
        created_by_name: names.FINANCE,
      }),
    ]);
  });
});

describe('products', () => {
  it("refuses a new line over the service's max quantity, naming the limit", async () => {
    const { product, variant } = await createProduct(app, store, 'Pest control', '300.00');
    const b = await newBooking();
    const res = await put('products', {
      _id: b.id,
      version: 1,
      products: [{ product_id: product.id, selected_product_variant_id: variant.id, selected_quantity: 11 }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Pest control can be booked at most 10 at a time',
      title: 'Invalid Quantity',
    });
    expect((await details(b.id)).data.version).toBe(1);
  });

  it('changes quantities, adds catalogue and custom lines, removes lines, and recomputes money with store taxes', async () => {
    const taxed = await createStore(app);
    const { email, password } = await createEmployee(app, { role: 'CSC', stores: [taxed] });
    const token = (await login(app, { email, password, store_id: taxed.id })).json<{ token: string }>().token;
    const st = await createStatuses(app, taxed);
    const who = await createCustomer(app, taxed);
    await createTax(app, taxed, 'CGST', '9');
    await createTax(app, taxed, 'SGST', '9');
    const { product, variant } = await createProduct(app, taxed, 'Sofa', '250.00');
    const b = await createBooking(app, taxed, {
      customer: who,
      status: st.placed,
      lines: [
        { name: 'Deep cleaning', price: '100.00', quantity: 2 },
        { name: 'Window', price: '40.00', quantity: 1 },
      ],
    });
    const before = await app.inject({
      method: 'GET',
      url: '/api/store/order/details',
      query: { id: b.id },
      headers: authHeader(token),
    });
    const lines = (before.json() as OrderDetailsReply).data.products;
    const res = await app.inject({
      method: 'PUT',
      url: '/api/store/order/products',
      headers: authHeader(token),
      payload: {
        _id: b.id,
        version: 1,
        products: [
          { _id: lines[0]._id, selected_quantity: 3, request_fields: [{ name: 'Rooms', value: '3' }] },
          { product_id: product.id, selected_product_variant_id: variant.id, selected_quantity: 1 },
          { is_custom: true, name: 'Balcony', selling_price: 49.99, selected_quantity: 1 },
        ],
        discount: { type: 'PERCENTAGE', value: 10 },
      },
    });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as OrderWriteReply).data;
    expect(data.products.map((p) => [p.name, p.selected_quantity, p.selling_price])).toEqual([
      ['Deep cleaning', 3, 100],
      ['Sofa', 1, 250],
      ['Balcony', 1, 49.99],
    ]);
    expect(data.products[0].request_fields).toEqual([{ name: 'Rooms', value: '3' }]);
    // sub 599.99; 10% = 60.00; taxable 539.99; 9% + 9% = 48.60 + 48.60 (48.5991 each rounds to 48.60)
    expect(data).toMatchObject({
      sub_total: 599.99,
      discount_value: 60,
      tax: 97.2,
      total: 637.19,
      version: 2,
    });
    expect(data.discounts).toEqual([{ type: 'PERCENTAGE', discount_value: 60 }]);
    const totals = (
      await app.inject({
        method: 'GET',
        url: '/api/store/order/details',
        query: { id: b.id },
        headers: authHeader(token),
      })
    ).json() as OrderDetailsReply;
    expect(totals.total).toMatchObject({
      items: 3,
      quantity: 5,
      sub_total: 599.99,
      tax: 97.2,
      total: 637.19,
    });
    expect(totals.total.taxes.map((t) => [t.name, t.amount])).toEqual([
      ['CGST', 48.6],
      ['SGST', 48.6],
    ]);
  });

  it('refuses a line id of another booking and an unknown product, writing nothing', async () => {
    const b = await newBooking();
    const other = await newBooking();
    const otherLine = (await details(other.id)).data.products[0]._id;
    const r1 = await put('products', {
      _id: b.id,
      version: 1,
      products: [{ _id: otherLine, selected_quantity: 1 }],
    });
    expect(r1.status).toBe(400);
    const r2 = await put('products', {
      _id: b.id,
      version: 1,
      products: [{ product_id: other.id, selected_quantity: 1 }],
    });
    expect(r2.status).toBe(400);
    expect(r2.body.message).toBe('Selected product is unavailable');
    expect((await details(b.id)).data).toMatchObject({ version: 1, sub_total: 200 });
  });
});

describe('delete', () => {
  it('deletes with an audit row; a stale version is refused', async () => {
    const b = await newBooking();
    const stale = await app.inject({
      method: 'DELETE',
      url: '/api/store/order',
      query: { id: b.id, version: '7' },
      headers: authHeader(tokens.ADMIN),
    });
    expect(stale.statusCode).toBe(409);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/store/order',
      query: { id: b.id },
      headers: authHeader(tokens.ADMIN),
    });
    expect(res.statusCode).toBe(200);
    expect(await app.db.select().from(bookings).where(eq(bookings.id, b.id))).toHaveLength(0);
    expect(
      await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, b.id), eq(auditLog.action, 'delete'))),
    ).toHaveLength(1);
  });
});

describe('each role gets exactly its spec 2 §6 booking actions', () => {
  const allowed: Record<Role, string[]> = {
    ADMIN: ['status', 'date', 'tags', 'address', 'payment', 'notes', 'products', 'delete'],
    SITEADMIN: ['status', 'date', 'address', 'payment', 'notes'],
    CSC: ['status', 'date', 'tags', 'address', 'payment', 'notes', 'products'],
    FINANCE: ['payment', 'notes'],
  };
  const bodies: Record<string, (id: string) => object> = {
    status: (id) => ({ _id: id, version: 1, current_status: { status_id: statuses.placed.id } }),
    date: (id) => ({ _id: id, version: 1, delivery_date: '2026-12-02' }),
    tags: (id) => ({ _id: id, version: 1, order_tags: ['a'] }),
    address: (id) => ({
      _id: id,
      version: 1,
      shipping_address: {
        first_name: 'A',
        last_name: 'B',
        street: 'S',
        city: 'C',
        state: 'T',
        zip_code: '1',
        country: 'IN',
      },
    }),
    payment: (id) => ({ _id: id, version: 1, payment: { is_paid: true } }),
    notes: (id) => ({ _id: id, version: 1, note: 'n' }),
    products: (id) => ({
      _id: id,
      version: 1,
      products: [{ is_custom: true, name: 'C', selling_price: 5, selected_quantity: 1 }],
    }),
  };
  it.each(Object.keys(allowed) as Role[])('%s', async (role) => {
    for (const action of [...Object.keys(bodies), 'delete']) {
      const b = await newBooking();
      const status =
        action === 'delete'
          ? (
              await app.inject({
                method: 'DELETE',
                url: '/api/store/order',
                query: { id: b.id },
                headers: authHeader(tokens[role]),
              })
            ).statusCode
          : (await put(action, bodies[action](b.id), role)).status;
      expect([action, status]).toEqual([action, allowed[role].includes(action) ? 200 : 403]);
    }
  });
  it('a denied edit answers the standard forbidden text', async () => {
    const b = await newBooking();
    const res = await put('tags', bodies.tags(b.id), 'FINANCE');
    expect(res.body).toEqual({ message: FORBIDDEN_MESSAGE, title: 'Access Denied' });
  });
});

describe('store isolation', () => {
  it("another store's booking is 404 for details and every edit", async () => {
    const b = await newBooking();
    const other = await createStore(app);
    const { email, password } = await createEmployee(app, { role: 'ADMIN', stores: [other] });
    const token = (await login(app, { email, password, store_id: other.id })).json<{ token: string }>().token;
    const get = await app.inject({
      method: 'GET',
      url: '/api/store/order/details',
      query: { id: b.id },
      headers: authHeader(token),
    });
    expect(get.statusCode).toBe(404);
    const edit = await app.inject({
      method: 'PUT',
      url: '/api/store/order/tags',
      payload: { _id: b.id, version: 1, order_tags: ['x'] },
      headers: authHeader(token),
    });
    expect(edit.statusCode).toBe(404);
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/store/order',
      query: { id: b.id },
      headers: authHeader(token),
    });
    expect(del.statusCode).toBe(404);
    expect((await details(b.id)).data).toMatchObject({ version: 1, order_tags: [] });
  });
});
