import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { NewOrder } from '@storedesk/shared/contracts';
import { bookings } from '../../src/db/schema';
import { ORDER_MESSAGES as M } from '../../src/routes/cart/cart-messages';
import { checkOrderShape, timeIn, todayIn } from '../../src/routes/cart/order-checks';
import { buildTestApp } from '../helpers/test-app';
import { bookingStore, orderBody, type BookingStore } from './booking-fixtures';

/** Issue 21 §5: #102551 was booked for 08:00-10:00 at 21:56 store time. A slot of today that is over is refused. */
const ZONE = 'Asia/Kolkata';
// 21:56 in Kolkata (UTC+05:30) on 27/11/2026.
const AT_2156 = new Date('2026-11-27T16:26:00Z');

const order = (delivery_data: NewOrder['delivery_data'], delivery_date = '2026/11/27') =>
  orderBody({ customer: { id: 'c' }, deep: { product: { id: 'p' } } } as unknown as BookingStore, {
    delivery_date,
    delivery_data,
  }).order as unknown as NewOrder;
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { message, title } = error as { message: string; title: string };
    return { message, title };
  }
  return null;
};
const over = { message: M.noSlot, title: M.slotOverTitle };

describe('a slot of the store’s today', () => {
  it('is refused once its end has passed, in the spec’s slot words', () => {
    expect(
      refusal(() => checkOrderShape(order({ start_time: '08:00', end_time: '10:00' }), ZONE, AT_2156)),
    ).toEqual(over);
    expect(
      refusal(() => checkOrderShape(order({ start_time: '20:00', duration: 116 }), ZONE, AT_2156)),
    ).toEqual(over);
  });

  it('is taken while it has not ended, on a later day, or when it runs past midnight', () => {
    for (const slot of [
      { start_time: '21:00', end_time: '22:00' },
      { start_time: '20:00', duration: 117 },
      { start_time: '23:00', end_time: '01:00' },
    ]) {
      expect(refusal(() => checkOrderShape(order(slot), ZONE, AT_2156))).toBeNull();
    }
    const tomorrow = order({ start_time: '08:00', end_time: '10:00' }, '2026/11/28');
    expect(refusal(() => checkOrderShape(tomorrow, ZONE, AT_2156))).toBeNull();
  });
});

describe('POST store/order with a slot that is over', () => {
  let app: FastifyInstance;
  let s: BookingStore;
  beforeAll(async () => {
    app = await buildTestApp();
    s = await bookingStore(app);
  });
  afterAll(() => app.close());

  it('answers 400 in the spec’s words and writes nothing', async () => {
    const now = timeIn(ZONE);
    // A slot from midnight to this minute has ended (at the stroke of midnight there is none: skip).
    if (now === '00:00') return;
    const payload = orderBody(s, {
      delivery_date: todayIn(ZONE).replaceAll('-', '/'),
      delivery_data: { start_time: '00:00', end_time: now, type: 'SCHEDULED' },
    });
    const bookingCount = async () =>
      (await app.db.select({ n: count() }).from(bookings).where(eq(bookings.storeId, s.store.id)))[0].n;
    const res = await app.inject({ method: 'POST', url: '/api/store/order', headers: s.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(over);
    expect(await bookingCount()).toBe(0);
  });
});
