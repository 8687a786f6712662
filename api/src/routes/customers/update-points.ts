import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  CUSTOMER_NOT_FOUND_MESSAGE,
  CUSTOMER_NOT_FOUND_TITLE,
  CUSTOMER_POINTS_UPDATED_MESSAGE,
  CUSTOMER_POINTS_UPDATED_TITLE,
  UpdateCustomerPointsBody,
  UpdateCustomerPointsReply,
  updateCustomerPointsOperation,
} from '@storedesk/shared/contracts';
import { customers } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { customerChanged } from './customer-changed';
import { customerListRow } from './customer-list-view';

/**
 * PUT customer/points: the list's points modal (its own route: update_customer_points, not edit_customer). The
 * modal sends the new balance, not a change to it, so it is written only while the customer still has the version
 * the list showed: a save in between, or a booking that spent points (migration 0008's trigger bumps the version),
 * answers 409 instead of being overwritten.
 */
export default async function updatePointsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: updateCustomerPointsOperation,
    errors: ['NOT_FOUND', 'CHANGED_ELSEWHERE'],
    permission: 'update_customer_points',
    schema: {
      summary: "Set a customer's points (first_name is accepted as the screen sends it, and not written)",
      tags: ['customers'],
      body: UpdateCustomerPointsBody,
      response: { 200: UpdateCustomerPointsReply },
    },
    handler: async (request) => {
      const { storeId, employeeId } = request.auth;
      const { _id: id, version, points } = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const own = and(eq(customers.id, id), eq(customers.storeId, storeId), eq(customers.isDeleted, false));
        const [before] = await tx.select().from(customers).where(own).limit(1);
        if (!before) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE, CUSTOMER_NOT_FOUND_TITLE);
        // The version in the WHERE is what holds under concurrency: of two saves of one version the second
        // updates nothing (nor does a save racing a delete), and answers 409.
        const [row] = await tx
          .update(customers)
          .set({ points, version: sql`${customers.version} + 1`, updatedAt: new Date() })
          .where(and(own, eq(customers.version, version)))
          .returning();
        if (!row) throw customerChanged();
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
