import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, formatMoney, formatPhone, formatTime, type AbandonedCartRow } from '@storedesk/shared';
import { CellText, actionsColumn, ListTable } from '@storedesk/shared/ui';
import { CARTS_TEXTS as T } from '../abandoned-carts-texts';
import { cartCustomerName, channelLabel } from '../../shared/components/cart-display';

export interface CartsTableProps {
  rows: AbandonedCartRow[];
  loading: boolean;
  timeZone?: string | null;
  currency?: string | null;
  renderActions: (row: AbandonedCartRow) => ReactNode;
  /** What an empty page says (with filters on: that they are on, and a way to clear them). */
  emptyText?: ReactNode;
}

/** Name over its contact lines (phone, e-mail), each only when known; a long e-mail address is cut. */
function CustomerCell({ customer }: Pick<AbandonedCartRow, 'customer'>) {
  return (
    <div>
      <div>{cartCustomerName({ customer })}</div>
      {customer.phone_no && (
        <Typography.Text type="secondary" style={{ display: 'block', whiteSpace: 'nowrap' }}>
          {formatPhone(customer.phone_no, customer.country_code)}
        </Typography.Text>
      )}
      {customer.email && (
        <CellText type="secondary" maxWidth={220}>
          {customer.email}
        </CellText>
      )}
    </div>
  );
}

/** One page of carts (spec 1 §2.7 columns); paging is the page's (typed-page validation), so the table's is off. */
export function CartsTable({
  rows,
  loading,
  timeZone,
  currency,
  renderActions,
  emptyText = T.empty,
}: CartsTableProps) {
  const columns: ColumnsType<AbandonedCartRow> = [
    {
      key: 'customer',
      title: T.columns.customer,
      render: (_, row) => <CustomerCell customer={row.customer} />,
    },
    { key: 'channel', title: T.columns.channel, render: (_, row) => channelLabel(row.channel) },
    {
      key: 'productsCount',
      title: T.columns.productsCount,
      align: 'right',
      render: (_, row) => row.products_count,
    },
    {
      key: 'total',
      title: T.columns.total,
      align: 'right',
      render: (_, row) => formatMoney(row.total, currency),
    },
    {
      key: 'updated',
      title: T.columns.updated,
      render: (_, row) => (
        <div>
          <div>{formatDate(row.updatedAt, timeZone)}</div>
          <Typography.Text type="secondary">{formatTime(row.updatedAt, timeZone)}</Typography.Text>
        </div>
      ),
    },
    actionsColumn(T.columns.actions, renderActions),
  ];
  return (
    <ListTable<AbandonedCartRow> columns={columns} rows={rows} loading={loading} emptyText={emptyText} />
  );
}
