import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  CUSTOMER_GROUP_MESSAGES as M,
  CUSTOMER_GROUP_PAGE_SIZE,
  CustomerGroupDetailQuery,
  CustomerGroupDetailReply,
  getCustomerGroupOperation,
} from '@storedesk/shared/contracts';
import { customerGroupMembers, customers } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pageWindow, pagedReply } from '../../http/paging';
import { customerSummary } from '../customers/customer-view';
import { findGroup } from './find-group';
import { memberWhere } from './group-members';
import { groupView } from './group-view';

/** GET store/customer/group/details: the group, its explicit ids (MANUAL) and one page of its members now. */
export default async function groupDetailsRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: getCustomerGroupOperation,
    errors: ['NOT_FOUND'],
    permission: 'detail_customer_group',
    malformedId: { message: M.notFound, title: M.notFoundTitle },
    schema: {
      summary: 'One customer group with a page of its members (computed from the conditions for AUTOMATED)',
      tags: ['customer groups'],
      querystring: CustomerGroupDetailQuery,
      response: { 200: CustomerGroupDetailReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const group = await findGroup(app.db, storeId, request.query.customer_group_id);
      const where = memberWhere(group);
      const { limit, skip } = pageWindow(request.query, CUSTOMER_GROUP_PAGE_SIZE);
      const [rows, [{ total }], listed] = await Promise.all([
        app.db
          .select()
          .from(customers)
          .where(where)
          .orderBy(asc(customers.firstName), asc(customers.lastName), asc(customers.id))
          .limit(limit)
          .offset(skip),
        app.db.select({ total: count() }).from(customers).where(where),
        group.type === 'MANUAL'
          ? app.db
              .select({ customer_id: customers.id })
              .from(customerGroupMembers)
              .innerJoin(customers, eq(customers.id, customerGroupMembers.customerId))
              .where(and(eq(customerGroupMembers.groupId, group.id), eq(customers.isDeleted, false)))
              .orderBy(asc(customers.firstName), asc(customers.lastName), asc(customers.id))
          : Promise.resolve([]),
      ]);
      return {
        data: {
          ...groupView(group, total),
          customer_ids: listed,
          members: pagedReply(rows.map(customerSummary), total, limit),
        },
      };
    },
  });
}
