import { Button, Space, Typography } from 'antd';
import { HISTORY_TEXTS as T } from '../push-history-texts';

export interface PrevNextPagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** The history's previous/next paging (spec 2 §2); the page is the offset sent, from 1. */
export function PrevNextPager({ page, pages, onChange, disabled }: PrevNextPagerProps) {
  return (
    <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
      <Button disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        {T.previous}
      </Button>
      <Typography.Text>{T.pageOf(page, Math.max(pages, 1))}</Typography.Text>
      <Button disabled={disabled || page >= pages} onClick={() => onChange(page + 1)}>
        {T.next}
      </Button>
    </Space>
  );
}
