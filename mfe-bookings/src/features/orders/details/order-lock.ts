import type { Order } from '@storedesk/shared';

/** Completed (master status id ending in 819) blocks every edit (spec 2 §4); the server refuses them too. */
export const COMPLETED_MASTER_SUFFIX = '819';
export function isOrderLocked(order: Order): boolean {
  return order.is_completed || order.current_status.master_order_status_id.endsWith(COMPLETED_MASTER_SUFFIX);
}
