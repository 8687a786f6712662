import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { duplicate } from '../../http/errors';
import { CUSTOMER_MESSAGES as M } from '../../http/customer-messages';

/**
 * 409 when another live customer of the store has the e-mail or the phone. Run inside the write's transaction;
 * `exceptId` is the customer being updated. Two writes passing this check at once are stopped by the unique
 * indexes customers_store_email_key / customers_store_phone_key, answered in the same words (constraint-answers.ts);
 * the e-mail is compared as that index compares it.
 */
export async function assertNoDuplicateContact(
  tx: Tx,
  storeId: string,
  contact: { email: string | null; phoneNo: string | null },
  exceptId?: string,
): Promise<void> {
  const taken = async (match: SQL) => {
    const [same] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.storeId, storeId),
          eq(customers.isDeleted, false),
          match,
          exceptId ? ne(customers.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(same);
  };
  if (contact.email && (await taken(sql`lower(${customers.email}) = ${contact.email.toLowerCase()}`)))
    throw duplicate(M.duplicateEmail, M.duplicateTitle);
  if (contact.phoneNo && (await taken(eq(customers.phoneNo, contact.phoneNo))))
    throw duplicate(M.duplicatePhone, M.duplicateTitle);
}
