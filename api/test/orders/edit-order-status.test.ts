import { eq } from 'drizzle-orm';
import {
  ORDER_CHANGED_MESSAGE,
  ORDER_CHANGED_TITLE,
  LOCKED_OPTION_MESSAGE,
  ORDER_COMPLETED_MESSAGE,
  ORDER_COMPLETED_TITLE,
} from '@storedesk/shared/contracts';
import {
  bookings,
  bookingStatusHistory,
  REFUNDED_MASTER_ORDER_STATUS_ID,
  storeOrderStatuses,
} from '../../src/db/schema';
import { REFUND_UNPAID } from '../../src/routes/orders/update-status';
import { authHeader, createStore } from '../helpers/fixtures';
import { createStatuses } from './order-fixtures';
import {
  app,
  audits,
  details,
  newBooking,
  put,
  setUpEditOrderTests,
  statuses,
  store,
  tokens,
} from './edit-order-setup';

/** Status changes of an existing booking and the version check on concurrent edits. */
setUpEditOrderTests();

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
      expect(attempt.body).toEqual({ message: LOCKED_OPTION_MESSAGE, title: 'Forbidden', code: 'LOCKED' });
      expect(attempt.body).toEqual({
        message: ORDER_COMPLETED_MESSAGE,
        title: ORDER_COMPLETED_TITLE,
        code: 'LOCKED',
      });
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
    expect(second.body).toEqual({
      message: ORDER_CHANGED_MESSAGE,
      title: ORDER_CHANGED_TITLE,
      code: 'CHANGED_ELSEWHERE',
    });
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
