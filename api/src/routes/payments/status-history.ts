import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PaymentStatusEntry } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { employees, storePaymentStatusHistory } from '../../db/schema';

/** The status history of each request, oldest entry first, with who made each change. */
export async function historyOf(db: DbOrTx, storeId: string, ids: string[]) {
  const byPayment = new Map<string, PaymentStatusEntry[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPayment;
  const rows = await db
    .select({ h: storePaymentStatusHistory, firstName: employees.firstName, lastName: employees.lastName })
    .from(storePaymentStatusHistory)
    .leftJoin(employees, eq(employees.id, storePaymentStatusHistory.updatedBy))
    .where(
      and(
        eq(storePaymentStatusHistory.storeId, storeId),
        inArray(storePaymentStatusHistory.storePaymentId, ids),
      ),
    )
    .orderBy(asc(storePaymentStatusHistory.createdAt), asc(storePaymentStatusHistory.id));
  for (const { h, firstName, lastName } of rows) {
    byPayment.get(h.storePaymentId)?.push({
      status: h.status,
      from_status: h.fromStatus,
      source: h.source,
      note: h.note,
      updated_by: h.updatedBy,
      updated_by_name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      createdAt: h.createdAt.toISOString(),
    });
  }
  return byPayment;
}
