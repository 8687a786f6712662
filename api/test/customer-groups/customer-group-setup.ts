import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  EMPTY_GROUP_CONDITION,
  type CustomerGroupCondition,
  type CustomerGroupDetailReply,
  type CustomerGroupInput,
  type ListCustomerGroupsReply,
  type SaveCustomerGroupReply,
} from '@storedesk/shared/contracts';
import { customerGroups, customers } from '../../src/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import {
  createBooking,
  createCustomer,
  createStatuses,
  type CustomerRow,
  type StatusRow,
} from '../orders/order-fixtures';

/**
 * What the customer group test files share: one app per file with two stores, the customers of `store` with
 * their bookings, and the calls the tests make. The bindings below are set by setUpCustomerGroupTests()'s
 * beforeAll (ES module exports are live, so a test reads them once they are set).
 */

export let app: FastifyInstance;
export let store: StoreRow;
export let other: StoreRow;
export let status: StatusRow;
export let headers: Record<string, string>;
export let otherHeaders: Record<string, string>;
/** Customers of `store` by first name. */
export const c: Record<string, CustomerRow> = {};

/** Builds the app and the customers once for the test file, and closes the app after it. */
export function setUpCustomerGroupTests() {
  beforeAll(async () => {
    app = await buildTestApp();
    store = await createStore(app);
    other = await createStore(app);
    headers = authHeader(await loginAs(app, 'ADMIN', store));
    otherHeaders = authHeader(await loginAs(app, 'ADMIN', other));
    ({ placed: status } = await createStatuses(app, store));
    // Totals as the booking writes keep them: order_count bookings adding up to order_total.
    const rows: [string, Partial<typeof customers.$inferInsert>][] = [
      ['Asha', { orderCount: 1, orderTotal: '5000.00' }],
      ['Bala', { orderCount: 4, orderTotal: '1200.00' }],
      ['Chitra', { orderCount: 6, orderTotal: '9000.00' }],
      ['Dev', {}],
      ['Gone', { isDeleted: true, orderCount: 9, orderTotal: '99999' }],
    ];
    for (const [firstName, values] of rows)
      c[firstName] = await createCustomer(app, store, { firstName, ...values });
    await createBooking(app, store, {
      customer: c.Asha,
      status,
      lines: [{ name: 'Full home clean', price: '5000.00', quantity: 1 }],
    });
    for (const price of ['300.00', '300.00', '300.00', '300.00'])
      await createBooking(app, store, {
        customer: c.Bala,
        status,
        lines: [{ name: 'Sofa', price, quantity: 1 }],
      });
    for (const price of ['2500.00', '1300.00', '1300.00', '1300.00', '1300.00', '1300.00'])
      await createBooking(app, store, {
        customer: c.Chitra,
        status,
        lines: [{ name: 'AC', price, quantity: 1 }],
      });
    c.Foreign = await createCustomer(app, other, {
      firstName: 'Foreign',
      orderCount: 50,
      orderTotal: '50000',
    });
  });
  afterAll(() => app.close());
}

export const group = (values: Partial<CustomerGroupInput> = {}): CustomerGroupInput => ({
  name: 'Corporate',
  type: 'MANUAL',
  image: null,
  customer_ids: [],
  condition: { ...EMPTY_GROUP_CONDITION },
  ...values,
});
export const condition = (values: Partial<CustomerGroupCondition>) => ({
  ...EMPTY_GROUP_CONDITION,
  ...values,
});
export const ids = (...names: string[]) => names.map((name) => ({ customer_id: c[name].id }));

const versionOf = async (id: string) =>
  (
    await app.db.select({ v: customerGroups.version }).from(customerGroups).where(eq(customerGroups.id, id))
  )[0]?.v ?? 0;

/**
 * POST, or PUT as the edit form sends it: with the group's version now unless the input has a `version` key (an
 * explicit `version: undefined` sends none).
 */
export async function save(method: 'POST' | 'PUT', input: CustomerGroupInput, h = headers) {
  const customer_group =
    method === 'PUT' && input._id && !('version' in input)
      ? { ...input, version: await versionOf(input._id) }
      : input;
  return app.inject({ method, url: '/api/store/customer/group', headers: h, payload: { customer_group } });
}

export async function create(input: CustomerGroupInput) {
  const res = await save('POST', input);
  expect(res.statusCode).toBe(200);
  return (res.json() as SaveCustomerGroupReply).data;
}

export async function details(id: string, query: Record<string, string> = {}, h = headers) {
  return app.inject({
    method: 'GET',
    url: '/api/store/customer/group/details',
    headers: h,
    query: { customer_group_id: id, ...query },
  });
}
export async function memberNames(id: string): Promise<string[]> {
  const res = await details(id, { limit: '100' });
  expect(res.statusCode).toBe(200);
  return (res.json() as CustomerGroupDetailReply).data.members.data.map((m) => m.first_name);
}

export async function listedCount(id: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/store/customer/group/all',
    headers,
    query: { limit: '100', offset: '1' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as ListCustomerGroupsReply).data.find((g) => g._id === id)?.member_count;
}

export const groupCount = async () =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customerGroups)
      .where(eq(customerGroups.storeId, store.id))
  )[0].n;
