import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CUSTOMER_GROUP_MESSAGES as M,
  CUSTOMER_NOT_FOUND_MESSAGE,
  CUSTOMER_NOT_FOUND_TITLE,
  EMPTY_GROUP_CONDITION,
  type CustomerGroupCondition,
  type CustomerGroupInput,
  type CustomerGroupRow,
} from '@storedesk/shared/contracts';
import type { Db, Tx } from '../../db/client';
import { customerGroupMembers, customerGroups, customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { badRequest, changedElsewhere, notFound } from '../../http/errors';
import { findGroup } from './find-group';
import { memberWhere } from './group-members';
import { groupView } from './group-view';

/** PUT's group: its id and the version the form loaded. */
export interface GroupTarget {
  id: string;
  version: number;
}

export interface WriteGroupContext {
  storeId: string;
  employeeId: string;
}

interface CheckedGroup {
  name: string;
  type: CustomerGroupInput['type'];
  image: string | null;
  condition: CustomerGroupCondition;
  /** MANUAL: the listed ids once each; AUTOMATED: none (members come from the condition). */
  customerIds: string[];
}

/** Spec 1 §4 and §5 on the body: the name, and MANUAL list vs AUTOMATED condition. Throws 400 before any write. */
export function checkGroup(input: CustomerGroupInput): CheckedGroup {
  const name = input.name.trim();
  if (!name) throw badRequest(M.missingName, M.missingFieldsTitle);
  const image = input.image?.trim() || null;
  if (input.type === 'MANUAL') {
    const customerIds = [...new Set(input.customer_ids.map((ref) => ref.customer_id))];
    return { name, type: input.type, image, condition: { ...EMPTY_GROUP_CONDITION }, customerIds };
  }
  const condition = input.condition;
  if (Object.values(condition).every((value) => value === ''))
    throw badRequest(M.missingCondition, M.missingConditionTitle);
  return { name, type: input.type, image, condition: { ...condition }, customerIds: [] };
}

async function memberCount(tx: Tx, group: Parameters<typeof memberWhere>[0]): Promise<number> {
  const [{ total }] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(customers)
    .where(memberWhere(group));
  return total;
}

const groupChanged = () => changedElsewhere(M.changed, M.changedTitle);

/**
 * POST (no target) or PUT (target) in one transaction: the group row, its member rows replaced by the checked
 * list, and the audit row. A listed customer of another store, a deleted one or one that does not exist is 404; a
 * group no longer at the target's version is 409; either way the transaction rolls back, so nothing is written.
 */
export async function writeGroup(
  db: Db,
  ctx: WriteGroupContext,
  input: CustomerGroupInput,
  target: GroupTarget | null,
): Promise<CustomerGroupRow> {
  const checked = checkGroup(input);
  return db.transaction(async (tx) => {
    if (checked.customerIds.length > 0) {
      const found = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(
            eq(customers.storeId, ctx.storeId),
            eq(customers.isDeleted, false),
            inArray(customers.id, checked.customerIds),
          ),
        );
      if (found.length !== checked.customerIds.length)
        throw notFound(CUSTOMER_NOT_FOUND_MESSAGE, CUSTOMER_NOT_FOUND_TITLE);
    }
    const values = {
      name: checked.name,
      type: checked.type,
      image: checked.image,
      condition: checked.condition,
    };
    let before: CustomerGroupRow | null = null;
    let beforeIds: { customer_id: string }[] = [];
    let row: typeof customerGroups.$inferSelect;
    if (target) {
      const current = await findGroup(tx, ctx.storeId, target.id);
      if (current.version !== target.version) throw groupChanged();
      // The version in the WHERE is what holds under concurrency: of two saves of one version the second updates
      // nothing (nor does a save racing a delete), and answers 409 before touching the members.
      const [updated] = await tx
        .update(customerGroups)
        .set({ ...values, version: sql`${customerGroups.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(customerGroups.id, current.id),
            eq(customerGroups.isDeleted, false),
            eq(customerGroups.version, target.version),
          ),
        )
        .returning();
      if (!updated) throw groupChanged();
      row = updated;
      beforeIds = await tx
        .select({ customer_id: customerGroupMembers.customerId })
        .from(customerGroupMembers)
        .where(eq(customerGroupMembers.groupId, current.id));
      before = groupView(current, await memberCount(tx, current));
      await tx.delete(customerGroupMembers).where(eq(customerGroupMembers.groupId, current.id));
    } else {
      [row] = await tx
        .insert(customerGroups)
        .values({ ...values, storeId: ctx.storeId })
        .returning();
    }
    if (checked.customerIds.length > 0) {
      await tx
        .insert(customerGroupMembers)
        .values(
          checked.customerIds.map((customerId) => ({ storeId: ctx.storeId, groupId: row.id, customerId })),
        );
    }
    const after = groupView(row, await memberCount(tx, row));
    await recordAudit(tx, {
      employeeId: ctx.employeeId,
      storeId: ctx.storeId,
      entity: 'customer_group',
      entityId: row.id,
      action: target ? 'update' : 'create',
      before: before && { ...before, customer_ids: beforeIds },
      after: { ...after, customer_ids: checked.customerIds.map((customer_id) => ({ customer_id })) },
    });
    return after;
  });
}
