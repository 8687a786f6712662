import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useLocation } from 'react-router-dom';
import { CHANNEL_LABELS, formatDate, formatMoney, formatTime, type OrderListRow } from '@storedesk/shared';
import { actionsColumn, ListTable } from '@storedesk/shared/ui';
import { ORDERS_TEXTS as T } from '../orders-texts';
import { customerName, formatDay, formatSlot } from '../../shared/components/order-display';
import { bookingUrls } from '../urls';

export interface OrdersTableProps {
  rows: OrderListRow[];
  loading: boolean;
  timeZone?: string | null;
  currency?: string | null;
  /** null when the role has no row action here (no empty Actions column). */
  renderActions: ((row: OrderListRow) => React.ReactNode) | null;
  /** What an empty page says (with filters on: that they are on, and a way to clear them). */
  emptyText?: React.ReactNode;
}

/**
 * One page of bookings; paging is the page's (typed-page validation), so the table's own is off. Dates take two
 * lines (day over time) and the actions are icons, so a row fits a 1280 px window with the side menu open.
 */
export function OrdersTable({
  rows,
  loading,
  timeZone,
  currency,
  renderActions,
  emptyText = T.empty,
}: OrdersTableProps) {
  const columns: ColumnsType<OrderListRow> = [
    {
      key: 'number',
      title: T.columns.number,
      render: (_, row) => <BookingLink id={row._id} number={row.order_number} />,
    },
    { key: 'customer', title: T.columns.customer, render: (_, row) => customerName(row.customer) },
    { key: 'channel', title: T.columns.channel, render: (_, row) => CHANNEL_LABELS[row.order_type] },
    {
      key: 'bookingDate',
      title: T.columns.bookingDate,
      render: (_, row) => (
        <>
          <div>{formatDate(row.createdAt, timeZone)}</div>
          <div>{formatTime(row.createdAt, timeZone)}</div>
        </>
      ),
    },
    {
      key: 'delivery',
      title: T.columns.delivery,
      render: (_, row) => (
        <>
          <div>{formatDay(row.delivery_date)}</div>
          <div style={{ whiteSpace: 'nowrap' }}>
            {formatSlot(row.delivery_data?.start_time, row.delivery_data?.end_time)}
          </div>
        </>
      ),
    },
    {
      key: 'status',
      title: T.columns.status,
      render: (_, row) => <Tag>{row.current_status.status_name}</Tag>,
    },
    {
      key: 'total',
      title: T.columns.total,
      align: 'right',
      render: (_, row) => formatMoney(row.total, currency),
    },
    {
      key: 'paid',
      title: T.columns.paid,
      render: (_, row) =>
        row.payment.is_paid ? <Tag color="green">{T.paid}</Tag> : <Tag color="orange">{T.notPaid}</Tag>,
    },
    ...(renderActions ? [actionsColumn(T.columns.actions, renderActions)] : []),
  ];
  return <ListTable<OrderListRow> columns={columns} rows={rows} loading={loading} emptyText={emptyText} />;
}

/** Opens a booking; its Back link returns to this list page (kept in the link's state). */
function BookingLink({ id, number }: { id: string; number: number }) {
  const location = useLocation();
  return (
    <Link to={bookingUrls.details(id)} state={{ from: `${location.pathname}${location.search}` }}>
      #{number}
    </Link>
  );
}
