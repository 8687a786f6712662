import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AddOrderNoteBody, OrderWriteReply, addOrderNoteOperation } from '@storedesk/shared/contracts';
import { bookingNotes, employees } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { editBooking } from './edit-booking';

export default async function addNoteRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: addOrderNoteOperation,
    errors: ['LOCKED', 'NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'update_order_notes',
    schema: {
      summary: 'Add a note to a booking',
      description: 'The author is the calling employee (created_by_type EMPLOYEE). Stale `version` -> 409.',
      tags: ['orders'],
      body: AddOrderNoteBody,
      response: { 200: OrderWriteReply },
    },
    handler: async (request) => {
      const { _id, version, note } = request.body;
      const { auth } = request;
      return editBooking(
        app,
        auth,
        {
          id: _id,
          version,
          action: 'add_note',
          change: async ({ tx, booking }) => {
            const [author] = await tx
              .select({ firstName: employees.firstName, lastName: employees.lastName })
              .from(employees)
              .where(eq(employees.id, auth.employeeId))
              .limit(1);
            await tx.insert(bookingNotes).values({
              storeId: auth.storeId,
              bookingId: booking.id,
              note: note.trim() || note,
              createdBy: auth.employeeId,
              createdByType: 'EMPLOYEE',
              createdByName: author ? `${author.firstName} ${author.lastName}`.trim() : '',
            });
            return {};
          },
        },
        { message: 'Successfully Updated Notes', title: 'Booking Updated' },
      );
    },
  });
}
