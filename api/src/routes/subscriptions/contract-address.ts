import type { customerAddresses } from '../../db/schema';
import { addressView } from '../customers/customer-view';

/**
 * A saved customer address as a contract keeps it: a copy of its parts, so a later edit or removal of the saved
 * address does not move the services of a contract already sold (as a booking keeps its shipping address). The
 * phone's dialing code is the customer's.
 */
export function contractAddress(
  row: typeof customerAddresses.$inferSelect,
  dialingCode: string | null,
): Record<string, unknown> {
  const { _id: _saved, is_default: _isDefault, ...parts } = addressView(row);
  return dialingCode ? { ...parts, phone_dialing_code: dialingCode } : parts;
}
