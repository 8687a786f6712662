import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DeleteOrderQuery, OrderDeleteReply, deleteOrderOperation } from '@storedesk/shared/contracts';
import { bookings, storeOrderStatuses } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { giveVisitsBack } from '../subscriptions/visit-ledger';
import { bookingChanged, bookingCompleted } from './edit-booking';
import { isCompletedStatus, loadOrder } from './load-order';

export default async function deleteOrderRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: deleteOrderOperation,
    errors: ['LOCKED', 'NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'delete_order',
    schema: {
      summary: 'Delete a booking',
      description:
        'Removes the booking with its lines, notes, history and payment requests. `version`, when sent, must be ' +
        'the current one (409 otherwise). A completed booking cannot be deleted (403).',
      tags: ['orders'],
      querystring: DeleteOrderQuery,
      response: { 200: OrderDeleteReply },
    },
    handler: async (request) => {
      const { id, version } = request.query;
      const { auth } = request;
      await app.db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ version: bookings.version, masterStatusId: storeOrderStatuses.masterOrderStatusId })
          .from(bookings)
          .innerJoin(storeOrderStatuses, eq(storeOrderStatuses.id, bookings.currentStatusId))
          .where(and(eq(bookings.id, id), eq(bookings.storeId, auth.storeId)))
          .for('update', { of: bookings })
          .limit(1);
        if (!locked) throw notFound('Booking not found', 'Not Found');
        if (version !== undefined && version !== locked.version) throw bookingChanged();
        if (isCompletedStatus(locked.masterStatusId)) throw bookingCompleted();
        const before = await loadOrder(tx, auth.storeId, id);
        // Before the delete: the booking's visit row goes with it (cascade), and its visits go back to the contract.
        await giveVisitsBack(tx, auth.storeId, id, auth.employeeId);
        await tx.delete(bookings).where(eq(bookings.id, id));
        await recordAudit(tx, {
          employeeId: auth.employeeId,
          storeId: auth.storeId,
          entity: 'booking',
          entityId: id,
          action: 'delete',
          before,
        });
      });
      return { message: 'Booking has been deleted', title: 'Booking Deleted' };
    },
  });
}
