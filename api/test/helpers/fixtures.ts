import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@storedesk/shared/auth/permissions';
import type { TokenReply } from '@storedesk/shared/contracts';
import { hashPassword } from '../../src/auth/password';
import { employees, employeeStoreAccess, stores } from '../../src/db/schema';

export type StoreRow = typeof stores.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;

export const DEFAULT_PASSWORD = 'correct horse battery staple';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createStore(
  app: FastifyInstance,
  values: Partial<typeof stores.$inferInsert> = {},
): Promise<StoreRow> {
  const [store] = await app.db
    .insert(stores)
    .values({
      name: `Store ${unique()}`,
      countryCode: 'IN',
      currency: 'INR',
      storeTimezone: 'Asia/Kolkata',
      ...values,
    })
    .returning();
  return store;
}

// scrypt is deliberately slow (125 ms a login at the real cost). The cost is written in the hash, so the suite's
// accounts carry a cheap one (2^10, 3 ms) and its hundreds of logins verify quickly; password.test.ts checks the
// real cost. Each distinct password is still hashed once per test file.
const TEST_LOG2_N = 10;
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password, TEST_LOG2_N));
  return hashes.get(password)!;
};

export interface CreateEmployeeOptions {
  email?: string;
  password?: string;
  role?: Role;
  /** Stores this employee may use, all with `role`. */
  stores: StoreRow[];
  firstName?: string;
}

export async function createEmployee(
  app: FastifyInstance,
  options: CreateEmployeeOptions,
): Promise<{ employee: EmployeeRow; email: string; password: string }> {
  const email = (options.email ?? `employee-${unique()}@example.test`).toLowerCase();
  const password = options.password ?? DEFAULT_PASSWORD;
  const [employee] = await app.db
    .insert(employees)
    .values({
      email,
      passwordHash: await hashOnce(password),
      firstName: options.firstName ?? 'Test',
      lastName: options.role ?? 'ADMIN',
    })
    .returning();
  if (options.stores.length > 0) {
    await app.db.insert(employeeStoreAccess).values(
      options.stores.map((store) => ({
        employeeId: employee.id,
        storeId: store.id,
        employeeType: options.role ?? 'ADMIN',
      })),
    );
  }
  return { employee, email, password };
}

/** A client address per call, so fixtures never trip the per-address login limit the tests check. */
export const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]).join('.')}`;

/** Logs in through the real route and returns the whole answer. */
export async function login(
  app: FastifyInstance,
  body: { email: string; password: string; store_id: string },
  remoteAddress = randomIp(),
) {
  return app.inject({ method: 'POST', url: '/api/employee/login', payload: body, remoteAddress });
}

export async function loginAsWithDetails(
  app: FastifyInstance,
  role: Role,
  store?: StoreRow,
): Promise<TokenReply & { store: StoreRow }> {
  const theStore = store ?? (await createStore(app));
  const { email, password } = await createEmployee(app, { role, stores: [theStore] });
  const res = await login(app, { email, password, store_id: theStore.id });
  if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as TokenReply), store: theStore };
}

/** A token of a new employee with `role` in `store` (a new store when omitted). */
export async function loginAs(app: FastifyInstance, role: Role, store?: StoreRow): Promise<string> {
  return (await loginAsWithDetails(app, role, store)).token;
}

export const authHeader = (token: string | undefined): Record<string, string> =>
  token ? { 'x-auth-token': token } : {};

/** GET store/details with a token: the plainest signed-in call, for the session tests (200 or 401). */
export const storeDetails = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/store/details', headers: authHeader(token) });
