import { CHANNEL_LABELS, type AbandonedCartRow, type Channel } from '@storedesk/shared';
import { customerName } from './customer-display';

/** The cart's customer as "First Last". */
export const cartCustomerName = (row: Pick<AbandonedCartRow, 'customer'>) => customerName(row.customer);

/** The channel's label; a code the screens do not know yet is shown as it came. */
export const channelLabel = (code: string) => CHANNEL_LABELS[code as Channel] ?? code;
