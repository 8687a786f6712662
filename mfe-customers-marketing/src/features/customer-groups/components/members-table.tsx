import type { ColumnsType } from 'antd/es/table';
import { formatMoney, type CustomerSummary } from '@storedesk/shared';
import { CellText, RowAction, actionsColumn, ListTable } from '@storedesk/shared/ui';
import { GROUP_PAGE_SIZE, GROUP_TEXTS as T } from '../customer-groups-texts';
import { memberName, memberPhone } from './member-display';

export interface MembersTableProps {
  rows: CustomerSummary[];
  loading?: boolean;
  currency?: string | null;
  page: number;
  /** All members; with more rows than a page the table shows the page's slice itself. */
  total: number;
  onPageChange: (page: number) => void;
  /** Present on the edit form: a Remove button per row. */
  onRemove?: (row: CustomerSummary) => void;
}

/** A group's customers, 20 a page (spec 1 §9). */
export function MembersTable({
  rows,
  loading,
  currency,
  page,
  total,
  onPageChange,
  onRemove,
}: MembersTableProps) {
  const columns: ColumnsType<CustomerSummary> = [
    { key: 'name', title: T.memberColumns.name, render: (_, row) => memberName(row) },
    {
      key: 'phone',
      title: T.memberColumns.phone,
      render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{memberPhone(row)}</span>,
    },
    {
      key: 'email',
      title: T.memberColumns.email,
      render: (_, row) => row.email && <CellText maxWidth={240}>{row.email}</CellText>,
    },
    {
      key: 'orderCount',
      title: T.memberColumns.orderCount,
      align: 'right',
      render: (_, row) => row.order_count,
    },
    {
      key: 'orderTotal',
      title: T.memberColumns.orderTotal,
      align: 'right',
      render: (_, row) => formatMoney(row.order_total, currency),
    },
  ];
  if (onRemove) {
    columns.push(
      actionsColumn(T.memberColumns.actions, (row) => (
        <RowAction
          label={T.remove}
          ariaLabel={`${T.remove} ${memberName(row)}`}
          danger
          onClick={() => onRemove(row)}
        />
      )),
    );
  }
  return (
    <ListTable<CustomerSummary>
      columns={columns}
      rows={rows}
      loading={loading}
      emptyText={T.noMembers}
      pagination={
        total > GROUP_PAGE_SIZE && {
          current: page,
          pageSize: GROUP_PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: onPageChange,
        }
      }
    />
  );
}
