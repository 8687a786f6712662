import { and, eq } from 'drizzle-orm';
import { CUSTOMER_GROUP_MESSAGES as M, type SaveCustomerGroupReply } from '@storedesk/shared/contracts';
import { auditLog, customerGroupMembers, customerGroups } from '../../src/db/schema';
import { expectOverlap, sendTogether, statusCounts } from '../helpers/send-together';
import { app, create, group, headers, ids, setUpCustomerGroupTests } from './customer-group-setup';

/** Two staff saving one group at once (issue 9): on PostgreSQL the requests overlap and the version decides. */
setUpCustomerGroupTests();

it('two edits from the same loaded version: one 200, one 409, the winner stored with its members', async () => {
  const created = await create(group({ name: 'Weekend', customer_ids: ids('Asha') }));
  const edit = (name: string, members: string[]) => () =>
    app.inject({
      method: 'PUT',
      url: '/api/store/customer/group',
      headers,
      payload: {
        customer_group: group({
          _id: created._id,
          version: created.version,
          name,
          customer_ids: ids(...members),
        }),
      },
    });
  const { responses, peak } = await sendTogether(app, [
    edit('Asha list', ['Bala']),
    edit('Bina list', ['Chitra', 'Dev']),
  ]);
  expectOverlap(peak);
  expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
  expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
    message: M.changed,
    title: M.changedTitle,
  });
  const winner = (responses.find((r) => r.statusCode === 200)!.json() as SaveCustomerGroupReply).data;
  const [row] = await app.db.select().from(customerGroups).where(eq(customerGroups.id, created._id));
  expect([row.name, row.version]).toEqual([winner.name, created.version + 1]);
  const members = await app.db
    .select({ customer_id: customerGroupMembers.customerId })
    .from(customerGroupMembers)
    .where(eq(customerGroupMembers.groupId, created._id));
  const winnerMembers = winner.name === 'Asha list' ? ids('Bala') : ids('Chitra', 'Dev');
  expect(members.sort((x, y) => x.customer_id.localeCompare(y.customer_id))).toEqual(
    winnerMembers.sort((x, y) => x.customer_id.localeCompare(y.customer_id)),
  );
  const updates = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, created._id), eq(auditLog.action, 'update')));
  expect(updates).toHaveLength(1);
});
