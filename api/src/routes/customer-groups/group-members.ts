import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookings, customerGroupMembers, customerGroups, customers } from '../../db/schema';

/**
 * `"table"."column"`. Drizzle leaves columns unqualified in the fields of a one-table select, and these
 * subqueries name columns of both the outer and the inner table (store_id, is_deleted), so every one is qualified.
 */
const q = (table: PgTable, column: AnyColumn) => sql`${table}.${sql.identifier(column.name)}`;

const customer = {
  id: q(customers, customers.id),
  storeId: q(customers, customers.storeId),
  isDeleted: q(customers, customers.isDeleted),
  orderTotal: q(customers, customers.orderTotal),
  orderCount: q(customers, customers.orderCount),
};
const group = {
  id: q(customerGroups, customerGroups.id),
  storeId: q(customerGroups, customerGroups.storeId),
  type: q(customerGroups, customerGroups.type),
  condition: q(customerGroups, customerGroups.condition),
};
const member = {
  groupId: q(customerGroupMembers, customerGroupMembers.groupId),
  customerId: q(customerGroupMembers, customerGroupMembers.customerId),
};
const booking = {
  storeId: q(bookings, bookings.storeId),
  customerId: q(bookings, bookings.customerId),
  total: q(bookings, bookings.total),
};

/** The three condition texts of an AUTOMATED group, as SQL text values ('' = not chosen). */
export interface ConditionTexts {
  total: SQL;
  orderValue: SQL;
  orderCount: SQL;
}

/**
 * The AUTOMATED rule (contracts/customer-groups.ts) over the `customers` row in scope: every chosen condition
 * must hold, and a group with none chosen matches nobody. NULLIF keeps '' from ever being cast to a number
 * (PostgreSQL does not promise to evaluate the `= ''` arm first).
 */
export function automatedRule(c: ConditionTexts): SQL {
  return sql`(${c.total} <> '' OR ${c.orderValue} <> '' OR ${c.orderCount} <> '')
    AND (${c.total} = '' OR ${customer.orderTotal} >= NULLIF(${c.total}, '')::numeric)
    AND (${c.orderCount} = '' OR ${customer.orderCount} >= NULLIF(${c.orderCount}, '')::integer)
    AND (${c.orderValue} = '' OR EXISTS (
      SELECT 1 FROM ${bookings}
      WHERE ${booking.storeId} = ${customer.storeId}
        AND ${booking.customerId} = ${customer.id}
        AND ${booking.total} >= NULLIF(${c.orderValue}, '')::numeric
    ))`;
}

/** The condition of the `customer_groups` row in scope (the list's correlated count). */
const groupConditionTexts: ConditionTexts = {
  total: sql`(${group.condition} ->> 'customer_total_value')`,
  orderValue: sql`(${group.condition} ->> 'customer_order_value')`,
  orderCount: sql`(${group.condition} ->> 'customer_order_count')`,
};

/**
 * Members are computed on every read instead of copied into customer_group_members for AUTOMATED groups: a copy
 * would go stale with each booking that changes a customer's totals. This counts them for the `customer_groups`
 * row in scope, in the same statement as the list page.
 */
export const memberCountOfGroupRow: SQL<number> = sql<number>`(CASE WHEN ${group.type} = 'MANUAL'
  THEN (SELECT count(*) FROM ${customerGroupMembers}
        JOIN ${customers} ON ${customer.id} = ${member.customerId}
        WHERE ${member.groupId} = ${group.id} AND ${customer.isDeleted} = false)
  ELSE (SELECT count(*) FROM ${customers}
        WHERE ${customer.storeId} = ${group.storeId} AND ${customer.isDeleted} = false
          AND ${automatedRule(groupConditionTexts)})
  END)::int`;

export interface GroupForMembers {
  id: string;
  storeId: string;
  type: string;
  condition: { customer_total_value: string; customer_order_value: string; customer_order_count: string };
}

/** The WHERE over `customers` that selects the members of one group (used with the details page). */
export function memberWhere(g: GroupForMembers): SQL {
  const own = and(eq(customers.storeId, g.storeId), eq(customers.isDeleted, false))!;
  if (g.type === 'MANUAL') {
    return and(
      own,
      sql`EXISTS (SELECT 1 FROM ${customerGroupMembers}
        WHERE ${member.groupId} = ${g.id} AND ${member.customerId} = ${customer.id})`,
    )!;
  }
  const { customer_total_value, customer_order_value, customer_order_count } = g.condition;
  return and(
    own,
    automatedRule({
      total: sql`${customer_total_value}::text`,
      orderValue: sql`${customer_order_value}::text`,
      orderCount: sql`${customer_order_count}::text`,
    }),
  )!;
}

/**
 * The ids of the groups a customer belongs to now: MANUAL by the member rows, AUTOMATED by the rule on the
 * customer's current totals (the cart's points usage condition asks this).
 */
export async function groupIdsOfCustomer(db: DbOrTx, storeId: string, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(
      and(
        eq(customerGroups.storeId, storeId),
        eq(customerGroups.isDeleted, false),
        sql`(CASE WHEN ${group.type} = 'MANUAL'
          THEN EXISTS (SELECT 1 FROM ${customerGroupMembers}
                       WHERE ${member.groupId} = ${group.id} AND ${member.customerId} = ${customerId})
          ELSE EXISTS (SELECT 1 FROM ${customers}
                       WHERE ${customer.id} = ${customerId} AND ${customer.isDeleted} = false
                         AND ${automatedRule(groupConditionTexts)})
          END)`,
      ),
    );
  return rows.map((row) => row.id);
}
