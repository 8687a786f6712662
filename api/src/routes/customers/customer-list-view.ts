import type { CustomerListRow } from '@storedesk/shared/contracts';
import type { customers } from '../../db/schema';
import { customerSummary } from './customer-view';

/** A row of the customer list: the summary plus its version (for the points modal), the push flag and the created instant. */
export function customerListRow(c: typeof customers.$inferSelect): CustomerListRow {
  return {
    ...customerSummary(c),
    version: c.version,
    push_notification: c.pushNotification,
    createdAt: c.createdAt.toISOString(),
  };
}
