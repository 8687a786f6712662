import type { ReactNode } from 'react';
import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { LIST_TABLE_LAYOUT } from './row-actions';

export interface ListTableProps<Row> {
  columns: ColumnsType<Row>;
  rows: readonly Row[] | undefined;
  loading?: boolean;
  /** What the table says when the page has no rows (each list words it its own way). */
  emptyText: ReactNode;
  /** Off by default: a list pages with the kit's Pager below the table (typed-page validation, page in the address). */
  pagination?: TableProps<Row>['pagination'];
  'aria-label'?: string;
}

/** One page of a list: rows keyed by `_id`, the kit's list layout, the list's own empty text. */
export function ListTable<Row extends { _id: string }>({
  columns,
  rows,
  loading,
  emptyText,
  pagination = false,
  'aria-label': label,
}: ListTableProps<Row>) {
  return (
    <Table<Row>
      {...LIST_TABLE_LAYOUT}
      aria-label={label}
      rowKey="_id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText }}
    />
  );
}
