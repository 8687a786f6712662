import { Form } from 'antd';
import { CHANNELS, CHANNEL_LABELS } from '@storedesk/shared';
import {
  DateRangeFilterFields,
  FilterModal,
  FilterNumberField,
  FilterSelectField,
} from '@storedesk/shared/ui';
import type { ListFilterModalProps } from '@storedesk/shared/ui';
import { CARTS_TEXTS as T } from '../abandoned-carts-texts';
import { CART_SORT_FIELDS, SORT_ORDERS, UPDATED_DATE_OPTIONS, type CartFilter } from '../filter/cart-filter';
import {
  filterToForm,
  formToFilter,
  type CartFilterForm,
  type CustomerChoice,
} from '../filter/cart-filter-form';
import { CustomerSearchSelect } from './customer-search-select';

export interface CartFilterModalProps extends ListFilterModalProps<CartFilter> {
  /** The customer search, run by the container. */
  customerKeyword: string;
  onCustomerKeywordChange: (keyword: string) => void;
  customerOptions: CustomerChoice[];
  searchingCustomers: boolean;
  customerSearchMin: number;
}

const F = T.filter;
const updatedDateOptions = UPDATED_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));

/** A cart value or product count bound, with the hint that a range needs both ends. */
function NumberField(props: { name: keyof CartFilterForm; label: string; precision: number }) {
  return <FilterNumberField {...props} extra={F.rangeHint} />;
}

/** The abandoned carts' filter (spec 1 §3 "Abandoned cart" filters); the container remembers what it applies. */
export function CartFilterModal({
  customerKeyword,
  onCustomerKeywordChange,
  customerOptions,
  searchingCustomers,
  customerSearchMin,
  ...list
}: CartFilterModalProps) {
  return (
    <FilterModal<CartFilter, CartFilterForm> {...list} toForm={filterToForm} fromForm={formToFilter}>
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
      <FilterSelectField
        name="channel"
        label={F.channel}
        options={CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }))}
      />
      <FilterSelectField
        name="sort_by"
        label={F.sortBy}
        allowClear={false}
        options={CART_SORT_FIELDS.map((s) => ({ value: s, label: T.sortByOptions[s] }))}
      />
      <FilterSelectField
        name="sort"
        label={F.sort}
        allowClear={false}
        options={SORT_ORDERS.map((s) => ({ value: s, label: T.sortOptions[s] }))}
      />
    </FilterModal>
  );
}
