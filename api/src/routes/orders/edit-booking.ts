import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ORDER_CHANGED_MESSAGE,
  ORDER_CHANGED_TITLE,
  ORDER_COMPLETED_MESSAGE,
  ORDER_COMPLETED_TITLE,
  type Order,
  type OrderWriteReply,
} from '@storedesk/shared/contracts';
import type { AuthContext } from '../../auth/session';
import type { Tx } from '../../db/client';
import { bookings, storeOrderStatuses } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { changedElsewhere, locked, notFound } from '../../http/errors';
import { isCompletedStatus, loadOrder, type BookingRow } from './load-order';

export const bookingChanged = () => changedElsewhere(ORDER_CHANGED_MESSAGE, ORDER_CHANGED_TITLE);
/** Spec 2 §6: a completed booking's options are locked; changing one is forbidden, not a conflict. */
export const bookingCompleted = () => locked(ORDER_COMPLETED_MESSAGE, ORDER_COMPLETED_TITLE);

export interface EditContext {
  tx: Tx;
  booking: BookingRow;
  auth: AuthContext;
}

export interface EditOptions {
  id: string;
  version: number;
  /** Audit action, e.g. 'update_status'. */
  action: string;
  /** Completed bookings refuse every edit except the ones that pass false (sync only records an external id). */
  lockWhenCompleted?: boolean;
  /** Writes its own rows (items, notes, history) and returns the booking columns to change. */
  change: (ctx: EditContext) => Promise<Partial<typeof bookings.$inferInsert>>;
}

/**
 * Every edit of a booking goes through here, in one transaction: lock the row (so two saves queue instead of
 * interleaving), refuse another store's id (404), a stale version (409, nothing written) and a completed booking
 * (403, the locked-option text), apply the change, bump the version, write the audit row. Answers the booking as it is after the write.
 */
export async function editBooking(
  app: FastifyInstance,
  auth: AuthContext,
  options: EditOptions,
  success: { message: string; title: string },
): Promise<OrderWriteReply> {
  const after = await app.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ booking: bookings, masterStatusId: storeOrderStatuses.masterOrderStatusId })
      .from(bookings)
      .innerJoin(storeOrderStatuses, eq(storeOrderStatuses.id, bookings.currentStatusId))
      .where(and(eq(bookings.id, options.id), eq(bookings.storeId, auth.storeId)))
      .for('update', { of: bookings })
      .limit(1);
    if (!locked) throw notFound('Booking not found', 'Not Found');
    const { booking } = locked;
    if (booking.version !== options.version) throw bookingChanged();
    if ((options.lockWhenCompleted ?? true) && isCompletedStatus(locked.masterStatusId)) {
      throw bookingCompleted();
    }
    const before = await loadOrder(tx, auth.storeId, booking.id);
    const changes = await options.change({ tx, booking, auth });
    await tx
      .update(bookings)
      .set({ ...changes, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
      .where(eq(bookings.id, booking.id));
    const updated = (await loadOrder(tx, auth.storeId, booking.id)) as Order;
    await recordAudit(tx, {
      employeeId: auth.employeeId,
      storeId: auth.storeId,
      entity: 'booking',
      entityId: booking.id,
      action: options.action,
      before,
      after: updated,
    });
    return updated;
  });
  return { ...success, data: after };
}
