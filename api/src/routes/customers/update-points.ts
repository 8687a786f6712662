import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  CUSTOMER_NOT_FOUND_MESSAGE,
  CUSTOMER_NOT_FOUND_TITLE,
  CUSTOMER_POINTS_UPDATED_MESSAGE,
  CUSTOMER_POINTS_UPDATED_TITLE,
  UpdateCustomerPointsBody,
  UpdateCustomerPointsReply,
} from '@storedesk/shared/contracts';
import { customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { customerListRow } from './customer-list-view';

/** PUT customer/points: the list's points modal (its own route: update_customer_points, not edit_customer). */
export default async function updatePointsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'PUT',
    url: '/customer/points',
    permission: 'update_customer_points',
    schema: {
      summary: "Set a customer's points (first_name is accepted as the screen sends it, and not written)",
      tags: ['customers'],
      body: UpdateCustomerPointsBody,
      response: { 200: UpdateCustomerPointsReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const { _id: id, points } = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const own = and(eq(customers.id, id), eq(customers.storeId, storeId), eq(customers.isDeleted, false));
        // FOR UPDATE: the audit's "before" is the value this write replaces, not one a parallel write replaced.
        const [before] = await tx.select().from(customers).where(own).limit(1).for('update');
        if (!before) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE, CUSTOMER_NOT_FOUND_TITLE);
        const [row] = await tx
          .update(customers)
          .set({ points, updatedAt: new Date() })
          .where(eq(customers.id, before.id))
          .returning();
        await recordAudit(tx, {
          employeeId,
          storeId,
          entity: 'customer',
          entityId: row.id,
          action: 'update_points',
          before: { points: before.points },
          after: { points: row.points },
        });
        return row;
      });
      return {
        message: CUSTOMER_POINTS_UPDATED_MESSAGE,
        title: CUSTOMER_POINTS_UPDATED_TITLE,
        data: customerListRow(updated),
      };
    },
  });
}
