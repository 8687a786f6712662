import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  CUSTOMER_GROUP_MESSAGES as M,
  CUSTOMER_NOT_FOUND_MESSAGE,
  EMPTY_GROUP_CONDITION,
  type CustomerGroupCondition,
  type CustomerGroupDetailReply,
  type CustomerGroupInput,
  type ListCustomerGroupsReply,
  type SaveCustomerGroupReply,
} from '@storedesk/shared/contracts';
import { auditLog, customerGroupMembers, customerGroups, customers } from '../../src/db/schema';
import { groupIdsOfCustomer } from '../../src/routes/customer-groups/group-members';
import { buildTestApp } from '../helpers/test-app';
import { authHeader, createStore, loginAs, type StoreRow } from '../helpers/fixtures';
import {
  createBooking,
  createCustomer,
  createStatuses,
  type CustomerRow,
  type StatusRow,
} from '../orders/order-fixtures';

let app: FastifyInstance;
let store: StoreRow;
let other: StoreRow;
let status: StatusRow;
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
/** Customers of `store` by first name. */
const c: Record<string, CustomerRow> = {};

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
  c.Foreign = await createCustomer(app, other, { firstName: 'Foreign', orderCount: 50, orderTotal: '50000' });
});
afterAll(() => app.close());

const group = (values: Partial<CustomerGroupInput> = {}): CustomerGroupInput => ({
  name: 'Corporate',
  type: 'MANUAL',
  image: null,
  customer_ids: [],
  condition: { ...EMPTY_GROUP_CONDITION },
  ...values,
});
const condition = (values: Partial<CustomerGroupCondition>) => ({ ...EMPTY_GROUP_CONDITION, ...values });
const ids = (...names: string[]) => names.map((name) => ({ customer_id: c[name].id }));

const save = (method: 'POST' | 'PUT', input: CustomerGroupInput, h = headers) =>
  app.inject({ method, url: '/api/store/customer/group', headers: h, payload: { customer_group: input } });

async function create(input: CustomerGroupInput) {
  const res = await save('POST', input);
  expect(res.statusCode).toBe(200);
  return (res.json() as SaveCustomerGroupReply).data;
}

async function details(id: string, query: Record<string, string> = {}, h = headers) {
  return app.inject({
    method: 'GET',
    url: '/api/store/customer/group/details',
    headers: h,
    query: { customer_group_id: id, ...query },
  });
}
async function memberNames(id: string): Promise<string[]> {
  const res = await details(id, { limit: '100' });
  expect(res.statusCode).toBe(200);
  return (res.json() as CustomerGroupDetailReply).data.members.data.map((m) => m.first_name);
}

async function listedCount(id: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/store/customer/group/all',
    headers,
    query: { limit: '100', offset: '1' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as ListCustomerGroupsReply).data.find((g) => g._id === id)?.member_count;
}

const groupCount = async () =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customerGroups)
      .where(eq(customerGroups.storeId, store.id))
  )[0].n;

describe('MANUAL groups', () => {
  it('keeps the explicit list (once each), clears the conditions and audits the create', async () => {
    const created = await create(
      group({
        name: '  Corporate  ',
        customer_ids: ids('Dev', 'Asha', 'Dev'),
        condition: condition({ customer_total_value: '100' }),
      }),
    );
    expect(created).toMatchObject({
      name: 'Corporate',
      type: 'MANUAL',
      member_count: 2,
      condition: EMPTY_GROUP_CONDITION,
    });
    const res = await details(created._id);
    const data = (res.json() as CustomerGroupDetailReply).data;
    expect(data.members.data.map((m) => m.first_name)).toEqual(['Asha', 'Dev']);
    expect(data.customer_ids).toEqual(ids('Asha', 'Dev'));
    expect(data.condition).toEqual(EMPTY_GROUP_CONDITION);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created._id), eq(auditLog.action, 'create')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'customer_group', storeId: store.id, before: null });
  });

  it('replaces the list on update, and a deleted customer leaves the members', async () => {
    const created = await create(group({ name: 'Swap', customer_ids: ids('Asha') }));
    const res = await save(
      'PUT',
      group({ _id: created._id, name: 'Swap', customer_ids: ids('Bala', 'Chitra') }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.updated,
      title: M.updatedTitle,
      data: { member_count: 2 },
    });
    expect(await memberNames(created._id)).toEqual(['Bala', 'Chitra']);
    const refused = await save('PUT', group({ _id: created._id, customer_ids: ids('Gone') }));
    expect(refused.statusCode).toBe(404);
  });

  it('answers 404 for a customer of another store and writes nothing', async () => {
    const before = await groupCount();
    const res = await save('POST', group({ name: 'Mixed', customer_ids: ids('Asha', 'Foreign') }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: CUSTOMER_NOT_FOUND_MESSAGE });
    expect(await groupCount()).toBe(before);

    const kept = await create(group({ name: 'Kept', customer_ids: ids('Asha') }));
    const update = await save('PUT', group({ _id: kept._id, name: 'Renamed', customer_ids: ids('Foreign') }));
    expect(update.statusCode).toBe(404);
    const [row] = await app.db.select().from(customerGroups).where(eq(customerGroups.id, kept._id));
    expect(row.name).toBe('Kept');
    const members = await app.db
      .select()
      .from(customerGroupMembers)
      .where(eq(customerGroupMembers.groupId, kept._id));
    expect(members.map((m) => m.customerId)).toEqual([c.Asha.id]);
  });

  it("keeps groups per store: another store's group is 404 to read, update and delete", async () => {
    const mine = await create(group({ name: 'Mine' }));
    expect((await details(mine._id, {}, otherHeaders)).statusCode).toBe(404);
    expect((await save('PUT', group({ _id: mine._id, name: 'Theirs' }), otherHeaders)).statusCode).toBe(404);
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/store/customer/group',
      headers: otherHeaders,
      query: { id: mine._id },
    });
    expect(del.statusCode).toBe(404);
  });

  it('refuses a blank name, POST with an _id and PUT without one', async () => {
    const blank = await save('POST', group({ name: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: M.missingName, title: M.missingFieldsTitle });
    const withId = await save('POST', group({ _id: c.Asha.id }));
    expect(withId.statusCode).toBe(400);
    const withoutId = await save('PUT', group());
    expect(withoutId.statusCode).toBe(400);
  });
});

describe('AUTOMATED groups', () => {
  it("needs at least one condition: 400 with the spec's text, nothing written", async () => {
    const before = await groupCount();
    const res = await save('POST', group({ type: 'AUTOMATED', customer_ids: ids('Asha') }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.missingCondition, title: M.missingConditionTitle });
    expect(M.missingCondition).toBe('You must choose atleast one condition for Automated assignment');
    expect(await groupCount()).toBe(before);
    const badValue = await save(
      'POST',
      group({ type: 'AUTOMATED', condition: condition({ customer_order_count: 'x' }) }),
    );
    expect(badValue.statusCode).toBe(400);
  });

  it('computes members by each condition, combines chosen ones with AND, and stores no list', async () => {
    const total = await create(
      group({
        name: 'Big spenders',
        type: 'AUTOMATED',
        customer_ids: ids('Dev'),
        condition: condition({ customer_total_value: '5000' }),
      }),
    );
    expect(total.member_count).toBe(2);
    expect(await memberNames(total._id)).toEqual(['Asha', 'Chitra']);
    const stored = await app.db
      .select()
      .from(customerGroupMembers)
      .where(eq(customerGroupMembers.groupId, total._id));
    expect(stored).toEqual([]);

    const orderValue = await create(
      group({
        name: 'One big booking',
        type: 'AUTOMATED',
        condition: condition({ customer_order_value: '2500' }),
      }),
    );
    expect(await memberNames(orderValue._id)).toEqual(['Asha', 'Chitra']);

    const repeat = await create(
      group({ name: 'Repeat', type: 'AUTOMATED', condition: condition({ customer_order_count: '4' }) }),
    );
    expect(await memberNames(repeat._id)).toEqual(['Bala', 'Chitra']);
    // The list's count is its own SQL: the other store's customer (50 bookings) is not counted there either.
    expect(await listedCount(repeat._id)).toBe(2);
    expect(await listedCount(total._id)).toBe(2);

    const both = await create(
      group({
        name: 'Repeat and big',
        type: 'AUTOMATED',
        condition: condition({ customer_order_count: '4', customer_order_value: '2000.50' }),
      }),
    );
    expect(await memberNames(both._id)).toEqual(['Chitra']);
    const detail = (await details(both._id)).json() as CustomerGroupDetailReply;
    expect(detail.data).toMatchObject({
      type: 'AUTOMATED',
      customer_ids: [],
      condition: condition({ customer_order_count: '4', customer_order_value: '2000.50' }),
    });
  });

  it('follows bookings: a new booking that changes the totals changes the members on the next read', async () => {
    const created = await create(
      group({
        name: 'Loyal',
        type: 'AUTOMATED',
        condition: condition({ customer_total_value: '1000', customer_order_value: '1000' }),
      }),
    );
    const countOf = () => listedCount(created._id);
    expect(await memberNames(created._id)).toEqual(['Asha', 'Chitra']);
    expect(await countOf()).toBe(2);
    // What POST store/order does: the booking, then the customer's totals in the same write.
    const dev = await createCustomer(app, store, { firstName: 'Zoya' });
    await createBooking(app, store, {
      customer: dev,
      status,
      lines: [{ name: 'Deep clean', price: '1500.00', quantity: 1 }],
    });
    await app.db
      .update(customers)
      .set({ orderCount: sql`${customers.orderCount} + 1`, orderTotal: sql`${customers.orderTotal} + 1500` })
      .where(eq(customers.id, dev.id));
    expect(await memberNames(created._id)).toEqual(['Asha', 'Chitra', 'Zoya']);
    expect(await countOf()).toBe(3);
  });

  it('switching to MANUAL keeps the sent list and clears the condition', async () => {
    const created = await create(
      group({ name: 'Switch', type: 'AUTOMATED', condition: condition({ customer_order_count: '1' }) }),
    );
    const res = await save(
      'PUT',
      group({
        _id: created._id,
        name: 'Switch',
        customer_ids: ids('Dev'),
        condition: condition({ customer_order_count: '1' }),
      }),
    );
    expect(res.statusCode).toBe(200);
    const data = (await details(created._id)).json() as CustomerGroupDetailReply;
    expect(data.data).toMatchObject({ type: 'MANUAL', condition: EMPTY_GROUP_CONDITION, member_count: 1 });
    expect(data.data.members.data.map((m) => m.first_name)).toEqual(['Dev']);
  });
});

describe("a customer's groups (the cart's points usage condition)", () => {
  it('answers MANUAL groups by their members and AUTOMATED ones by the rule, never another store or a deleted group', async () => {
    const manual = await create(group({ name: 'Hand picked', customer_ids: ids('Dev', 'Bala') }));
    const repeat = await create(
      group({ name: 'Loyal', type: 'AUTOMATED', condition: condition({ customer_order_count: '5' }) }),
    );
    const gone = await create(group({ name: 'Old list', customer_ids: ids('Dev') }));
    await app.inject({
      method: 'DELETE',
      url: '/api/store/customer/group',
      headers,
      query: { id: gone._id },
    });
    const of = async (name: string, s = store) => (await groupIdsOfCustomer(app.db, s.id, c[name].id)).sort();
    // Earlier tests put Dev in other groups too; these three are the ones under test.
    expect(await of('Dev')).toContain(manual._id);
    expect(await of('Dev')).not.toContain(gone._id);
    expect(await of('Dev')).not.toContain(repeat._id);
    expect(await of('Chitra')).toContain(repeat._id);
    expect(await of('Chitra')).not.toContain(manual._id);
    expect(await of('Bala')).toContain(manual._id);
    expect(await of('Bala')).not.toContain(repeat._id);
    expect(await of('Foreign', other)).not.toContain(repeat._id);
  });
});

describe('list, paging and delete', () => {
  it('pages 20 from page 1, newest first, with member counts, never another store', async () => {
    const otherStore = await createStore(app);
    const h = authHeader(await loginAs(app, 'ADMIN', otherStore));
    const friend = await createCustomer(app, otherStore, { firstName: 'Friend' });
    for (let i = 0; i < 22; i += 1) {
      const res = await save(
        'POST',
        group({ name: `G${i}`, customer_ids: i === 21 ? [{ customer_id: friend.id }] : [] }),
        h,
      );
      expect(res.statusCode).toBe(200);
    }
    const page = async (offset: number) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/store/customer/group/all',
        headers: h,
        query: { offset: String(offset) },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as ListCustomerGroupsReply;
    };
    const first = await page(1);
    expect(first).toMatchObject({ total: 22, pages: 2 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({ name: 'G21', member_count: 1 });
    const second = await page(2);
    expect(second.data.map((g) => g.name)).toEqual(['G1', 'G0']);
    expect((await page(3)).data).toEqual([]);

    const created = await create(
      group({ name: 'Paged', customer_ids: ids('Asha', 'Bala', 'Chitra', 'Dev') }),
    );
    const res = await details(created._id, { limit: '3', offset: '2' });
    const members = (res.json() as CustomerGroupDetailReply).data.members;
    expect(members).toMatchObject({ total: 4, pages: 2 });
    expect(members.data.map((m) => m.first_name)).toEqual(['Dev']);
  });

  it('deletes only for ADMIN, with the texts, and the group and its member rows go', async () => {
    const created = await create(group({ name: 'To delete', customer_ids: ids('Asha') }));
    const del = (h: Record<string, string>) =>
      app.inject({
        method: 'DELETE',
        url: '/api/store/customer/group',
        headers: h,
        query: { id: created._id },
      });
    for (const role of ['SITEADMIN', 'CSC', 'FINANCE'] as const) {
      const res = await del(authHeader(await loginAs(app, role, store)));
      expect(res.statusCode).toBe(403);
    }
    const res = await del(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Customer Group deleted successfully',
      title: 'Customer Group Deleted',
    });
    expect((await details(created._id)).statusCode).toBe(404);
    expect((await del(headers)).statusCode).toBe(404);
    const members = await app.db
      .select()
      .from(customerGroupMembers)
      .where(eq(customerGroupMembers.groupId, created._id));
    expect(members).toEqual([]);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created._id), eq(auditLog.action, 'delete')));
    expect(audit).toHaveLength(1);
  });
});
