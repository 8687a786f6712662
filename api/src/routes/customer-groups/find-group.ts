import { and, eq } from 'drizzle-orm';
import { CUSTOMER_GROUP_MESSAGES as M } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { customerGroups } from '../../db/schema';
import { notFound } from '../../http/errors';

/** A live group of the store, or 404 (another store's id looks like one that does not exist). */
export async function findGroup(db: DbOrTx, storeId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(customerGroups)
    .where(
      and(
        eq(customerGroups.id, id),
        eq(customerGroups.storeId, storeId),
        eq(customerGroups.isDeleted, false),
      ),
    )
    .limit(1);
  const [group] = lock ? await query.for('update') : await query;
  if (!group) throw notFound(M.notFound, M.notFoundTitle);
  return group;
}
