import { Form } from 'antd';
import {
  DateRangeFilterFields,
  FilterKeywordField,
  FilterModal,
  type ListFilterModalProps,
} from '@storedesk/shared/ui';
import { HISTORY_TEXTS as T } from '../push-history-texts';
import { CREATED_DATE_OPTIONS, type PushFilter } from '../filter/push-filter';
import {
  pushFilterToForm,
  pushFormToFilter,
  type CustomerChoice,
  type PushFilterForm,
} from '../filter/push-filter-form';
import { SearchSelect } from './search-select';

export interface PushFilterModalProps extends ListFilterModalProps<PushFilter> {
  /** The customer search, run by the container from `customerSearchMin` characters. */
  customerKeyword: string;
  onCustomerKeywordChange: (keyword: string) => void;
  customerOptions: CustomerChoice[];
  searchingCustomers: boolean;
  customerSearchMin: number;
}

const F = T.filter;
const createdDateOptions = CREATED_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));

/** The history's filter (spec 2 §2): keyword, created date choice, customer; the container remembers it. */
export function PushFilterModal({
  customerKeyword,
  onCustomerKeywordChange,
  customerOptions,
  searchingCustomers,
  customerSearchMin,
  ...list
}: PushFilterModalProps) {
  return (
    <FilterModal<PushFilter, PushFilterForm> {...list} toForm={pushFilterToForm} fromForm={pushFormToFilter}>
      <FilterKeywordField label={F.keyword} extra={F.keywordHint} maxLength={100} />
      <DateRangeFilterFields<PushFilterForm>
        name="created_date_type"
        rangeName="created_range"
        label={F.createdDate}
        rangeLabel={F.createdRange}
        options={createdDateOptions}
      />
      <Form.Item name="customer" label={F.customer} extra={F.customerHint}>
        <SearchSelect
          label={F.customer}
          keyword={customerKeyword}
          onKeywordChange={onCustomerKeywordChange}
          options={customerOptions}
          searching={searchingCustomers}
          minLength={customerSearchMin}
          tooShortText={F.customerTooShort}
          noneText={F.customerNone}
        />
      </Form.Item>
    </FilterModal>
  );
}
