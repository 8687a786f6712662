import { eq, sql } from 'drizzle-orm';
import {
  CUSTOMER_GROUP_MESSAGES as M,
  EMPTY_GROUP_CONDITION,
  type CustomerGroupDetailReply,
} from '@storedesk/shared/contracts';
import { customerGroupMembers, customers } from '../../src/db/schema';
import { groupIdsOfCustomer } from '../../src/routes/customer-groups/group-members';
import { createBooking, createCustomer } from '../orders/order-fixtures';
import {
  app,
  store,
  other,
  status,
  headers,
  c,
  group,
  condition,
  ids,
  save,
  create,
  details,
  memberNames,
  listedCount,
  groupCount,
  setUpCustomerGroupTests,
} from './customer-group-setup';

/** AUTOMATED customer groups: members by the conditions, following bookings, switching to MANUAL, and a customer's groups. */
setUpCustomerGroupTests();

describe('AUTOMATED groups', () => {
  it("needs at least one condition: 400 with the spec's text, nothing written", async () => {
    const before = await groupCount();
    const res = await save('POST', group({ type: 'AUTOMATED', customer_ids: ids('Asha') }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: M.missingCondition,
      title: M.missingConditionTitle,
      code: 'INVALID_INPUT',
    });
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
