// GET store/order/all: reads the query, asks list-orders-query.ts for the page, shapes the rows for the reply.
import type { FastifyInstance } from 'fastify';
import {
  ListOrdersQuery,
  ListOrdersReply,
  type OrderListRow,
  listOrdersOperation,
} from '@storedesk/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { pageWindow, pagedReply } from '../../http/paging';
import { LIST_COUNT_CAP } from './list-orders-count';
import { listOrdersPage } from './list-orders-query';
import type { ListRowData } from './list-orders-rows';
import { isCompletedStatus } from './load-order';

function toListRow(b: ListRowData): OrderListRow {
  return {
    _id: b.id,
    order_number: b.orderNumber,
    customer_id: b.customerId,
    customer: {
      _id: b.cId,
      first_name: b.firstName,
      last_name: b.lastName,
      phone_no: b.phoneNo,
      email: b.email,
    },
    products: b.products.map((p) => ({
      product_id: p.product_id || null,
      name: p.name,
      variant_name: p.variant_name,
      quantity: p.quantity,
      price: p.price,
    })),
    sub_total: Number(b.subTotal),
    tax: Number(b.tax),
    discount_value: Number(b.discountValue),
    total: Number(b.total),
    delivery_date: b.deliveryDate,
    delivery_data: b.deliveryData,
    delivery_mode: b.deliveryMode,
    current_status: {
      status_name: b.statusName,
      status_id: b.statusId,
      master_order_status_id: b.masterOrderStatusId,
      updated_by: b.statusUpdatedBy,
    },
    payment: b.payment,
    order_type: b.orderType,
    createdAt: b.createdAt.toISOString(),
    order_tags: b.orderTags,
    store_location_id: b.storeLocationId,
    customer_subscription_id: b.customerSubscriptionId,
    zuper_job_uid: b.zuperJobUid,
    version: b.version,
    is_completed: isCompletedStatus(b.masterOrderStatusId),
  };
}

export default async function listOrdersRoute(app: FastifyInstance) {
  defineRoute(app, {
    operation: listOrdersOperation,
    permission: 'list_order',
    schema: {
      summary: "The store's bookings, newest first, paged and filtered",
      description:
        '`offset` is the page from 1 (20 rows by default). Date filters are store-local days, inclusive. ' +
        '`keyword` matches the order number or the customer name, phone or e-mail. `total` is exact without ' +
        `filters; with filters it is exact up to ${LIST_COUNT_CAP} and capped there (narrow the filter to see more).`,
      tags: ['orders'],
      querystring: ListOrdersQuery,
      response: { 200: ListOrdersReply },
    },
    handler: async (request) => {
      const { limit, skip } = pageWindow(request.query, 20);
      const { rows, total } = await listOrdersPage(app.db, request.auth, request.query, { limit, skip });
      return pagedReply(rows.map(toListRow), total, limit);
    },
  });
}
