import type { FastifyInstance } from 'fastify';
import {
  OrderDetailsQuery,
  OrderDetailsReply,
  type Order,
  getOrderOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { storeTaxes, taxBreakdown } from './booking-totals';
import { loadOrder } from './load-order';

/** The "total list" of the details answer: the stored money, with each current store tax's share of the base. */
function totalsOf(order: Order, taxList: Awaited<ReturnType<typeof storeTaxes>>) {
  const taxable = Math.max(0, order.sub_total - order.discount_value - order.discount_by_points);
  return {
    items: order.products.length,
    quantity: order.products.reduce((sum, line) => sum + line.selected_quantity, 0),
    sub_total: order.sub_total,
    discount_value: order.discount_value,
    discount_by_points: order.discount_by_points,
    taxes: taxBreakdown(Math.round(taxable * 100) / 100, taxList),
    tax: order.tax,
    delivery_cost: order.delivery_data?.delivery_cost ?? 0,
    total: order.total,
  };
}

export default async function orderDetailsRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: getOrderOperation,
    errors: ['NOT_FOUND'],
    malformedId: { message: 'Booking not found', title: 'Not Found' },
    permission: 'detail_order',
    schema: {
      summary: 'One booking with its services, notes, status and payment',
      description:
        '`total` is the money breakdown: counts, sub_total, discounts, each store tax (as the store taxes are ' +
        "now) with its amount, the stored tax, delivery cost and total. Another store's id answers 404.",
      tags: ['orders'],
      querystring: OrderDetailsQuery,
      response: { 200: OrderDetailsReply },
    },
    handler: async (request) => {
      const { storeId } = request.auth;
      const [order, taxList] = await Promise.all([
        loadOrder(app.db, storeId, request.query.id),
        storeTaxes(app.db, storeId),
      ]);
      if (!order) throw notFound('Booking not found', 'Not Found');
      return { data: order, total: totalsOf(order, taxList) };
    },
  });
}
