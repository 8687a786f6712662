import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { OrderDetailsReply, OrderWriteReply } from '@storedesk/shared/contracts';
import type { Role } from '@storedesk/shared/auth/permissions';
import { auditLog } from '../../src/db/schema';
import { authHeader, createEmployee, createStore, login, type StoreRow } from '../helpers/fixtures';
import { buildTestApp } from '../helpers/test-app';
import {
  createBooking,
  createCustomer,
  createStatuses,
  type CustomerRow,
  type StatusRow,
} from './order-fixtures';

/**
 * Shared set-up of the edit-order suites (edit-order-*.test.ts): one app and store per test file, an employee of
 * each role signed in, and the calls every suite makes. The bindings below are filled in by beforeAll and read
 * live by the suites (each test file has its own copy of this module).
 */
export let app: FastifyInstance;
export let store: StoreRow;
export let customer: CustomerRow;
export let statuses: { placed: StatusRow; completed: StatusRow };
export const tokens = {} as Record<Role, string>;
export const names = {} as Record<Role, string>;

/** Registers the suite's beforeAll / afterAll: call once at the top of a test file. */
export function setUpEditOrderTests() {
  beforeAll(async () => {
    app = await buildTestApp();
    store = await createStore(app);
    statuses = await createStatuses(app, store);
    customer = await createCustomer(app, store);
    for (const role of ['ADMIN', 'SITEADMIN', 'CSC', 'FINANCE'] as Role[]) {
      const { email, password } = await createEmployee(app, {
        role,
        stores: [store],
        firstName: `Ravi${role}`,
      });
      names[role] = `Ravi${role} ${role}`;
      tokens[role] = (await login(app, { email, password, store_id: store.id })).json<{
        token: string;
      }>().token;
    }
  });
  afterAll(() => app.close());
}

export const newBooking = (values = {}) =>
  createBooking(app, store, { customer, status: statuses.placed, values });

export async function put(url: string, payload: object, role: Role = 'ADMIN') {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/store/order/${url}`,
    payload,
    headers: authHeader(tokens[role]),
  });
  return { status: res.statusCode, body: res.json() as OrderWriteReply & { message: string; title: string } };
}
export async function details(id: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/store/order/details',
    query: { id },
    headers: authHeader(tokens.ADMIN),
  });
  return res.json() as OrderDetailsReply;
}
export const audits = (id: string) => app.db.select().from(auditLog).where(eq(auditLog.entityId, id));
