import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { formatMoney, type DaywiseRow } from '@storedesk/shared';
import { formatSlot } from '../../shared/components/order-display';
import { DAYWISE_TEXTS as T } from '../daywise-texts';
import { daywiseUrls } from '../urls';

const ROW_HEIGHT_VIEW = 560;

/** The table's least width: with the side menu open it fits a 1280 px window, so no column is out of view. */
const MIN_WIDTH = 960;

/**
 * The day's bookings in a virtualised antd Table: only the rows in view are in the DOM, so 100,000 rows scroll
 * as smoothly as 100. Fixed column widths are required by virtual mode; Services has none, so it takes what is
 * left of the table's width (at least MIN_WIDTH, else the content area's), and long names and services are cut
 * with the whole text on hover.
 */
export function DaywiseTable({
  rows,
  loading,
  currency,
}: {
  rows: DaywiseRow[];
  loading: boolean;
  currency?: string | null;
}) {
  const columns: ColumnsType<DaywiseRow> = [
    {
      key: 'number',
      title: T.columns.number,
      width: 95,
      render: (_, row) => <Link to={daywiseUrls.booking(row._id)}>#{row.order_number}</Link>,
    },
    { key: 'customer', title: T.columns.customer, width: 130, dataIndex: 'customer_name', ellipsis: true },
    { key: 'phone', title: T.columns.phone, width: 110, dataIndex: 'phone_no' },
    {
      key: 'slot',
      title: T.columns.slot,
      width: 150,
      render: (_, row) => formatSlot(row.start_time, row.end_time),
    },
    { key: 'services', title: T.columns.services, dataIndex: 'services', ellipsis: true },
    { key: 'status', title: T.columns.status, width: 150, render: (_, row) => <Tag>{row.status_name}</Tag> },
    {
      key: 'total',
      title: T.columns.total,
      width: 95,
      align: 'right',
      render: (_, row) => formatMoney(row.total, currency),
    },
    {
      key: 'paid',
      title: T.columns.paid,
      width: 85,
      render: (_, row) =>
        row.is_paid ? <Tag color="green">{T.paid}</Tag> : <Tag color="orange">{T.notPaid}</Tag>,
    },
  ];
  return (
    <Table<DaywiseRow>
      virtual
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: MIN_WIDTH, y: ROW_HEIGHT_VIEW }}
      locale={{ emptyText: T.empty }}
    />
  );
}
