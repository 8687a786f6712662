import { useState } from 'react';
import { Button, Input, Pagination, Space } from 'antd';
import { PAGER_TEXTS, validPage } from './page-validation';

export interface PagerProps {
  page: number;
  pages: number;
  pageSize: number;
  /** Total rows; pages * pageSize when the server gives no total. */
  total?: number;
  onChange: (page: number) => void;
  /** A typed page outside 1..pages; the screen shows INVALID_PAGE_TITLE / INVALID_PAGE_MESSAGE. */
  onInvalidPage: () => void;
}

/**
 * Pages plus a typed "go to page" box. antd's own quick jumper silently clamps a wrong number, but the spec wants
 * the user told ('Please enter valid page details'), so the jump is ours.
 */
export function Pager({ page, pages, pageSize, total, onChange, onInvalidPage }: PagerProps) {
  const [typed, setTyped] = useState('');
  const jump = () => {
    const next = validPage(typed, pages);
    if (next === null) onInvalidPage();
    else {
      onChange(next);
      setTyped('');
    }
  };
  return (
    <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
      <Pagination
        current={page}
        pageSize={pageSize}
        total={total ?? pages * pageSize}
        showSizeChanger={false}
        onChange={onChange}
      />
      <Space.Compact>
        <Input
          aria-label={PAGER_TEXTS.jumpLabel}
          inputMode="numeric"
          style={{ width: 80 }}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={jump}
        />
        <Button onClick={jump}>{PAGER_TEXTS.jump}</Button>
      </Space.Compact>
    </Space>
  );
}
