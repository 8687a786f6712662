import {
  DateRangeFilterFields,
  FilterKeywordField,
  FilterModal,
  FilterSelectField,
} from '@storedesk/shared/ui';
import type { ListFilterModalProps } from '@storedesk/shared/ui';
import { BLOG_TEXTS as T } from '../blog-texts';
import { BLOG_DATE_OPTIONS, STATUS_OPTIONS, type BlogFilter } from '../filter/blog-filter';
import { filterToForm, formToFilter, type BlogFilterForm } from '../filter/blog-filter-form';

export type BlogFilterModalProps = ListFilterModalProps<BlogFilter>;

const F = T.filter;
const dateOptions = BLOG_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));

/** The blog list's filter (spec 1 §7 "GET store/blog/all"); the container remembers what it applies. */
export function BlogFilterModal(list: BlogFilterModalProps) {
  return (
    <FilterModal<BlogFilter, BlogFilterForm> {...list} toForm={filterToForm} fromForm={formToFilter}>
      <FilterKeywordField label={F.keyword} extra={F.keywordHint} />
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
      <FilterSelectField
        name="status"
        label={F.status}
        options={STATUS_OPTIONS.map((o) => ({ value: o, label: T.status[o] }))}
      />
    </FilterModal>
  );
}
