import { Form, Input, InputNumber, Select } from 'antd';
import { DateRangeFilterFields, FilterModal } from '@storedesk/shared/ui';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';
import { ADDED_DATE_OPTIONS, PUSH_OPTIONS, type CustomerFilter } from '../filter/customer-filter';
import { filterToForm, formToFilter, type CustomerFilterForm } from '../filter/customer-filter-form';

export interface CustomerFilterModalProps {
  open: boolean;
  value: CustomerFilter;
  onApply: (next: CustomerFilter) => void;
  onReset: () => void;
  onClose: () => void;
}

const F = T.filter;
const addedDateOptions = ADDED_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));

function NumberField({
  name,
  label,
  precision,
}: {
  name: keyof CustomerFilterForm;
  label: string;
  precision: number;
}) {
  return (
    <Form.Item name={name} label={label}>
      <InputNumber min={0} precision={precision} style={{ width: '100%' }} aria-label={label} />
    </Form.Item>
  );
}

/** The customer list's filter (spec 1 §3 "List filters"); the container remembers what it applies. */
export function CustomerFilterModal({ open, value, onApply, onReset, onClose }: CustomerFilterModalProps) {
  return (
    <FilterModal<CustomerFilter, CustomerFilterForm>
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
      <DateRangeFilterFields<CustomerFilterForm>
        name="added_date_type"
        rangeName="added_range"
        label={F.addedDate}
        rangeLabel={F.addedRange}
        options={addedDateOptions}
      />
      <NumberField name="order_count_from" label={F.orderCountFrom} precision={0} />
      <NumberField name="order_count_to" label={F.orderCountTo} precision={0} />
      <NumberField name="points_from" label={F.pointsFrom} precision={0} />
      <NumberField name="points_to" label={F.pointsTo} precision={0} />
      <NumberField name="order_total_from" label={F.orderTotalFrom} precision={2} />
      <NumberField name="order_total_to" label={F.orderTotalTo} precision={2} />
      <Form.Item name="push_notification" label={F.pushNotification}>
        <Select
          allowClear
          aria-label={F.pushNotification}
          options={PUSH_OPTIONS.map((o) => ({ value: o, label: T.pushOptions[o] }))}
        />
      </Form.Item>
    </FilterModal>
  );
}
