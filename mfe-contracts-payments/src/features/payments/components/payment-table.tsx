import { Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { formatMoney, type PaymentListRow } from '@storedesk/shared';
import { actionsColumn, CellText, LIST_TABLE_LAYOUT, RowAction, RowActions } from '@storedesk/shared/ui';
import { LIST_TEXTS as T } from '../payment-texts';
import { billedLabel, customerLabel, formatDay, receivedAmount } from './payment-display';
import { PaymentStatusTag, ReviewTag } from './payment-status-tag';

export interface PaymentTableProps {
  rows: PaymentListRow[];
  loading: boolean;
  currency?: string | null;
}

export const detailsPath = (id: string) => `/payments/${id}/details`;

/** One page of payment requests: the columns a finance clerk reads, and View. */
export function PaymentTable({ rows, loading, currency }: PaymentTableProps) {
  const columns: ColumnsType<PaymentListRow> = [
    {
      key: 'number',
      title: T.columns.number,
      render: (_, row) => <Link to={detailsPath(row._id)}>#{row.payment_number}</Link>,
    },
    {
      key: 'customer',
      title: T.columns.customer,
      render: (_, row) => <CellText maxWidth={200}>{customerLabel(row.customer)}</CellText>,
    },
    { key: 'billed', title: T.columns.billed, render: (_, row) => billedLabel(row) },
    {
      key: 'amount',
      title: T.columns.amount,
      align: 'right',
      render: (_, row) => formatMoney(row.amount, currency),
    },
    {
      key: 'received',
      title: T.columns.received,
      align: 'right',
      render: (_, row) => formatMoney(receivedAmount(row), currency),
    },
    { key: 'due', title: T.columns.dueDate, render: (_, row) => formatDay(row.due_date) },
    {
      key: 'status',
      title: T.columns.status,
      render: (_, row) => (
        <Space size={4} wrap>
          <PaymentStatusTag status={row.status} />
          {row.needs_review && <ReviewTag />}
        </Space>
      ),
    },
    { key: 'paid', title: T.columns.paid, render: (_, row) => (row.is_paid ? T.yes : T.no) },
    actionsColumn<PaymentListRow>(T.columns.actions, (row) => (
      <RowActions>
        <RowAction label={T.view} ariaLabel={`${T.view} #${row.payment_number}`} to={detailsPath(row._id)} />
      </RowActions>
    )),
  ];
  return (
    <Table<PaymentListRow>
      {...LIST_TABLE_LAYOUT}
      aria-label={T.title}
      rowKey="_id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: T.empty }}
    />
  );
}
