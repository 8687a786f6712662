import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney, type CustomerListRow } from '@storedesk/shared';
import { CellText, actionsColumn, useListAddress, ListTable } from '@storedesk/shared/ui';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';
import { customerName, customerPhone } from '../../shared/components/customer-display';
import { customerUrls } from '../../shared/urls/customer-urls';

export interface CustomersTableProps {
  rows: CustomerListRow[];
  loading: boolean;
  timeZone?: string | null;
  currency?: string | null;
  /** The row's actions; null when the role has none, and then there is no Actions column. */
  renderActions: ((row: CustomerListRow) => ReactNode) | null;
  /** What an empty page says (with filters on: that they are on, and a way to clear them). */
  emptyText?: ReactNode;
}

/**
 * One page of customers; paging is the page's (typed-page validation), so the table's own is off. A long e-mail
 * address is cut (whole on hover) so the row and its actions fit a 1280 px window with the side menu open.
 */
export function CustomersTable({
  rows,
  loading,
  timeZone,
  currency,
  renderActions,
  emptyText = T.empty,
}: CustomersTableProps) {
  const back = useListAddress();
  const columns: ColumnsType<CustomerListRow> = [
    {
      key: 'name',
      title: T.columns.name,
      // Every role that lists customers may open one (list_customer roles hold detail_customer).
      render: (_, row) => (
        <Link to={customerUrls.detail(row._id)} state={back}>
          {customerName(row)}
        </Link>
      ),
    },
    {
      key: 'phone',
      title: T.columns.phone,
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{customerPhone(row)}</span>,
    },
    {
      key: 'email',
      title: T.columns.email,
      // 150 px: with the widest money and date cells of a page the row still fits 1000 px (1280 with the side menu).
      render: (_, row) => row.email && <CellText maxWidth={150}>{row.email}</CellText>,
    },
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
    ...(renderActions ? [actionsColumn(T.columns.actions, renderActions)] : []),
  ];
  return <ListTable<CustomerListRow> columns={columns} rows={rows} loading={loading} emptyText={emptyText} />;
}
