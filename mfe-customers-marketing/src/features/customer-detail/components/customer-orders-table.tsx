import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney, type OrderListRow } from '@storedesk/shared';
import { formatCalendarDay } from '../calendar-day';
import { CUSTOMER_DETAIL_TEXTS } from '../customer-detail-texts';
import { customerDetailUrls } from '../urls';

const T = CUSTOMER_DETAIL_TEXTS.orders;

export interface CustomerOrdersTableProps {
  rows: OrderListRow[];
  loading: boolean;
  timeZone?: string | null;
  currency?: string | null;
}

/**
 * One page of the customer's bookings, each linked to its detail. The link is an absolute path on the host's
 * router (the remote renders inside it), so the host mounts mfe_bookings, which owns /orders/:id.
 */
export function CustomerOrdersTable({ rows, loading, timeZone, currency }: CustomerOrdersTableProps) {
  const columns: ColumnsType<OrderListRow> = [
    {
      key: 'number',
      title: T.columns.number,
      render: (_, row) => <Link to={customerDetailUrls.booking(row._id)}>#{row.order_number}</Link>,
    },
    { key: 'date', title: T.columns.date, render: (_, row) => formatDate(row.createdAt, timeZone) },
    { key: 'delivery', title: T.columns.delivery, render: (_, row) => formatCalendarDay(row.delivery_date) },
    { key: 'status', title: T.columns.status, render: (_, row) => row.current_status.status_name },
    {
      key: 'paid',
      title: T.columns.paid,
      render: (_, row) =>
        row.payment.is_paid ? <Tag color="green">{T.paid}</Tag> : <Tag color="orange">{T.notPaid}</Tag>,
    },
    {
      key: 'total',
      title: T.columns.total,
      align: 'right',
      render: (_, row) => formatMoney(row.total, currency),
    },
  ];
  return (
    <Table<OrderListRow>
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: T.empty }}
      scroll={{ x: 'max-content' }}
    />
  );
}
