import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@storedesk/shared/auth/permissions';
import type { StoreDetailsReply, StorefrontKeyReply } from '@storedesk/shared/contracts';
import { auditLog, stores } from '../../src/db/schema';
import { isStorefrontKey, STOREFRONT_KEY_META } from '../../src/routes/store/storefront-key';
import { Random } from '../../src/seed/random';
import { seedStores } from '../../src/seed/stores';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import { bookingStore, createCustomer, type BookingStore } from '../cart/booking-fixtures';

/** The storefront key: random per store, seen and rotated by ADMIN only, checked in constant time. */
let app: FastifyInstance;
let s: BookingStore;
const KEY = 'the-first-storefront-key';
const OTHER_SETTINGS = [
  { meta_config_name: 'currency_symbol', meta_config_value: '₹' },
  { meta_config_name: 'support_phone', meta_config_value: '+91 80 0000 0000' },
];

beforeAll(async () => {
  app = await buildTestApp();
  s = await bookingStore(app);
  await app.db
    .update(stores)
    .set({
      storeMetaConfig: [
        OTHER_SETTINGS[0],
        { meta_config_name: STOREFRONT_KEY_META, meta_config_value: KEY },
        OTHER_SETTINGS[1],
      ],
    })
    .where(eq(stores.id, s.store.id));
});
afterAll(() => app.close());

const BASE64URL_256_BITS = /^[A-Za-z0-9_-]{43}$/;
const keyIn = (reply: StoreDetailsReply) =>
  reply.data.store_meta_config.find((entry) => entry.meta_config_name === STOREFRONT_KEY_META)
    ?.meta_config_value;

async function details(token: string): Promise<StoreDetailsReply> {
  const res = await app.inject({ method: 'GET', url: '/api/store/details', headers: authHeader(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as StoreDetailsReply;
}

const rotate = (token: string) =>
  app.inject({ method: 'POST', url: '/api/store/storefront_key/rotate', headers: authHeader(token) });

async function recordCart(key: string) {
  const customer = await createCustomer(app, s.store);
  return app.inject({
    method: 'PUT',
    url: '/api/storefront/cart',
    headers: { 'x-storefront-key': key },
    payload: { store_id: s.store.id, customer_id: customer.id, channel: 'WEB_APP', products: [] },
  });
}

describe('the seed', () => {
  it('gives every store its own random key, different in every database seeded alike', async () => {
    const keysOf = async () => {
      const twin = await buildTestApp();
      try {
        const { mainId, northId } = await seedStores(twin.db, new Random(42));
        const rows = await twin.db.select().from(stores);
        const key = (id: string) => rows.find((row) => row.id === id)!.storeMetaConfig;
        return [mainId, northId].map(
          (id) => key(id).find((entry) => entry.meta_config_name === STOREFRONT_KEY_META)?.meta_config_value,
        );
      } finally {
        await twin.close();
      }
    };
    const first = await keysOf();
    const second = await keysOf();
    for (const key of [...first, ...second]) expect(key).toMatch(BASE64URL_256_BITS);
    expect(new Set([...first, ...second]).size).toBe(4);
  }, 60_000);
});

describe('GET store/details', () => {
  it('shows the key to ADMIN only; every role keeps the other settings', async () => {
    for (const role of ROLES) {
      const reply = await details(await loginAs(app, role, s.store));
      expect([role, keyIn(reply)]).toEqual([role, role === 'ADMIN' ? KEY : undefined]);
      expect(reply.data.store_meta_config).toEqual(expect.arrayContaining(OTHER_SETTINGS));
      if (role !== 'ADMIN') expect(JSON.stringify(reply)).not.toContain(KEY);
    }
  });
});

describe('POST store/storefront_key/rotate', () => {
  it('is refused to every role but ADMIN, and the key stays', async () => {
    for (const role of ROLES.filter((r) => r !== 'ADMIN')) {
      const res = await rotate(await loginAs(app, role, s.store));
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
    expect((await recordCart(KEY)).statusCode).toBe(200);
  });

  it('answers a new random key: the old one is refused from then on, the new one works, nothing else changes', async () => {
    const before = await recordCart(KEY);
    expect(before.statusCode).toBe(200);

    const res = await rotate(s.token);
    expect(res.statusCode).toBe(200);
    const reply = res.json() as StorefrontKeyReply;
    expect(reply).toMatchObject({ title: 'Storefront Key Changed', message: expect.any(String) });
    const fresh = reply.data.storefront_api_key;
    expect(fresh).toMatch(BASE64URL_256_BITS);
    expect(fresh).not.toBe(KEY);

    expect((await recordCart(KEY)).json()).toEqual({
      message: 'Invalid storefront key',
      title: 'Storefront Not Authorised',
    });
    expect((await recordCart(fresh)).statusCode).toBe(200);

    const shown = await details(s.token);
    expect(keyIn(shown)).toBe(fresh);
    // The other settings keep their values and order; the key is there once.
    expect(shown.data.store_meta_config.filter((e) => e.meta_config_name !== STOREFRONT_KEY_META)).toEqual(
      OTHER_SETTINGS,
    );
    expect(
      shown.data.store_meta_config.filter((e) => e.meta_config_name === STOREFRONT_KEY_META),
    ).toHaveLength(1);

    const again = (await rotate(s.token)).json() as StorefrontKeyReply;
    expect(again.data.storefront_api_key).not.toBe(fresh);
  });

  it("records who rotated it in the audit log, without the key, and only touches the caller's store", async () => {
    const other: StoreRow = await createStore(app, {
      storeMetaConfig: [{ meta_config_name: STOREFRONT_KEY_META, meta_config_value: 'other-store-key' }],
    });
    const res = await rotate(s.token);
    const key = (res.json() as StorefrontKeyReply).data.storefront_api_key;
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, s.store.id), eq(auditLog.action, 'rotate_storefront_key')));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.entity === 'store' && row.entityId === s.store.id)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(key);
    const [untouched] = await app.db.select().from(stores).where(eq(stores.id, other.id));
    expect(untouched.storeMetaConfig).toEqual([
      { meta_config_name: STOREFRONT_KEY_META, meta_config_value: 'other-store-key' },
    ]);
  });

  it('gives a store that had no key one', async () => {
    const bare = await createStore(app);
    const res = await rotate(await loginAs(app, 'ADMIN', bare));
    expect(res.statusCode).toBe(200);
    const [row] = await app.db.select().from(stores).where(eq(stores.id, bare.id));
    expect(row.storeMetaConfig).toEqual([
      {
        meta_config_name: STOREFRONT_KEY_META,
        meta_config_value: (res.json() as StorefrontKeyReply).data.storefront_api_key,
      },
    ]);
  });
});

describe('isStorefrontKey', () => {
  it('accepts the exact key only, whatever the lengths, and nothing for a store without a key', () => {
    expect(isStorefrontKey(KEY, KEY)).toBe(true);
    for (const given of [`${KEY}x`, KEY.slice(0, -1), '', KEY.toUpperCase(), undefined, ['a'], 42]) {
      expect(isStorefrontKey(given, KEY)).toBe(false);
    }
    expect(isStorefrontKey('', undefined)).toBe(false);
    expect(isStorefrontKey('', '')).toBe(false);
  });
});
