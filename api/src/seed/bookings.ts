import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  bookingItems,
  bookingNotes,
  bookings,
  bookingStatusHistory,
  customers,
  ORDER_TYPES,
  type OrderType,
  type TimeSlot,
} from '../db/schema';
import { bulkInsert } from './bulk-insert';
import { atLocalTime, DAY_MS, localDate, localHour, localWeekday } from './clock';
import type { SeededCatalogue, SeededProduct } from './catalogue';
import type { SeededContract } from './contracts';
import { pickCustomerBefore, type SeededCustomer } from './customers';
import { paiseToMoney, priceLines } from './money';
import type { Random } from './random';
import {
  answers,
  bookingsPerDay,
  CHANNEL_WEIGHTS,
  HOUR_WEIGHTS,
  NOTES,
  PAYMENT_METHODS,
  pickLines,
  pickStatusCode,
} from './booking-mix';
import type { SeededStatus } from './settings';

const BATCH = 5000;

export interface BookingSeedInput {
  storeId: string;
  count: number;
  now: Date;
  statuses: SeededStatus[];
  catalogue: SeededCatalogue;
  customers: SeededCustomer[];
  contracts: SeededContract[];
  tags: string[];
  slotsByDay: Map<string, TimeSlot[]>;
  /** Employees who create CSC and POS bookings. */
  staffIds: string[];
  /** How many booking payment-request candidates to keep (reservoir sample). */
  paymentCandidates: number;
}

export interface BookingForPayment {
  id: string;
  customerId: string;
  totalPaise: number;
  isPaid: boolean;
  createdAt: number;
}

export interface BookingSeedResult {
  count: number;
  items: number;
  paymentCandidates: BookingForPayment[];
}

/**
 * Writes `count` bookings of one store over the last 90 days, oldest first (so rows of a day sit together on
 * disk), 5,000 per statement. The first nine cover every status and the first six every channel, so even a small
 * seed has all of them. Today's bookings fill 05AM-10PM whatever the hour, so the dashboard always has a full day.
 */
export async function seedBookings(
  db: DbOrTx,
  rng: Random,
  input: BookingSeedInput,
): Promise<BookingSeedResult> {
  const { storeId, now, statuses, catalogue, tags, slotsByDay, staffIds } = input;
  const nowMs = now.getTime();
  const HOUR_MS = 3_600_000;
  const statusByCode = new Map(statuses.map((status) => [status.code, status]));
  const firstStatus = statuses[0];
  const popularity = catalogue.products.map(
    (product) => [product, product.popularity] as [SeededProduct, number],
  );
  const today = localDate(now);
  const customerById = new Map(input.customers.map((customer) => [customer.id, customer]));

  let bookingRows: (typeof bookings.$inferInsert)[] = [];
  let itemRows: (typeof bookingItems.$inferInsert)[] = [];
  let historyRows: (typeof bookingStatusHistory.$inferInsert)[] = [];
  let noteRows: (typeof bookingNotes.$inferInsert)[] = [];
  const candidates: BookingForPayment[] = [];
  let candidatesSeen = 0;
  let written = 0;
  let items = 0;

  const flush = async () => {
    await bulkInsert(db, bookings, bookingRows, BATCH);
    await bulkInsert(db, bookingItems, itemRows, BATCH * 2);
    await bulkInsert(db, bookingStatusHistory, historyRows, BATCH * 2);
    await bulkInsert(db, bookingNotes, noteRows, BATCH);
    items += itemRows.length;
    written += bookingRows.length;
    bookingRows = [];
    itemRows = [];
    historyRows = [];
    noteRows = [];
  };

  let index = 0;
  for (const day of bookingsPerDay(input.count, now)) {
    const hourWeights = HOUR_WEIGHTS.map(
      (weight, hour) => [hour, day.isToday && (hour < 5 || hour > 22) ? 0 : weight] as const,
    );
    // Today's bookings fall in the 05AM-10PM window up to the store's clock, never later: the day so far is
    // squeezed into the hours that have passed (a dashboard opened at 01:30 shows no booking made at 10:15 PM;
    // before 05AM they fall between midnight and now).
    const windowStart = day.dayStart + 5 * HOUR_MS;
    const windowEnd = Math.min(day.dayStart + 23 * HOUR_MS, nowMs);
    const [from, to] = windowEnd > windowStart ? [windowStart, windowEnd] : [day.dayStart, nowMs];
    const times = Array.from({ length: day.count }, () => {
      const at = atLocalTime(
        day.dayStart,
        rng.weighted(hourWeights),
        rng.int(0, 59),
        rng.int(0, 59),
      ).getTime();
      if (!day.isToday) return at;
      return from + Math.floor(((at - windowStart) / (18 * HOUR_MS)) * Math.max(0, to - from));
    }).sort((a, b) => a - b);

    for (const createdAt of times) {
      const hour = localHour(createdAt);
      const channel: OrderType =
        index < ORDER_TYPES.length
          ? ORDER_TYPES[index]
          : rng.weighted(
              ORDER_TYPES.map(
                (type) =>
                  [type, type === 'POS' && (hour < 9 || hour > 20) ? 0 : CHANNEL_WEIGHTS[type]] as const,
              ),
            );
      const express = rng.chance(0.1);
      const daysAhead = express
        ? 0
        : rng.weighted([
            [0, 12],
            [1, 30],
            [2, 20],
            [3, 12],
            [4, 10],
            [5, 8],
            [7, 8],
          ] as const);
      const deliveryDate = localDate(createdAt + daysAhead * DAY_MS);
      const statusCode =
        index < statuses.length ? statuses[index].code : pickStatusCode(rng, deliveryDate < today);
      const status = statusByCode.get(statusCode)!;
      index++;

      let customer = pickCustomerBefore(rng, input.customers, createdAt);
      let subscriptionId: string | null = null;
      if (input.contracts.length > 0 && rng.chance(0.02)) {
        const contract = rng.pick(input.contracts);
        if (contract.createdAt < createdAt) {
          subscriptionId = contract.id;
          customer = customerById.get(contract.customerId) ?? customer;
        }
      }

      const lines = pickLines(rng, popularity);
      const discountRoll = rng.next();
      const subTotalPaise = lines.reduce((sum, line) => sum + line.variant.pricePaise * line.quantity, 0);
      let discount: { type: 'PERCENTAGE' | 'VALUE'; value: number } | null = null;
      let discountPaise = 0;
      if (discountRoll < 0.1) {
        discount = { type: 'PERCENTAGE', value: rng.pick([10, 15]) };
        discountPaise = Math.round((subTotalPaise * discount.value) / 100);
      } else if (discountRoll < 0.18) {
        discount = { type: 'VALUE', value: rng.pick([100, 200, 500]) };
        discountPaise = Math.min(discount.value * 100, subTotalPaise);
      }
      const points = rng.chance(0.06) ? rng.int(5, 30) * 10 : 0;
      const totals = priceLines(lines, discountPaise, points);

      const method = rng.weighted(PAYMENT_METHODS);
      const completed = statusCode === 'COMPLETED' || statusCode === 'REFUNDED';
      const isPaid = completed || (method !== 'request_customer_payment' && method !== 'cash');
      const weekday = localWeekday(createdAt + daysAhead * DAY_MS);
      const slot = rng.pick(slotsByDay.get(weekday) ?? [...slotsByDay.values()][0]);
      const staffMade = channel === 'CSC' || channel === 'POS';
      // A later status change is never after the store's clock either (visits ahead may be; changes may not).
      const updatedAt =
        statusCode === firstStatus.code ? createdAt : Math.min(createdAt + rng.int(1, 72) * 3_600_000, nowMs);
      const id = rng.uuid();

      bookingRows.push({
        id,
        storeId,
        orderNumber: 100000 + index,
        customerId: customer.id,
        orderType: channel,
        products: lines.map((line) => ({
          product_id: line.product.id,
          name: line.product.name,
          variant_name: line.variant.name,
          quantity: line.quantity,
          price: line.variant.pricePaise / 100,
        })),
        subTotal: paiseToMoney(totals.subTotal),
        tax: paiseToMoney(totals.tax),
        discount,
        discountValue: paiseToMoney(totals.discount),
        discountByAdmin: channel === 'CSC' ? paiseToMoney(totals.discount) : '0',
        discounts: [
          ...(discount ? [{ type: discount.type, discount_value: totals.discount / 100 }] : []),
          ...(totals.points > 0 ? [{ type: 'POINTS' as const, discount_value: totals.points }] : []),
        ],
        total: paiseToMoney(totals.total),
        pointsUsed: totals.points,
        discountByPoints: paiseToMoney(totals.points * 100),
        deliveryDate,
        deliveryData: {
          day: weekday,
          start_time: slot.start_time,
          end_time: slot.end_time,
          cutoff_time: slot.cutoff_time,
          type: express ? 'EXPRESS' : 'SCHEDULED',
          delivery_cost: express ? 199 : 0,
        },
        deliveryMode: express ? 'EXPRESS' : 'SCHEDULED',
        currentStatusId: status.id,
        statusUpdatedBy: staffMade || statusCode !== firstStatus.code ? rng.pick(staffIds) : null,
        payment: {
          is_paid: isPaid,
          payment_method: method,
          transaction_id: isPaid && method !== 'cash' ? `pay_${rng.hex(14)}` : null,
        },
        isPaid,
        shippingAddress: customer.address,
        billingAddress: customer.address,
        orderTags: rng.chance(0.08) ? rng.sample(tags, rng.int(1, 2)) : [],
        storeLocationId: customer.locationId,
        customerSubscriptionId: subscriptionId,
        zuperJobUid:
          !['PLACED', 'CONFIRMED', 'CANCELLED'].includes(statusCode) && rng.chance(0.35)
            ? `ZJ-${rng.hex(10)}`
            : null,
        requestCustomerPayment: method === 'request_customer_payment',
        sendMail: rng.chance(0.9),
        createdBy: staffMade ? rng.pick(staffIds) : null,
        createdAt: new Date(createdAt),
        updatedAt: new Date(updatedAt),
      });

      lines.forEach((line, position) => {
        itemRows.push({
          storeId,
          bookingId: id,
          bookingCreatedAt: new Date(createdAt),
          productId: line.product.id,
          variantId: line.variant.id,
          productName: line.product.name,
          variantName: line.variant.name,
          categoryId: line.product.categoryId,
          quantity: line.quantity,
          price: paiseToMoney(line.variant.pricePaise),
          compareAtPrice: paiseToMoney(Math.round(line.variant.pricePaise * 1.2)),
          requestFields: answers(rng, line.product),
          position,
          createdAt: new Date(createdAt),
          updatedAt: new Date(createdAt),
        });
      });

      historyRows.push({
        storeId,
        bookingId: id,
        statusId: firstStatus.id,
        statusName: firstStatus.name,
        createdAt: new Date(createdAt),
      });
      if (status.id !== firstStatus.id) {
        historyRows.push({
          storeId,
          bookingId: id,
          statusId: status.id,
          statusName: status.name,
          updatedBy: rng.pick(staffIds),
          createdAt: new Date(updatedAt),
        });
      }
      if (rng.chance(0.12)) {
        const byCustomer = !staffMade && rng.chance(0.5);
        noteRows.push({
          storeId,
          bookingId: id,
          note: rng.pick(NOTES),
          createdBy: byCustomer ? customer.id : rng.pick(staffIds),
          createdByType: byCustomer ? 'CUSTOMER' : 'EMPLOYEE',
          createdByName: byCustomer
            ? `${customer.address.first_name} ${customer.address.last_name}`
            : 'Staff',
          createdAt: new Date(Math.min(createdAt + 600_000, nowMs)),
        });
      }

      // Reservoir sample of bookings paid by payment request: these get a payment request row later.
      if (method === 'request_customer_payment' && statusCode !== 'CANCELLED') {
        candidatesSeen++;
        const entry = { id, customerId: customer.id, totalPaise: totals.total, isPaid, createdAt };
        if (candidates.length < input.paymentCandidates) candidates.push(entry);
        else {
          const slotIndex = Math.floor(rng.next() * candidatesSeen);
          if (slotIndex < candidates.length) candidates[slotIndex] = entry;
        }
      }

      if (bookingRows.length >= BATCH) await flush();
    }
  }
  await flush();

  // The customer list filters on order count and total; keep those columns in step with the bookings.
  await db.execute(sql`
    UPDATE ${customers} AS c SET order_count = s.n, order_total = s.t
    FROM (SELECT customer_id, count(*)::int AS n, sum(total) AS t FROM ${bookings} WHERE store_id = ${storeId} GROUP BY customer_id) AS s
    WHERE c.id = s.customer_id`);

  candidates.sort((a, b) => a.createdAt - b.createdAt);
  return { count: written, items, paymentCandidates: candidates };
}
