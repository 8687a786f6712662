import { Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatMoney, paymentStatusLabel } from '@storedesk/shared';
import { formatDay } from '../../components/order-display';
import type { OrderPaymentRequest, OrderPaymentsReply } from '../../api/list-order-payments';
import { ORDER_PAYMENTS_PAGE_SIZE } from '../../api/list-order-payments';
import { DETAILS_TEXTS as T } from '../order-details-texts';

/** The booking's payment requests, 10 per page, server paged. */
export function PaymentsSection({
  reply,
  page,
  onPage,
  currency,
}: {
  reply: OrderPaymentsReply;
  page: number;
  onPage: (page: number) => void;
  currency?: string | null;
}) {
  return (
    <Table<OrderPaymentRequest>
      aria-label={T.paymentRequests}
      rowKey="_id"
      size="small"
      dataSource={reply.data}
      pagination={{
        current: page,
        pageSize: ORDER_PAYMENTS_PAGE_SIZE,
        total: reply.total ?? reply.pages * ORDER_PAYMENTS_PAGE_SIZE,
        showSizeChanger: false,
        onChange: onPage,
      }}
      columns={[
        {
          key: 'number',
          title: T.paymentNumber,
          render: (_, p) => <Link to={`/payments/${p._id}/details`}>#{p.payment_number}</Link>,
        },
        { key: 'amount', title: T.amount, render: (_, p) => formatMoney(p.amount, currency) },
        { key: 'status', title: T.status, render: (_, p) => <Tag>{paymentStatusLabel(p.status)}</Tag> },
        { key: 'due', title: T.dueDate, render: (_, p) => formatDay(p.due_date?.slice(0, 10)) },
      ]}
    />
  );
}
