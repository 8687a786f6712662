import { Form, Input, Select } from 'antd';
import { DateRangeFilterFields, FilterModal } from '@storedesk/shared/ui';
import { BLOG_TEXTS as T } from '../blog-texts';
import { BLOG_DATE_OPTIONS, STATUS_OPTIONS, type BlogFilter } from '../filter/blog-filter';
import { filterToForm, formToFilter, type BlogFilterForm } from '../filter/blog-filter-form';

export interface BlogFilterModalProps {
  open: boolean;
  value: BlogFilter;
  onApply: (next: BlogFilter) => void;
  onReset: () => void;
  onClose: () => void;
}

const F = T.filter;
const dateOptions = BLOG_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));

/** The blog list's filter (spec 1 §7 "GET store/blog/all"); the container remembers what it applies. */
export function BlogFilterModal({ open, value, onApply, onReset, onClose }: BlogFilterModalProps) {
  return (
    <FilterModal<BlogFilter, BlogFilterForm>
      open={open}
      value={value}
      toForm={filterToForm}
      fromForm={formToFilter}
      onApply={onApply}
      onReset={onReset}
      onClose={onClose}
    >
      <Form.Item name="keyword" label={F.keyword} extra={F.keywordHint}>
        <Input allowClear aria-label={F.keyword} />
      </Form.Item>
      <DateRangeFilterFields<BlogFilterForm>
        name="created_date_type"
        rangeName="created_range"
        label={F.createdDate}
        rangeLabel={F.createdRange}
        options={dateOptions}
      />
      <DateRangeFilterFields<BlogFilterForm>
        name="posted_date_type"
        rangeName="posted_range"
        label={F.postedDate}
        rangeLabel={F.postedRange}
        options={dateOptions}
      />
      <Form.Item name="status" label={F.status}>
        <Select
          allowClear
          aria-label={F.status}
          options={STATUS_OPTIONS.map((o) => ({ value: o, label: T.status[o] }))}
        />
      </Form.Item>
    </FilterModal>
  );
}
