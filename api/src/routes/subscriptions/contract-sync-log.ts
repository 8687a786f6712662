import { and, desc, eq } from 'drizzle-orm';
import {
  CONTRACT_SYNC_LOG_LIMIT,
  type ContractSyncEntry,
  type ContractSyncResult,
} from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { customerSubscriptionSyncs, employees } from '../../db/schema';

type SyncRow = typeof customerSubscriptionSyncs.$inferSelect;

const entry = (row: SyncRow, employeeName: string): ContractSyncEntry => ({
  _id: row.id,
  created_at: row.createdAt.toISOString(),
  employee_name: employeeName,
  result: row.result,
  external_id: row.externalId,
  message: row.message,
});

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The contract's sync attempts as the details show them: newest first, at most CONTRACT_SYNC_LOG_LIMIT. */
export async function contractSyncLog(
  db: DbOrTx,
  storeId: string,
  contractId: string,
): Promise<ContractSyncEntry[]> {
  const rows = await db
    .select({ row: customerSubscriptionSyncs, first: employees.firstName, last: employees.lastName })
    .from(customerSubscriptionSyncs)
    .leftJoin(employees, eq(employees.id, customerSubscriptionSyncs.employeeId))
    .where(
      and(
        eq(customerSubscriptionSyncs.storeId, storeId),
        eq(customerSubscriptionSyncs.customerSubscriptionId, contractId),
      ),
    )
    // The id breaks ties between attempts of the same instant, so the order is stable.
    .orderBy(desc(customerSubscriptionSyncs.createdAt), desc(customerSubscriptionSyncs.id))
    .limit(CONTRACT_SYNC_LOG_LIMIT);
  return rows.map(({ row, first, last }) => entry(row, fullName(first, last)));
}

/** Keeps one attempt (whatever came of it) and answers it as the log shows it. */
export async function recordSyncAttempt(
  db: DbOrTx,
  attempt: {
    storeId: string;
    contractId: string;
    employeeId: string;
    result: ContractSyncResult;
    externalId?: string | null;
    message: string;
  },
): Promise<ContractSyncEntry> {
  const [row] = await db
    .insert(customerSubscriptionSyncs)
    .values({
      storeId: attempt.storeId,
      customerSubscriptionId: attempt.contractId,
      employeeId: attempt.employeeId,
      result: attempt.result,
      externalId: attempt.externalId ?? null,
      message: attempt.message,
    })
    .returning();
  const [who] = await db
    .select({ first: employees.firstName, last: employees.lastName })
    .from(employees)
    .where(eq(employees.id, attempt.employeeId));
  return entry(row, who ? fullName(who.first, who.last) : '');
}
