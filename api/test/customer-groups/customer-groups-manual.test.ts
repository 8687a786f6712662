import { and, eq } from 'drizzle-orm';
import {
  CUSTOMER_GROUP_MESSAGES as M,
  CUSTOMER_NOT_FOUND_MESSAGE,
  EMPTY_GROUP_CONDITION,
  type CustomerGroupDetailReply,
  type SaveCustomerGroupReply,
} from '@storedesk/shared/contracts';
import { auditLog, customerGroupMembers, customerGroups } from '../../src/db/schema';
import {
  app,
  store,
  otherHeaders,
  c,
  group,
  condition,
  ids,
  save,
  create,
  details,
  memberNames,
  groupCount,
  setUpCustomerGroupTests,
} from './customer-group-setup';

/** MANUAL customer groups: the explicit member list, other stores' customers and groups, the name and _id checks. */
setUpCustomerGroupTests();

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

  it('answers 409 to a version the group no longer has, writing nothing', async () => {
    const created = await create(group({ name: 'Versioned', customer_ids: ids('Asha') }));
    expect(created.version).toBe(0);
    const saved = await save(
      'PUT',
      group({ _id: created._id, version: 0, name: 'Renamed', customer_ids: ids('Bala') }),
    );
    expect((saved.json() as SaveCustomerGroupReply).data).toMatchObject({ name: 'Renamed', version: 1 });
    const stale = await save(
      'PUT',
      group({ _id: created._id, version: 0, name: 'Lost', customer_ids: ids('Dev') }),
    );
    expect([stale.statusCode, stale.json()]).toEqual([
      409,
      { message: M.changed, title: M.changedTitle, code: 'CHANGED_ELSEWHERE' },
    ]);
    const [row] = await app.db.select().from(customerGroups).where(eq(customerGroups.id, created._id));
    expect([row.name, row.version]).toEqual(['Renamed', 1]);
    expect(await memberNames(created._id)).toEqual(['Bala']);
    const updates = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created._id), eq(auditLog.action, 'update')));
    expect(updates).toHaveLength(1);
  });

  it('refuses a blank name, POST with an _id and PUT without one or without a version', async () => {
    const blank = await save('POST', group({ name: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: M.missingName,
      title: M.missingFieldsTitle,
      code: 'INVALID_INPUT',
    });
    const withId = await save('POST', group({ _id: c.Asha.id }));
    expect(withId.statusCode).toBe(400);
    const withoutId = await save('PUT', group());
    expect(withoutId.statusCode).toBe(400);
    const mine = await create(group({ name: 'No version' }));
    const withoutVersion = await save('PUT', group({ _id: mine._id, version: undefined }));
    expect([withoutVersion.statusCode, withoutVersion.json()]).toEqual([
      400,
      { message: M.versionMissing, title: M.invalidTitle },
    ]);
  });
});
