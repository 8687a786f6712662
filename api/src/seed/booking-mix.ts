import type { OrderType } from '../db/schema';
import { DAY_MS, localDayStart, localWeekday } from './clock';
import type { SeededProduct } from './catalogue';
import type { PricedLine } from './money';
import type { Random } from './random';
import type { SeededStatus } from './settings';

// The shape of the demo's booking history: when, through which channel, what, in which state.

/** How far back the bookings go, and how many ordinary days' worth today gets (a rich "today" on the dashboard). */
export const HISTORY_DAYS = 90;
export const TODAY_WEIGHT = 3;

/** Local hour -> relative volume: quiet nights, a late-morning and an evening peak. */
export const HOUR_WEIGHTS = [
  0.2, 0.1, 0.1, 0.1, 0.2, 1, 2, 4, 6, 8, 9, 9, 8, 7, 7, 7, 7, 8, 9, 9, 8, 6, 4, 1,
];
export const CHANNEL_WEIGHTS: Record<OrderType, number> = {
  CSC: 24,
  WEB_APP: 24,
  MOBILE_APP_ANDROID: 16,
  MOBILE_APP_IOS: 12,
  MOBILE_APP: 8,
  POS: 16,
};
export const PAYMENT_METHODS = [
  ['upi', 40],
  ['card', 18],
  ['cash', 14],
  ['net_banking', 6],
  ['request_customer_payment', 22],
] as const;
export const NOTES = [
  'Customer requested a call 30 minutes before arrival.',
  'Gate code is 4521; parking available in the basement.',
  'Please bring a ladder, the AC is mounted high.',
  'Pet at home, please ring the bell only once.',
  'Rescheduled at the customer’s request.',
  'Professional reached late; offered ₹100 off on the next booking.',
  'Customer asked for the same professional as last time.',
  'Materials to be carried by the professional.',
];

/** Bookings per local day, oldest first; day index 0 is today. Cumulative rounding keeps the exact total. */
export function bookingsPerDay(
  count: number,
  now: Date,
): { dayStart: number; count: number; isToday: boolean }[] {
  const todayStart = localDayStart(now);
  const days = Array.from({ length: HISTORY_DAYS + 1 }, (_, i) => HISTORY_DAYS - i);
  const weights = days.map((ago) => {
    if (ago === 0) return TODAY_WEIGHT;
    const weekday = localWeekday(todayStart - ago * DAY_MS + DAY_MS / 2);
    const weekend = weekday === 'SATURDAY' || weekday === 'SUNDAY' ? 1.25 : 1;
    return weekend * (1 - ago / 400); // slow growth: recent weeks are busier
  });
  const total = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  let assigned = 0;
  return days.map((ago, i) => {
    cumulative += weights[i];
    const upTo = Math.round((cumulative / total) * count);
    const n = upTo - assigned;
    assigned = upTo;
    return { dayStart: todayStart - ago * DAY_MS, count: n, isToday: ago === 0 };
  });
}

/** Status by whether the visit is still ahead: past visits are mostly completed, upcoming ones mostly open. */
export function pickStatusCode(rng: Random, visitPassed: boolean): SeededStatus['code'] {
  return visitPassed
    ? rng.weighted([
        ['COMPLETED', 70],
        ['CANCELLED', 8],
        ['REFUNDED', 2],
        ['ON_HOLD', 3],
        ['RESCHEDULED', 3],
        ['IN_PROGRESS', 2],
        ['ASSIGNED', 4],
        ['CONFIRMED', 4],
        ['PLACED', 4],
      ] as const)
    : rng.weighted([
        ['PLACED', 30],
        ['CONFIRMED', 28],
        ['ASSIGNED', 15],
        ['IN_PROGRESS', 8],
        ['ON_HOLD', 5],
        ['RESCHEDULED', 5],
        ['CANCELLED', 6],
        ['COMPLETED', 3],
      ] as const);
}

export function pickLines(rng: Random, popularity: [SeededProduct, number][]): PricedLine[] {
  const wanted = rng.weighted([
    [1, 60],
    [2, 30],
    [3, 10],
  ] as const);
  const chosen = new Set<SeededProduct>();
  for (let tries = 0; chosen.size < wanted && tries < 10; tries++) chosen.add(rng.weighted(popularity));
  return [...chosen].map((product) => ({
    product,
    variant: rng.pick(product.variants),
    quantity: rng.weighted([
      [1, 80],
      [2, 15],
      [3, 5],
    ] as const),
  }));
}

export function answers(rng: Random, product: SeededProduct): { name: string; value: unknown }[] {
  return product.questions.flatMap((question): { name: string; value: unknown }[] => {
    switch (question.type) {
      case 'NUMBER':
        return [{ name: question.name, value: rng.int(1, 4) }];
      case 'RADIO':
      case 'SINGLE_ITEM':
        return [{ name: question.name, value: rng.pick(question.options ?? []) }];
      case 'MULTI_ITEM':
        return [{ name: question.name, value: rng.sample(question.options ?? [], rng.int(1, 2)) }];
      default:
        return question.mandatory ? [{ name: question.name, value: 'As discussed on call' }] : [];
    }
  });
}
