import { and, eq, sql, type SQL } from 'drizzle-orm';
import { pushCriteriaToCustomerFilter, type PushCriteriaInput } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../db/client';
import { customers } from '../db/schema';
import { customerListConditions } from '../db/customer-list-filters';

/** `customers.id` in a list sent as ONE json parameter (lists of 65k+ ids exceed the bind-parameter limit). */
export const customerIdIn = (ids: string[]): SQL =>
  sql`${customers.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

/**
 * Who a notification goes to. The criteria mean exactly what GET customer/all's filters mean (the recipient
 * modal lists with them), always with push_notification on and deleted customers left out.
 */
export async function matchingRecipientIds(
  db: DbOrTx,
  storeId: string,
  storeTimezone: string,
  criteria: PushCriteriaInput | null | undefined,
): Promise<string[]> {
  const where = customerListConditions(storeId, storeTimezone, pushCriteriaToCustomerFilter(criteria));
  const rows = await db.select({ id: customers.id }).from(customers).where(where).orderBy(customers.id);
  return rows.map((row) => row.id);
}

/** The ids of `ids` that are customers of the store (deleted ones included); the rest are unknown here. */
export async function storeCustomerIds(db: DbOrTx, storeId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), customerIdIn(ids)));
  return new Set(rows.map((row) => row.id));
}

/** Of a stored recipient list, the customers that can still receive a notification when it is dispatched. */
export async function stillReachable(db: DbOrTx, storeId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.storeId, storeId),
        eq(customers.isDeleted, false),
        eq(customers.pushNotification, true),
        customerIdIn(ids),
      ),
    );
  const reachable = new Set(rows.map((row) => row.id));
  return ids.filter((id) => reachable.has(id));
}
