import {
  DateRangeFilterFields,
  FilterKeywordField,
  FilterModal,
  FilterNumberField,
  FilterSelectField,
} from '@storedesk/shared/ui';
import type { ListFilterModalProps } from '@storedesk/shared/ui';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';
import { ADDED_DATE_OPTIONS, PUSH_OPTIONS, type CustomerFilter } from '../../shared/filter/customer-filter';
import { filterToForm, formToFilter, type CustomerFilterForm } from '../filter/customer-filter-form';

export type CustomerFilterModalProps = ListFilterModalProps<CustomerFilter>;

const F = T.filter;
const addedDateOptions = ADDED_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));

/** The customer list's filter (spec 1 §3 "List filters"); the container remembers what it applies. */
export function CustomerFilterModal(list: CustomerFilterModalProps) {
  return (
    <FilterModal<CustomerFilter, CustomerFilterForm> {...list} toForm={filterToForm} fromForm={formToFilter}>
      <FilterKeywordField label={F.keyword} extra={F.keywordHint} />
      <DateRangeFilterFields<CustomerFilterForm>
        name="added_date_type"
        rangeName="added_range"
        label={F.addedDate}
        rangeLabel={F.addedRange}
        options={addedDateOptions}
      />
      <FilterNumberField name="order_count_from" label={F.orderCountFrom} precision={0} />
      <FilterNumberField name="order_count_to" label={F.orderCountTo} precision={0} />
      <FilterNumberField name="points_from" label={F.pointsFrom} precision={0} />
      <FilterNumberField name="points_to" label={F.pointsTo} precision={0} />
      <FilterNumberField name="order_total_from" label={F.orderTotalFrom} precision={2} />
      <FilterNumberField name="order_total_to" label={F.orderTotalTo} precision={2} />
      <FilterSelectField
        name="push_notification"
        label={F.pushNotification}
        options={PUSH_OPTIONS.map((o) => ({ value: o, label: T.pushOptions[o] }))}
      />
    </FilterModal>
  );
}
