import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  AbandonedCartList,
  AbandonedCartQuery,
  listAbandonedCartsOperation,
} from '@storedesk/shared/contracts';
import { carts, customers } from '../../db/schema';
import { defineRoute } from '../../http/define-route';
import { pageWindow, pagedReply } from '../../http/paging';
import { cartRowView } from './cart-row-view';

type Query = AbandonedCartQuery;

const SORT_COLUMNS = {
  createdAt: carts.createdAt,
  updatedAt: carts.updatedAt,
  total: carts.total,
  products_count: carts.productsCount,
} as const;

/** Store-day bounds: a day in the store's zone, as the screens choose it. */
const dayStart = (day: string, tz: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${tz})`;
const dayEnd = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${tz})`;

/** Spec 1 §5: the cart value and products count ranges count only when both ends are given. */
function cartFilters(q: Query, storeId: string, tz: string): SQL | undefined {
  // Carts staff are building on the new-booking screen are not customers' abandoned carts.
  const parts: (SQL | undefined)[] = [
    eq(carts.storeId, storeId),
    eq(carts.builtByStaff, false),
    eq(customers.isDeleted, false),
  ];
  if (q['filter.customer_id']) parts.push(eq(carts.customerId, q['filter.customer_id']));
  if (q['filter.channel']) parts.push(eq(carts.channel, q['filter.channel']));
  if (q['filter.updated_from']) parts.push(gte(carts.updatedAt, dayStart(q['filter.updated_from'], tz)));
  if (q['filter.updated_to']) parts.push(lt(carts.updatedAt, dayEnd(q['filter.updated_to'], tz)));
  const valueFrom = q['filter.cart_value_from'];
  const valueTo = q['filter.cart_value_to'];
  if (valueFrom !== undefined && valueTo !== undefined)
    parts.push(gte(carts.total, valueFrom.toFixed(2)), lte(carts.total, valueTo.toFixed(2)));
  const countFrom = q['filter.products_count_from'];
  const countTo = q['filter.products_count_to'];
  if (countFrom !== undefined && countTo !== undefined)
    parts.push(gte(carts.productsCount, countFrom), lte(carts.productsCount, countTo));
  return and(...parts);
}

export default async function listCartsRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: listAbandonedCartsOperation,
    permission: 'list_abandoned_cart',
    schema: {
      summary: 'Abandoned carts of the store, filtered and sorted (default updatedAt descending)',
      tags: ['abandoned carts'],
      querystring: AbandonedCartQuery,
      response: { 200: AbandonedCartList },
    },
    handler: async (request) => {
      const { storeId, storeTimezone } = request.auth;
      const q = request.query;
      const where = cartFilters(q, storeId, storeTimezone);
      // The list shows the Updated Date, so by default the cart changed last comes first (carts_store_updated_idx).
      const column = SORT_COLUMNS[q['filter.sort_by'] ?? 'updatedAt'];
      const direction = q['filter.sort'] === 'asc' ? asc : desc;
      const { limit, skip } = pageWindow(q, 10);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select({ cart: carts, customer: customers })
          .from(carts)
          .innerJoin(customers, eq(customers.id, carts.customerId))
          .where(where)
          .orderBy(direction(column), direction(carts.id))
          .limit(limit)
          .offset(skip),
        app.db
          .select({ total: count() })
          .from(carts)
          .innerJoin(customers, eq(customers.id, carts.customerId))
          .where(where),
      ]);
      return pagedReply(
        rows.map((r) => cartRowView(r.cart, r.customer)),
        total,
        limit,
      );
    },
  });
}
