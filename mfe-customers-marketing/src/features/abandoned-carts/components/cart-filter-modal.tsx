import { Form, InputNumber, Select } from 'antd';
import { CHANNELS, CHANNEL_LABELS } from '@storedesk/shared';
import { DateRangeFilterFields, FilterModal } from '@storedesk/shared/ui';
import { CARTS_TEXTS as T } from '../abandoned-carts-texts';
import { CART_SORT_FIELDS, SORT_ORDERS, UPDATED_DATE_OPTIONS, type CartFilter } from '../filter/cart-filter';
import {
  filterToForm,
  formToFilter,
  type CartFilterForm,
  type CustomerChoice,
} from '../filter/cart-filter-form';
import { CustomerSearchSelect } from './customer-search-select';

export interface CartFilterModalProps {
  open: boolean;
  value: CartFilter;
  onApply: (next: CartFilter) => void;
  onReset: () => void;
  onClose: () => void;
  /** The customer search, run by the container. */
  customerKeyword: string;
  onCustomerKeywordChange: (keyword: string) => void;
  customerOptions: CustomerChoice[];
  searchingCustomers: boolean;
  customerSearchMin: number;
}

const F = T.filter;
const updatedDateOptions = UPDATED_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));

function NumberField({
  name,
  label,
  precision,
}: {
  name: keyof CartFilterForm;
  label: string;
  precision: number;
}) {
  return (
    <Form.Item name={name} label={label} extra={F.rangeHint}>
      <InputNumber min={0} precision={precision} style={{ width: '100%' }} aria-label={label} />
    </Form.Item>
  );
}

/** The abandoned carts' filter (spec 1 §3 "Abandoned cart" filters); the container remembers what it applies. */
export function CartFilterModal({
  open,
  value,
  onApply,
  onReset,
  onClose,
  customerKeyword,
  onCustomerKeywordChange,
  customerOptions,
  searchingCustomers,
  customerSearchMin,
}: CartFilterModalProps) {
  return (
    <FilterModal<CartFilter, CartFilterForm>
      open={open}
      value={value}
      toForm={filterToForm}
      fromForm={formToFilter}
      onApply={onApply}
      onReset={onReset}
      onClose={onClose}
    >
      <Form.Item name="customer" label={F.customer} extra={F.customerHint}>
        <CustomerSearchSelect
          keyword={customerKeyword}
          onKeywordChange={onCustomerKeywordChange}
          options={customerOptions}
          searching={searchingCustomers}
          minLength={customerSearchMin}
        />
      </Form.Item>
      <DateRangeFilterFields<CartFilterForm>
        name="updated_date_type"
        rangeName="updated_range"
        label={F.updatedDate}
        rangeLabel={F.updatedRange}
        options={updatedDateOptions}
      />
      <NumberField name="cart_value_from" label={F.cartValueFrom} precision={2} />
      <NumberField name="cart_value_to" label={F.cartValueTo} precision={2} />
      <NumberField name="products_count_from" label={F.productsCountFrom} precision={0} />
      <NumberField name="products_count_to" label={F.productsCountTo} precision={0} />
      <Form.Item name="channel" label={F.channel}>
        <Select
          allowClear
          aria-label={F.channel}
          options={CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }))}
        />
      </Form.Item>
      <Form.Item name="sort_by" label={F.sortBy}>
        <Select
          aria-label={F.sortBy}
          options={CART_SORT_FIELDS.map((s) => ({ value: s, label: T.sortByOptions[s] }))}
        />
      </Form.Item>
      <Form.Item name="sort" label={F.sort}>
        <Select
          aria-label={F.sort}
          options={SORT_ORDERS.map((s) => ({ value: s, label: T.sortOptions[s] }))}
        />
      </Form.Item>
    </FilterModal>
  );
}
