import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import type { Order } from '@storedesk/shared';
import type { PaymentRequestRow } from '@storedesk/shared/ui';
import { mockOrders } from './mock-orders';
import { emptyScenario, mockUrl, paged, refuse } from '@storedesk/shared/dev/mocks';
import { query, storeToday } from '@storedesk/shared/dev/mock-request';
import { mockId, round2 } from '@storedesk/shared/dev/mock-data';

/**
 * Payment requests of the mock bookings (id kind 0x60): the fields the booking screens show (the kit's
 * PaymentRequestsTable) plus the ids the list filters by (customer_id, order_id, order_number).
 */
export interface MockPaymentRequest extends PaymentRequestRow {
  customer_id: string;
  order_id: string;
  order_number: number;
  customer_subscription_id: string | null;
  payment: { is_paid: boolean };
}

/** An unpaid booking has one pending request (half of its total); a paid one that had a request shows it PAID. */
function requestsOf(order: Order): MockPaymentRequest[] {
  if (order.order_number % 3 !== 0 && !order.request_customer_payment) return [];
  const due = dayjs(order.delivery_date ?? order.createdAt.slice(0, 10))
    .add(7, 'day')
    .format('YYYY-MM-DD');
  return [
    {
      _id: mockId(0x60, order.order_number),
      payment_number: 7000 + order.order_number,
      amount: round2(order.total / 2).toFixed(2),
      // Paid ones were paid in full; a pending one has received nothing yet.
      amount_paid: order.payment.is_paid ? round2(order.total / 2).toFixed(2) : '0.00',
      status: order.payment.is_paid ? 'PAID' : 'PENDING',
      due_date: due,
      payment: { is_paid: order.payment.is_paid },
      is_paid: order.payment.is_paid,
      link_status: 'NOT_CONFIGURED',
      needs_review: false,
      customer_id: order.customer_id,
      order_id: order._id,
      order_number: order.order_number,
      customer_subscription_id: null,
    },
  ];
}

/** GET store/payment/all with filter.order_id / customer_id / order_no / status / is_paid, 10 per page. */
export const paymentHandlers = [
  http.get(mockUrl('store/payment/all'), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const want = (key: string) => q.get(`filter.${key}`);
    const rows = emptyScenario()
      ? []
      : mockOrders(storeToday())
          .orders.flatMap(requestsOf)
          .filter(
            (p) =>
              (!want('order_id') || p.order_id === want('order_id')) &&
              (!want('customer_id') || p.customer_id === want('customer_id')) &&
              (!want('order_no') || String(p.order_number) === want('order_no')) &&
              (!want('status') || p.status === want('status')) &&
              (!want('is_paid') || String(p.payment?.is_paid) === want('is_paid')),
          );
    return HttpResponse.json(paged(rows, q.get('limit'), q.get('offset'), 10));
  }),
];
