import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  OrderWriteReply,
  UpdateOrderStatusBody,
  updateOrderStatusOperation,
} from '@storedesk/shared/contracts';
import {
  bookingNotes,
  bookingStatusHistory,
  CANCELLED_MASTER_ORDER_STATUS_ID,
  employees,
  REFUNDED_MASTER_ORDER_STATUS_ID,
  storeOrderStatuses,
} from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/errors';
import { giveVisitsBack } from '../subscriptions/visit-ledger';
import { editBooking } from './edit-booking';
import { isCompletedStatus } from './load-order';

export const REFUND_UNPAID = { message: 'Only a paid booking can be refunded', title: 'Invalid Status' };

export default async function updateStatusRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: updateOrderStatusOperation,
    errors: ['LOCKED', 'NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'update_order_status',
    schema: {
      summary: 'Change the status of a booking',
      description:
        'The completed status (master status …819) also marks the booking paid; Refunded (…818) is refused (400) ' +
        'on an unpaid booking; other statuses leave payment as ' +
        'it is. A cancelled status (master …817) gives the visits a contract booking took back, once. Records the status history; a `reason` (e.g. why it is cancelled) becomes a note "<status>: <reason>". ' +
        'Stale `version` -> 409.',
      tags: ['orders'],
      body: UpdateOrderStatusBody,
      response: { 200: OrderWriteReply },
    },
    handler: async (request) => {
      const { _id, version, current_status, reason } = request.body;
      const { auth } = request;
      return editBooking(
        app,
        auth,
        {
          id: _id,
          version,
          action: 'update_status',
          change: async ({ tx, booking }) => {
            const [status] = await tx
              .select()
              .from(storeOrderStatuses)
              .where(
                and(
                  eq(storeOrderStatuses.id, current_status.status_id),
                  eq(storeOrderStatuses.storeId, auth.storeId),
                  eq(storeOrderStatuses.isDeleted, false),
                ),
              )
              .limit(1);
            if (!status) throw badRequest('Please choose a valid booking status', 'Invalid Status');
            if (status.masterOrderStatusId === REFUNDED_MASTER_ORDER_STATUS_ID && !booking.payment.is_paid)
              throw badRequest(REFUND_UNPAID.message, REFUND_UNPAID.title);
            await tx.insert(bookingStatusHistory).values({
              storeId: auth.storeId,
              bookingId: booking.id,
              statusId: status.id,
              statusName: status.name,
              updatedBy: auth.employeeId,
            });
            const why = reason?.trim();
            if (why) {
              const [author] = await tx
                .select({ firstName: employees.firstName, lastName: employees.lastName })
                .from(employees)
                .where(eq(employees.id, auth.employeeId))
                .limit(1);
              await tx.insert(bookingNotes).values({
                storeId: auth.storeId,
                bookingId: booking.id,
                note: `${status.name}: ${why}`,
                createdBy: auth.employeeId,
                createdByType: 'EMPLOYEE',
                createdByName: author ? `${author.firstName} ${author.lastName}`.trim() : '',
              });
            }
            // A cancelled contract booking gives its visits back, once (visit-ledger.ts says why re-opening does not
            // take them again).
            if (status.masterOrderStatusId === CANCELLED_MASTER_ORDER_STATUS_ID)
              await giveVisitsBack(tx, auth.storeId, booking.id, auth.employeeId);
            const completes = isCompletedStatus(status.masterOrderStatusId);
            return {
              currentStatusId: status.id,
              statusUpdatedBy: auth.employeeId,
              ...(completes ? { isPaid: true, payment: { ...booking.payment, is_paid: true } } : {}),
            };
          },
        },
        { message: 'Booking Status updated', title: 'Booking Updated' },
      );
    },
  });
}
