import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, formatTime, type PushNotificationRow, type PushStatus } from '@storedesk/shared';
import { CellText, actionsColumn, ListTable } from '@storedesk/shared/ui';
import { HISTORY_TEXTS as T } from '../push-history-texts';
import { audienceLabel, deliveryLabel } from './push-display';

export interface PushTableProps {
  rows: PushNotificationRow[];
  loading: boolean;
  timeZone?: string | null;
  renderActions: (row: PushNotificationRow) => ReactNode;
  /** What an empty page says (with filters on: that they are on, and a way to clear them). */
  emptyText?: ReactNode;
}

const STATUS_COLORS: Record<PushStatus, string> = {
  SCHEDULED: 'blue',
  SENT: 'green',
  NOT_SENT: 'orange',
  FAILED: 'red',
  CANCELLED: 'default',
};

/** One page of notifications, newest first; paging is the page's previous/next, so the table's is off. */
export function PushTable({ rows, loading, timeZone, renderActions, emptyText = T.empty }: PushTableProps) {
  const columns: ColumnsType<PushNotificationRow> = [
    {
      key: 'title',
      title: T.columns.title,
      render: (_, row) => (
        <div style={{ maxWidth: 260 }}>
          <div>{row.title}</div>
          <CellText type="secondary" maxWidth={260}>
            {row.message}
          </CellText>
        </div>
      ),
    },
    { key: 'audience', title: T.columns.audience, render: (_, row) => audienceLabel(row) },
    { key: 'delivery', title: T.columns.delivery, render: (_, row) => deliveryLabel(row, timeZone) },
    {
      key: 'status',
      title: T.columns.status,
      render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{T.statuses[row.status]}</Tag>,
    },
    {
      key: 'created',
      title: T.columns.created,
      render: (_, row) => (
        <div>
          <div>{formatDate(row.createdAt, timeZone)}</div>
          <Typography.Text type="secondary">{formatTime(row.createdAt, timeZone)}</Typography.Text>
        </div>
      ),
    },
    actionsColumn(T.columns.actions, renderActions),
  ];
  return (
    <ListTable<PushNotificationRow> columns={columns} rows={rows} loading={loading} emptyText={emptyText} />
  );
}
