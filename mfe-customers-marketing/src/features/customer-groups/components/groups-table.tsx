import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, type CustomerGroupRow } from '@storedesk/shared';
import { CellText, actionsColumn, ListTable } from '@storedesk/shared/ui';
import { GROUP_TEXTS as T } from '../customer-groups-texts';

export interface GroupsTableProps {
  rows: CustomerGroupRow[];
  loading: boolean;
  timeZone?: string | null;
  renderActions: (row: CustomerGroupRow) => ReactNode;
}

/** One page of groups; the page's Pager does the paging. */
export function GroupsTable({ rows, loading, timeZone, renderActions }: GroupsTableProps) {
  const columns: ColumnsType<CustomerGroupRow> = [
    {
      key: 'name',
      title: T.columns.name,
      render: (_, row) => (
        <CellText maxWidth={280} lines={2}>
          {row.name}
        </CellText>
      ),
    },
    { key: 'type', title: T.columns.type, render: (_, row) => T.types[row.type] },
    { key: 'members', title: T.columns.members, align: 'right', render: (_, row) => row.member_count },
    {
      key: 'createdDate',
      title: T.columns.createdDate,
      render: (_, row) => formatDate(row.createdAt, timeZone),
    },
    actionsColumn(T.columns.actions, renderActions),
  ];
  return <ListTable<CustomerGroupRow> columns={columns} rows={rows} loading={loading} emptyText={T.empty} />;
}
