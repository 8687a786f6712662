import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';
import { INVALID_PAGE_MESSAGE, INVALID_PAGE_TITLE, toast } from '@storedesk/shared';
import { Pager } from '@storedesk/shared/ui';
import { DETAIL_PAGE_SIZE } from '../api/customer-lists';

export interface PagedSectionProps {
  title: string;
  page: number;
  pages: number;
  total?: number;
  onPageChange: (page: number) => void;
  children: ReactNode;
}

/** A titled list of the detail screen with its own pager (10 a page, from 1; typed pages validated). */
export function PagedSection({ title, page, pages, total, onPageChange, children }: PagedSectionProps) {
  return (
    <section aria-label={title}>
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {children}
        {pages > 1 && (
          <Pager
            page={page}
            pages={pages}
            pageSize={DETAIL_PAGE_SIZE}
            total={total}
            onChange={onPageChange}
            onInvalidPage={() => toast.error(INVALID_PAGE_TITLE, INVALID_PAGE_MESSAGE)}
          />
        )}
      </Space>
    </section>
  );
}
