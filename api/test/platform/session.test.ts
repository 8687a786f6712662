import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { auditLog, authTokens, employees, employeeStoreAccess } from '../../src/db/schema';
import { findSession, hashToken } from '../../src/auth/session';
import {
  authHeader,
  createEmployee,
  createStore,
  login,
  loginAsWithDetails,
  type StoreRow,
  storeDetails,
} from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let storeA: StoreRow;
let storeB: StoreRow;

beforeAll(async () => {
  app = await buildTestApp();
  storeA = await createStore(app, { name: 'Andheri' });
  storeB = await createStore(app, { name: 'Bandra', storeTimezone: 'Europe/London' });
});
afterAll(() => app.close());

const details = (token: string) => storeDetails(app, token);
const ACCESS_DENIED_401 = { title: 'Access Denied', message: 'Your session has ended. Please log in again.' };

async function twoStoreLogin() {
  const { email, password, employee } = await createEmployee(app, {
    role: 'ADMIN',
    stores: [storeA, storeB],
  });
  const res = await login(app, { email, password, store_id: storeA.id });
  return { token: (res.json() as { token: string }).token, employee };
}

describe('session', () => {
  it('stores only a hash of the token, bound to employee and store, expiring in 12 hours', async () => {
    const { token, employee } = await twoStoreLogin();
    const [row] = await app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ employeeId: employee.id, storeId: storeA.id, revokedAt: null });
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(12, 1);
    expect(JSON.stringify(await app.db.select().from(authTokens))).not.toContain(token);
  });

  it('logout revokes the token and writes an audit row', async () => {
    const { token, employee } = await twoStoreLogin();
    expect((await details(token)).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: '/api/employee/logout', headers: authHeader(token) });
    expect(res.json()).toEqual({ message: 'Logged out', title: 'Logout' });
    const after = await details(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(ACCESS_DENIED_401);
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.employeeId, employee.id), eq(auditLog.action, 'logout')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ storeId: storeA.id, entity: 'session' });
  });

  it('lists the stores the employee may switch to', async () => {
    const { token } = await twoStoreLogin();
    const res = await app.inject({
      method: 'GET',
      url: '/api/employee/store_access',
      headers: authHeader(token),
    });
    const data = (res.json() as { data: { store_id: { _id: string } }[] }).data;
    expect(data.map((item) => item.store_id._id)).toEqual([storeA.id, storeB.id]);
  });

  it('switch_store gives a token for the new store, revokes the old one and records it', async () => {
    const { token, employee } = await twoStoreLogin();
    const res = await app.inject({
      method: 'GET',
      url: '/api/employee/switch_store',
      query: { new_store_id: storeB.id },
      headers: authHeader(token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; employee: { store_data: { _id: string } } };
    expect(body.employee.store_data._id).toBe(storeB.id);
    expect((await details(token)).statusCode).toBe(401);
    expect((await details(body.token)).json()).toMatchObject({
      data: { _id: storeB.id, store_timezone: 'Europe/London' },
    });
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.employeeId, employee.id), eq(auditLog.action, 'switch_store')));
    expect(row).toMatchObject({
      storeId: storeB.id,
      before: { store_id: storeA.id },
      after: { store_id: storeB.id },
    });
  });

  it('switch_store to a store without access is 404 and keeps the session', async () => {
    const { token } = await loginAsWithDetails(app, 'ADMIN', storeA);
    const res = await app.inject({
      method: 'GET',
      url: '/api/employee/switch_store',
      query: { new_store_id: storeB.id },
      headers: authHeader(token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Store not found', title: 'Switch Store', code: 'NOT_FOUND' });
    expect((await details(token)).statusCode).toBe(200);
  });

  it('refuses expired, unknown and malformed tokens with 401', async () => {
    const { token } = await twoStoreLogin();
    await app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    for (const bad of [token, 'not-a-token', 'x'.repeat(5000)]) {
      const res = await details(bad);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(ACCESS_DENIED_401);
    }
    expect((await app.inject({ method: 'GET', url: '/api/store/details' })).statusCode).toBe(401);
  });

  it('ends the session when the employee is deleted or loses the store', async () => {
    const first = await loginAsWithDetails(app, 'CSC', storeA);
    await app.db.update(employees).set({ isDeleted: true }).where(eq(employees.id, first.employee._id));
    expect((await details(first.token)).statusCode).toBe(401);
    const second = await loginAsWithDetails(app, 'CSC', storeA);
    await app.db.delete(employeeStoreAccess).where(eq(employeeStoreAccess.employeeId, second.employee._id));
    expect((await details(second.token)).statusCode).toBe(401);
  });

  it('applies a role change at once (the role is read per request)', async () => {
    const { token, employee } = await loginAsWithDetails(app, 'ADMIN', storeA);
    expect((await findSession(app.db, token))?.role).toBe('ADMIN');
    await app.db
      .update(employeeStoreAccess)
      .set({ employeeType: 'FINANCE' })
      .where(eq(employeeStoreAccess.employeeId, employee._id));
    expect(await findSession(app.db, token)).toMatchObject({
      role: 'FINANCE',
      storeId: storeA.id,
      storeTimezone: 'Asia/Kolkata',
    });
  });

  it('writes a login audit row with employee, store and time', async () => {
    const before = Date.now();
    const { employee } = await loginAsWithDetails(app, 'SITEADMIN', storeB);
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.employeeId, employee._id), eq(auditLog.action, 'login')));
    expect(row).toMatchObject({ storeId: storeB.id, entity: 'session' });
    expect(row.at.getTime()).toBeGreaterThanOrEqual(before - 5000);
  });
});
