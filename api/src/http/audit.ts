import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  employeeId: string | null;
  storeId: string | null;
  /** Table-like name of what changed, e.g. 'session', 'customer', 'store_blog'. */
  entity: string;
  entityId: string | null;
  /** e.g. 'create', 'update', 'delete', 'login', 'logout', 'switch_store'. */
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit row. Pass the transaction of the write it describes, so the row exists exactly when the
 * write does (issue 2 §4: every write records who, store, entity, id, before, after, time).
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    employeeId: entry.employeeId,
    storeId: entry.storeId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
