import { eq } from 'drizzle-orm';
import { bookings } from '../../src/db/schema';
import { app, details, names, newBooking, put, setUpEditOrderTests, statuses } from './edit-order-setup';

/** Summary edits (date, tags, address, payment) and notes of an existing booking. */
setUpEditOrderTests();

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
    expect(past.body).toEqual({
      message: 'Delivery date cannot be in the past',
      title: 'Invalid Date',
      code: 'INVALID_INPUT',
    });
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
