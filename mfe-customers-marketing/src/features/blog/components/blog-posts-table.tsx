import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, type BlogPost } from '@storedesk/shared';
import { CellText, actionsColumn, useListAddress, ListTable } from '@storedesk/shared/ui';
import { BLOG_TEXTS as T } from '../blog-texts';
import { blogUrls } from '../urls';

export interface BlogPostsTableProps {
  rows: BlogPost[];
  loading: boolean;
  timeZone?: string | null;
  /** Titles link to the details only for a role that may open them. */
  canOpen: boolean;
  /** The row's actions; null when the role has none, and then there is no Actions column. */
  renderActions: ((row: BlogPost) => ReactNode) | null;
  /** What an empty page says (with filters on: that they are on, and a way to clear them). */
  emptyText?: ReactNode;
}

/** Active or Inactive from is_active. */
export function StatusTag({ active }: { active: boolean }) {
  return <Tag color={active ? 'green' : 'default'}>{active ? T.status.true : T.status.false}</Tag>;
}

/**
 * One page of posts; paging is the page's (typed-page validation), so the table's own is off. Titles wrap and a long
 * URL slug is cut (whole on hover), so the row and its actions fit a 1280 px window with the side menu open.
 */
export function BlogPostsTable({
  rows,
  loading,
  timeZone,
  canOpen,
  renderActions,
  emptyText = T.empty,
}: BlogPostsTableProps) {
  const back = useListAddress();
  const columns: ColumnsType<BlogPost> = [
    {
      key: 'title',
      title: T.columns.title,
      render: (_, row) => (
        <CellText
          maxWidth={280}
          lines={2}
          to={canOpen ? blogUrls.detail(row._id) : undefined}
          linkState={back}
        >
          {row.title}
        </CellText>
      ),
    },
    {
      key: 'slug',
      title: T.columns.slug,
      render: (_, row) => <CellText maxWidth={200}>{row.url_slug}</CellText>,
    },
    { key: 'status', title: T.columns.status, render: (_, row) => <StatusTag active={row.is_active} /> },
    { key: 'postDate', title: T.columns.postDate, render: (_, row) => formatDate(row.post_date, timeZone) },
    {
      key: 'createdDate',
      title: T.columns.createdDate,
      render: (_, row) => formatDate(row.createdAt, timeZone),
    },
    ...(renderActions ? [actionsColumn(T.columns.actions, renderActions)] : []),
  ];
  return <ListTable<BlogPost> columns={columns} rows={rows} loading={loading} emptyText={emptyText} />;
}
