import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { authTokens, employeeStoreAccess, employees } from '../../src/db/schema';
import {
  createStore,
  DEFAULT_PASSWORD,
  login,
  loginAsWithDetails,
  type StoreRow,
  storeDetails,
} from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';

/**
 * Deleting an employee (or taking their access to a store away) revokes their tokens in the database (migration 0008's trigger), so restoring the employee
 * does not make the old tokens valid again. There is no employee-delete route yet; any write that sets is_deleted
 * must hold, so the test writes straight to the table.
 */
let app: FastifyInstance;
let store: StoreRow;

beforeAll(async () => {
  app = await buildTestApp();
  store = await createStore(app);
});
afterAll(() => app.close());

const details = (token: string) => storeDetails(app, token);
const setDeleted = (id: string, isDeleted: boolean) =>
  app.db.update(employees).set({ isDeleted }).where(eq(employees.id, id));

it('a deleted and restored employee old token answers 401; a new login works', async () => {
  const { token, employee } = await loginAsWithDetails(app, 'ADMIN', store);
  const bystander = await loginAsWithDetails(app, 'ADMIN', store);
  expect((await details(token)).statusCode).toBe(200);

  await setDeleted(employee._id, true);
  const revoked = await app.db.select().from(authTokens).where(eq(authTokens.employeeId, employee._id));
  expect(revoked.map((t) => t.revokedAt)).toEqual([expect.any(Date)]);
  await setDeleted(employee._id, false);

  const res = await details(token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: expect.any(String), title: 'Access Denied', code: 'UNAUTHORIZED' });
  // Only their tokens: another employee of the store keeps their session.
  expect((await details(bystander.token)).statusCode).toBe(200);
  // The restored employee signs in again and gets a session that works.
  const again = await login(app, { email: employee.email, password: DEFAULT_PASSWORD, store_id: store.id });
  expect(again.statusCode).toBe(200);
  expect((await details((again.json() as { token: string }).token)).statusCode).toBe(200);
});

it('leaves a token revoked earlier (a logout) as it was', async () => {
  const { token, employee } = await loginAsWithDetails(app, 'CSC', store);
  const loggedOut = new Date('2026-01-01T00:00:00Z');
  await app.db
    .update(authTokens)
    .set({ revokedAt: loggedOut })
    .where(eq(authTokens.employeeId, employee._id));
  await setDeleted(employee._id, true);
  await setDeleted(employee._id, false);
  const [row] = await app.db.select().from(authTokens).where(eq(authTokens.employeeId, employee._id));
  expect(row.revokedAt).toEqual(loggedOut);
  expect((await details(token)).statusCode).toBe(401);
});

it("taking an employee's access to a store away revokes their tokens there; granting it again does not revive them", async () => {
  const other = await createStore(app);
  const { token, employee } = await loginAsWithDetails(app, 'SITEADMIN', store);
  const [access] = await app.db
    .select()
    .from(employeeStoreAccess)
    .where(eq(employeeStoreAccess.employeeId, employee._id));
  await app.db
    .insert(employeeStoreAccess)
    .values({ employeeId: employee._id, storeId: other.id, employeeType: 'CSC' });
  const elsewhere = await login(app, {
    email: employee.email,
    password: DEFAULT_PASSWORD,
    store_id: other.id,
  });
  const elsewhereToken = (elsewhere.json() as { token: string }).token;

  await app.db.delete(employeeStoreAccess).where(eq(employeeStoreAccess.id, access.id));
  await app.db.insert(employeeStoreAccess).values({ ...access, id: undefined });

  expect((await details(token)).statusCode).toBe(401);
  // The session in the other store is untouched.
  expect((await details(elsewhereToken)).statusCode).toBe(200);
});
