import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney, paymentStatusLabel, type PaymentListRow } from '@storedesk/shared';
import { formatCalendarDay } from '../calendar-day';
import { CUSTOMER_DETAIL_TEXTS } from '../customer-detail-texts';

const T = CUSTOMER_DETAIL_TEXTS.payments;

export interface CustomerPaymentsTableProps {
  rows: PaymentListRow[];
  loading: boolean;
  timeZone?: string | null;
  currency?: string | null;
}

/** What a request bills: "Booking #1001" or "Contract #5001". */
export function paymentFor(row: Pick<PaymentListRow, 'order_number' | 'subscription_number'>): string {
  if (row.order_number !== null) return `${T.booking} #${row.order_number}`;
  if (row.subscription_number !== null) return `${T.contract} #${row.subscription_number}`;
  return '';
}

/** One page of the customer's payment requests. */
export function CustomerPaymentsTable({ rows, loading, timeZone, currency }: CustomerPaymentsTableProps) {
  const columns: ColumnsType<PaymentListRow> = [
    {
      key: 'number',
      title: T.columns.number,
      render: (_, row) => <Link to={`/payments/${row._id}/details`}>#{row.payment_number}</Link>,
    },
    { key: 'for', title: T.columns.for, render: (_, row) => paymentFor(row) },
    {
      key: 'amount',
      title: T.columns.amount,
      align: 'right',
      render: (_, row) => formatMoney(row.amount, currency),
    },
    { key: 'status', title: T.columns.status, render: (_, row) => paymentStatusLabel(row.status) },
    { key: 'dueDate', title: T.columns.dueDate, render: (_, row) => formatCalendarDay(row.due_date) },
    { key: 'created', title: T.columns.created, render: (_, row) => formatDate(row.createdAt, timeZone) },
  ];
  return (
    <Table<PaymentListRow>
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
