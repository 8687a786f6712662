import { and, eq } from 'drizzle-orm';
import { type CustomerGroupDetailReply, type ListCustomerGroupsReply } from '@storedesk/shared/contracts';
import { auditLog, customerGroupMembers } from '../../src/db/schema';
import { authHeader, createStore, loginAs } from '../helpers/fixtures';
import { createCustomer } from '../orders/order-fixtures';
import {
  app,
  store,
  headers,
  group,
  ids,
  save,
  create,
  details,
  setUpCustomerGroupTests,
} from './customer-group-setup';

/** The customer group list and member paging, and delete (ADMIN only). */
setUpCustomerGroupTests();

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
