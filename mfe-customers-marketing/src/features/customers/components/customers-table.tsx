import type { ReactNode } from 'react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney, type CustomerListRow } from '@storedesk/shared';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';
import { customerName, customerPhone } from './customer-display';

export interface CustomersTableProps {
  rows: CustomerListRow[];
  loading: boolean;
  timeZone?: string | null;
  currency?: string | null;
  renderActions: (row: CustomerListRow) => ReactNode;
}

/** One page of customers; paging is the page's (typed-page validation), so the table's own is off. */
export function CustomersTable({ rows, loading, timeZone, currency, renderActions }: CustomersTableProps) {
  const columns: ColumnsType<CustomerListRow> = [
    {
      key: 'name',
      title: T.columns.name,
      // Every role that lists customers may open one (list_customer roles hold detail_customer).
      render: (_, row) => (
        <Link to={`/customers/detail?customer_id=${encodeURIComponent(row._id)}`}>{customerName(row)}</Link>
      ),
    },
    { key: 'phone', title: T.columns.phone, render: (_, row) => customerPhone(row) },
    { key: 'email', title: T.columns.email, render: (_, row) => row.email ?? '' },
    { key: 'points', title: T.columns.points, align: 'right', render: (_, row) => row.points },
    { key: 'orderCount', title: T.columns.orderCount, align: 'right', render: (_, row) => row.order_count },
    {
      key: 'orderTotal',
      title: T.columns.orderTotal,
      align: 'right',
      render: (_, row) => formatMoney(row.order_total, currency),
    },
    {
      key: 'createdDate',
      title: T.columns.createdDate,
      render: (_, row) => formatDate(row.createdAt, timeZone),
    },
    { key: 'actions', title: T.columns.actions, render: (_, row) => renderActions(row) },
  ];
  return (
    <Table<CustomerListRow>
      rowKey="_id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: T.empty }}
      scroll={{ x: 'max-content' }}
    />
  );
}
