import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import type { CreateOrderReply } from '@storedesk/shared/contracts';
import {
  auditLog,
  bookingItems,
  bookingNotes,
  bookings,
  bookingStatusHistory,
  carts,
  customers,
  REQUEST_CUSTOMER_PAYMENT_METHOD_ID,
} from '../../src/db/schema';
import { ORDER_MESSAGES as M } from '../../src/routes/cart/cart-messages';
import { buildTestApp } from '../helpers/test-app';
import {
  ADDRESS,
  bookingStore,
  createCustomer,
  createForm,
  orderBody,
  type BookingStore,
} from './booking-fixtures';

let app: FastifyInstance;
let s: BookingStore;

beforeAll(async () => {
  app = await buildTestApp();
  s = await bookingStore(app);
});
afterAll(() => app.close());

const create = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/store/order', headers: s.headers, payload });
const bookingCount = async () =>
  (await app.db.select({ n: count() }).from(bookings).where(eq(bookings.storeId, s.store.id)))[0].n;

describe('POST store/order validation (spec 2 §5 texts)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no service', { products: [] }, M.noService, M.noServiceTitle],
    ['no address', { shipping_address: null }, M.noAddress, M.noAddressTitle],
    [
      'an empty address',
      {
        shipping_address: {
          ...ADDRESS,
          first_name: '',
          last_name: '',
          street: '',
          city: '',
          state: '',
          zip_code: '',
        },
      },
      M.noAddress,
      M.noAddressTitle,
    ],
    ['no slot', { delivery_data: { type: 'SCHEDULED' } }, M.noSlot, M.noSlotTitle],
    [
      'a start time without end or duration',
      { delivery_data: { start_time: '10:00' } },
      M.noSlot,
      M.noSlotTitle,
    ],
    ['a past delivery date', { delivery_date: '2020/01/01' }, M.pastDate, M.pastDateTitle],
  ];
  it.each(cases)('refuses %s and writes nothing', async (_name, override, message, title) => {
    const before = await bookingCount();
    const res = await create(orderBody(s, override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, title });
    expect(await bookingCount()).toBe(before);
  });

  it('asks the mandatory fields of the chosen variant only, active ones only', async () => {
    await createForm(app, s.store, s.sofa.product.id, [
      {
        _id: 'f1',
        name: 'Fabric',
        field_type: 'MULTI_ITEM',
        field_options: ['Leather', 'Cloth'],
        is_mandatory: true,
        is_active: true,
        product_variant_id: null,
      },
      {
        _id: 'f2',
        name: 'Cushions',
        field_type: 'NUMBER',
        field_options: [],
        is_mandatory: true,
        is_active: true,
        product_variant_id: s.sofa.variants[1].id,
      },
      {
        _id: 'f3',
        name: 'Old',
        field_type: 'SINGLE_LINE',
        field_options: [],
        is_mandatory: true,
        is_active: false,
        product_variant_id: null,
      },
    ]);
    const line = (variant: number, fields: { name: string; value: unknown }[]) => ({
      products: [
        {
          product_id: s.sofa.product.id,
          selected_product_variant_id: s.sofa.variants[variant].id,
          selected_quantity: 1,
          request_fields: fields,
        },
      ],
    });
    const empty = await create(orderBody(s, line(0, [{ name: 'Fabric', value: [] }])));
    expect(empty.json()).toEqual({ message: M.mandatoryFields, title: M.mandatoryFieldsTitle });
    const otherVariant = await create(orderBody(s, line(1, [{ name: 'Fabric', value: ['Cloth'] }])));
    expect(otherVariant.json()).toEqual({ message: M.mandatoryFields, title: M.mandatoryFieldsTitle });
    const ok = await create(orderBody(s, line(0, [{ name: 'Fabric', value: ['Cloth'] }])));
    expect(ok.statusCode).toBe(200);
  });
});

describe('POST store/order', () => {
  it('creates the booking with server prices, lines, history, note, counters, and deletes the cart', async () => {
    const customer = await createCustomer(app, s.store, { points: 100 });
    await app.inject({
      method: 'POST',
      url: '/api/store/cart',
      headers: s.headers,
      payload: {
        order_type: 'CSC',
        type: 'PRODUCT',
        customer_id: customer.id,
        cart: { products: [{ product_id: s.deep.product.id, selected_quantity: 1 }] },
      },
    });
    expect(await app.db.select().from(carts).where(eq(carts.customerId, customer.id))).toHaveLength(1);

    const res = await create(
      orderBody(s, {
        customer_id: customer.id,
        products: [
          { product_id: s.deep.product.id, selected_quantity: 1, selling_price: 1 },
          {
            product_id: s.sofa.product.id,
            selected_product_variant_id: s.sofa.variants[0].id,
            selected_quantity: 2,
            request_fields: [{ name: 'Fabric', value: ['Leather'] }],
          },
        ],
        customer_notes: 'Ring twice',
        points: 100,
        payment: { is_paid: true, payment_method: 'cash' },
        delivery_data: { start_time: '09:00', duration: 90, type: 'SCHEDULED' },
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as CreateOrderReply;
    expect(body).toMatchObject({ message: 'Booking created successfully', title: 'Booking Created' });

    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, body.data._id));
    // 1000 + 2 x 750 = 2500; 100 points = 10.00; taxable 2490 -> 18% = 448.20; delivery free from 1500.
    expect(booking).toMatchObject({
      orderNumber: body.data.order_number,
      subTotal: '2500.00',
      discountByPoints: '10.00',
      pointsUsed: 100,
      tax: '448.20',
      total: '2938.20',
      isPaid: true,
      orderType: 'CSC',
      currentStatusId: s.placed.id,
      deliveryMode: 'SCHEDULED',
    });
    expect(booking.deliveryData).toMatchObject({
      start_time: '09:00',
      end_time: '10:30',
      duration: 90,
      delivery_cost: 0,
    });
    const items = await app.db.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id));
    expect(items.map((i) => [i.productName, i.variantName, i.quantity, i.price, i.categoryId])).toEqual(
      expect.arrayContaining([
        ['Deep Cleaning', null, 1, '1000.00', s.category.id],
        ['Sofa Wash', '3 Seater', 2, '750.00', null],
      ]),
    );
    expect(
      await app.db.select().from(bookingStatusHistory).where(eq(bookingStatusHistory.bookingId, booking.id)),
    ).toHaveLength(1);
    const [note] = await app.db.select().from(bookingNotes).where(eq(bookingNotes.bookingId, booking.id));
    expect(note).toMatchObject({ note: 'Ring twice', createdByType: 'EMPLOYEE' });
    const [after] = await app.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(after).toMatchObject({ orderCount: 1, orderTotal: '2938.20', points: 0 });
    expect(await app.db.select().from(carts).where(eq(carts.customerId, customer.id))).toHaveLength(0);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, booking.id)));
    expect(audits).toHaveLength(1);
  });

  it('a completed status marks the booking paid', async () => {
    const res = await create(
      orderBody(s, { current_status: { status_id: s.completed.id }, payment: { is_paid: false } }),
    );
    const [booking] = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, (res.json() as CreateOrderReply).data._id));
    expect(booking.isPaid).toBe(true);
    expect(booking.payment.is_paid).toBe(true);
  });

  it('request_customer_payment forces unpaid, by code or by id', async () => {
    for (const method of ['request_customer_payment', REQUEST_CUSTOMER_PAYMENT_METHOD_ID]) {
      const res = await create(orderBody(s, { payment: { is_paid: true, payment_method: method } }));
      expect(res.statusCode).toBe(200);
      const [booking] = await app.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, (res.json() as CreateOrderReply).data._id));
      expect([booking.isPaid, booking.requestCustomerPayment, booking.payment.payment_method]).toEqual([
        false,
        true,
        'request_customer_payment',
      ]);
    }
  });

  it('a status of another store is refused', async () => {
    const other = await bookingStore(app);
    const res = await create(orderBody(s, { current_status: { status_id: other.placed.id } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: M.invalidStatus,
      title: M.invalidStatusTitle,
      code: 'INVALID_INPUT',
    });
  });
});

describe('idempotency and order numbers', () => {
  it('the same key answers the same booking, never two', async () => {
    const body = orderBody(s);
    const first = (await create(body)).json() as CreateOrderReply;
    const second = await create(body);
    expect(second.statusCode).toBe(200);
    expect((second.json() as CreateOrderReply).data).toEqual(first.data);
    const same = await app.db
      .select()
      .from(bookings)
      .where(eq(bookings.idempotencyKey, body.idempotency_key));
    expect(same).toHaveLength(1);
  });

  it('two concurrent requests with the same key make one booking', async () => {
    const body = orderBody(s);
    const before = await bookingCount();
    const replies = await Promise.all([create(body), create(body), create(body)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(replies.map((r) => (r.json() as CreateOrderReply).data._id));
    expect(ids.size).toBe(1);
    expect(await bookingCount()).toBe(before + 1);
  });

  it('concurrent creates get unique, consecutive order numbers', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => create(orderBody(s))));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const numbers = replies
      .map((r) => (r.json() as CreateOrderReply).data.order_number)
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers[7] - numbers[0]).toBe(7);
  });

  it('a key reused for another customer is a conflict', async () => {
    const body = orderBody(s);
    await create(body);
    const customer = await createCustomer(app, s.store);
    const res = await create({ ...body, order: { ...body.order, customer_id: customer.id } });
    expect(res.statusCode).toBe(409);
  });
});
