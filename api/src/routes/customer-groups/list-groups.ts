import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  CUSTOMER_GROUP_PAGE_SIZE,
  ListCustomerGroupsQuery,
  ListCustomerGroupsReply,
  listCustomerGroupsOperation,
} from '@storedesk/shared/contracts';
import { customerGroups } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pageWindow, pagedReply } from '../../http/paging';
import { memberCountOfGroupRow } from './group-members';
import { groupView } from './group-view';

/** GET store/customer/group/all: one page of the store's groups with their member counts as of now. */
export default async function listGroupsRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: listCustomerGroupsOperation,
    permission: 'list_customer_group',
    schema: {
      summary: 'One page of the customer groups, newest first, each with its current member count',
      tags: ['customer groups'],
      querystring: ListCustomerGroupsQuery,
      response: { 200: ListCustomerGroupsReply },
    },
    handler: async (request) => {
      const where = and(
        eq(customerGroups.storeId, request.auth.storeId),
        eq(customerGroups.isDeleted, false),
      );
      const { limit, skip } = pageWindow(request.query, CUSTOMER_GROUP_PAGE_SIZE);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select({ group: customerGroups, memberCount: memberCountOfGroupRow })
          .from(customerGroups)
          .where(where)
          .orderBy(desc(customerGroups.createdAt), asc(customerGroups.id))
          .limit(limit)
          .offset(skip),
        app.db.select({ total: count() }).from(customerGroups).where(where),
      ]);
      return pagedReply(
        rows.map((r) => groupView(r.group, Number(r.memberCount))),
        total,
        limit,
      );
    },
  });
}
