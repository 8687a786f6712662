import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { authTokens, employees, employeeStoreAccess, stores } from '../../src/db/schema';
import { findSession, hashToken } from '../../src/auth/session';
import { SessionCache } from '../../src/auth/session-cache';
import {
  authHeader,
  createStore,
  loginAsWithDetails,
  type StoreRow,
  storeDetails,
} from '../helpers/fixtures';
import { buildSecondApp } from '../helpers/second-app';
import { onPostgres } from '../helpers/send-together';
import { buildTestApp } from '../helpers/test-app';

/**
 * The auth hook answers a session found in the last seconds from memory (src/auth/session-cache.ts). These tests
 * hold the promise that makes that safe: every change to a row the lookup reads empties the cache as it commits
 * (migration 0015's triggers), on this instance before the change's own query returns, on other instances as soon
 * as the notification arrives; and nothing is kept while changes cannot be heard.
 */
let app: FastifyInstance;
let store: StoreRow;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
});
afterAll(() => app.close());

const details = (token: string) => storeDetails(app, token);
const cached = (token: string) => app.sessionCache.get(hashToken(token)) !== undefined;

async function signedIn(role: 'ADMIN' | 'CSC' = 'ADMIN') {
  const login = await loginAsWithDetails(app, role, store);
  expect((await details(login.token)).statusCode).toBe(200);
  expect(cached(login.token)).toBe(true);
  return login;
}

async function until(check: () => Promise<boolean> | boolean, ms = 5_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

/**
 * The session as the next requests keep it. On PostgreSQL the same change is also heard a moment later by the
 * listener connection, which empties the cache once more; a request whose lookup spans that is not kept.
 */
async function readAfresh(token: string) {
  await until(async () => {
    expect((await details(token)).statusCode).toBe(200);
    return cached(token);
  });
  return app.sessionCache.get(hashToken(token));
}

it('answers a signed-in request from memory: a change the triggers do not see is not noticed', async () => {
  const { token } = await signedIn();
  expect(app.sessionCache.isLive).toBe(true);
  // With the trigger off, a revoke is invisible to the cache: the request is answered from memory. This shows
  // both that the cache answers and that the trigger is what ends it.
  await app.db.execute(sql`ALTER TABLE auth_tokens DISABLE TRIGGER auth_tokens_session_changes`);
  try {
    await app.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await details(token)).statusCode).toBe(200);
  } finally {
    await app.db.execute(sql`ALTER TABLE auth_tokens ENABLE TRIGGER auth_tokens_session_changes`);
  }
  await app.db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(eq(authTokens.tokenHash, hashToken(token)));
  expect(cached(token)).toBe(false);
  expect((await details(token)).statusCode).toBe(401);
});

it('a logout ends the session at once', async () => {
  const { token } = await signedIn();
  const res = await app.inject({ method: 'POST', url: '/api/employee/logout', headers: authHeader(token) });
  expect(res.statusCode).toBe(200);
  expect((await details(token)).statusCode).toBe(401);
});

it('a role change, a lost store and a deleted employee apply at once', async () => {
  const finance = await signedIn('ADMIN');
  await app.db
    .update(employeeStoreAccess)
    .set({ employeeType: 'FINANCE' })
    .where(eq(employeeStoreAccess.employeeId, finance.employee._id));
  expect(cached(finance.token)).toBe(false);
  expect(await readAfresh(finance.token)).toMatchObject({ role: 'FINANCE' });

  const lost = await signedIn('CSC');
  await app.db.delete(employeeStoreAccess).where(eq(employeeStoreAccess.employeeId, lost.employee._id));
  expect((await details(lost.token)).statusCode).toBe(401);

  const deleted = await signedIn('CSC');
  await app.db.update(employees).set({ isDeleted: true }).where(eq(employees.id, deleted.employee._id));
  expect((await details(deleted.token)).statusCode).toBe(401);
});

it("a store's time zone change is read afresh", async () => {
  const { token } = await signedIn();
  await app.db.update(stores).set({ storeTimezone: 'Europe/London' }).where(eq(stores.id, store.id));
  try {
    expect(cached(token)).toBe(false);
    expect(await readAfresh(token)).toMatchObject({ storeTimezone: 'Europe/London' });
  } finally {
    await app.db.update(stores).set({ storeTimezone: 'Asia/Kolkata' }).where(eq(stores.id, store.id));
  }
});

it('no request that starts after a revoke returns is let in, however many were in flight (30 rounds)', async () => {
  for (let round = 0; round < 30; round += 1) {
    const { token } = await signedIn();
    const inFlight = Array.from({ length: 8 }, () => details(token));
    await app.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const after = await Promise.all(Array.from({ length: 4 }, () => details(token)));
    expect(after.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    await Promise.all(inFlight);
    expect((await details(token)).statusCode).toBe(401);
  }
});

it('does not keep a session read while a change was being heard', async () => {
  const { token } = await signedIn();
  const cache = new SessionCache();
  cache.setLive(true);
  const lookup = findSession(app.db, token, cache);
  cache.flush(); // the notification of a commit arrives while the lookup is in flight
  expect(await lookup).toMatchObject({ storeId: store.id });
  expect(cache.size).toBe(0);
  await findSession(app.db, token, cache);
  expect(cache.size).toBe(1);
});

const itPg = onPostgres() ? it : it.skip;

itPg("another instance's change reaches this one's cache within moments", async () => {
  const other = await buildSecondApp(app);
  try {
    const { token } = await signedIn();
    await other.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const ms = await until(() => !cached(token), 2_000);
    expect(ms).toBeLessThan(2_000);
    expect((await details(token)).statusCode).toBe(401);
  } finally {
    await other.close();
  }
});

itPg('keeps nothing while its listener is down, and caches again once it is back', async () => {
  const { token } = await signedIn();
  await app.db.execute(
    sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'storedesk-change-listener' AND datname = current_database()`,
  );
  await until(() => !app.sessionCache.isLive);
  expect(cached(token)).toBe(false);
  // Not live: the request asks the database and keeps nothing.
  expect((await details(token)).statusCode).toBe(200);
  expect(cached(token)).toBe(false);
  await until(() => app.sessionCache.isLive);
  expect((await details(token)).statusCode).toBe(200);
  expect(cached(token)).toBe(true);
});
