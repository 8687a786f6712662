/** Mulberry32 seeded from a text: a tiny generator, enough for mock data that is the same on every reload. */
export function seeded(seedText: string): () => number {
  let seed = [...seedText].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of a list, chosen by a generator. */
export function pickOne<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** A stable uuid (v4 layout) per kind of record and number, so mock ids pass the contracts' uuid format. */
export function mockId(kind: number, n: number): string {
  return `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The payment methods every area's mocks answer (master/payment_method/all), as the demo seed has them. */
export const MOCK_PAYMENT_METHODS = [
  ['CASH', 'Cash'],
  ['CARD', 'Card'],
  ['UPI', 'UPI'],
  ['REQUEST_CUSTOMER_PAYMENT', 'Request payment from customer'],
].map(([code, name], i) => ({
  _id: mockId(0x17, i + 1),
  code,
  name,
  position: i + 1,
  request_customer_payment: code === 'REQUEST_CUSTOMER_PAYMENT',
}));
