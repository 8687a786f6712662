import { Form } from 'antd';
import {
  CustomerSearchSelect,
  DateRangeFilterFields,
  FilterKeywordField,
  FilterModal,
  FilterNumberField,
  FilterSelectField,
} from '@storedesk/shared/ui';
import type { ListFilterModalProps } from '@storedesk/shared/ui';
import { CHANNELS, CHANNEL_LABELS, type StoreLocation, type StoreOrderStatus } from '@storedesk/shared';
import { CUSTOMER_SEARCH_MIN } from '../../shared/api/order-lookups';
import { ORDERS_TEXTS as T } from '../orders-texts';
import { customerName } from '../../shared/components/order-display';
import {
  DELIVERY_DATE_OPTIONS,
  ORDER_DATE_OPTIONS,
  PAID_OPTIONS,
  type BookingFilter,
} from '../filter/booking-filter';
import { filterToForm, formToFilter, type BookingFilterForm } from '../filter/booking-filter-form';

export interface BookingFilterModalProps extends ListFilterModalProps<BookingFilter> {
  statuses: StoreOrderStatus[];
  /** Only when the store meta use_applicable_location_filter is 'true'. */
  locations: StoreLocation[] | null;
}

const F = T.filter;
const orderDateOptions = ORDER_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));
const deliveryDateOptions = DELIVERY_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));

/** The booking list's filter (spec 2 §3 "Booking filter"); the container remembers what it applies. */
export function BookingFilterModal({ statuses, locations, ...list }: BookingFilterModalProps) {
  return (
    <FilterModal<BookingFilter, BookingFilterForm> {...list} toForm={filterToForm} fromForm={formToFilter}>
      <FilterKeywordField label={F.keyword} />
      {locations && (
        <FilterSelectField
          name="location"
          label={F.location}
          options={locations.map((l) => ({ value: l._id, label: l.name }))}
        />
      )}
      <FilterSelectField
        name="order_type"
        label={F.orderType}
        options={CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }))}
      />
      <DateRangeFilterFields<BookingFilterForm>
        name="order_date_type"
        rangeName="order_range"
        label={F.orderDate}
        rangeLabel={F.orderRange}
        options={orderDateOptions}
      />
      <DateRangeFilterFields<BookingFilterForm>
        name="order_delivery_date_type"
        rangeName="delivery_range"
        label={F.deliveryDate}
        rangeLabel={F.deliveryRange}
        options={deliveryDateOptions}
      />
      <FilterNumberField name="order_number" label={F.orderNumber} min={1} precision={0} />
      <FilterNumberField name="from_total" label={F.fromTotal} />
      <FilterNumberField name="to_total" label={F.toTotal} />
      <FilterSelectField
        name="order_status"
        label={F.status}
        options={statuses.map((s) => ({ value: s._id, label: s.name }))}
      />
      <Form.Item name="customer" label={F.customer} extra={F.customerHint}>
        <CustomerSearchSelect
          ariaLabel={F.customer}
          minLength={CUSTOMER_SEARCH_MIN}
          choiceLabel={customerName}
        />
      </Form.Item>
      <FilterSelectField
        name="is_paid"
        label={F.paid}
        options={PAID_OPTIONS.map((p) => ({ value: p, label: T.paidOptions[p] }))}
      />
    </FilterModal>
  );
}
