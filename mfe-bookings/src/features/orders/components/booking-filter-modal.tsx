import { Form, Input, InputNumber, Select } from 'antd';
import { DateRangeFilterFields, FilterModal } from '@storedesk/shared/ui';
import { CHANNELS, CHANNEL_LABELS, type StoreLocation, type StoreOrderStatus } from '@storedesk/shared';
import { ORDERS_TEXTS as T } from '../orders-texts';
import {
  DELIVERY_DATE_OPTIONS,
  ORDER_DATE_OPTIONS,
  PAID_OPTIONS,
  type BookingFilter,
} from '../filter/booking-filter';
import { filterToForm, formToFilter, type BookingFilterForm } from '../filter/booking-filter-form';

export interface BookingFilterModalProps {
  open: boolean;
  value: BookingFilter;
  onApply: (next: BookingFilter) => void;
  onReset: () => void;
  onClose: () => void;
  statuses: StoreOrderStatus[];
  /** Only when the store meta use_applicable_location_filter is 'true'. */
  locations: StoreLocation[] | null;
  customers: { value: string; label: string }[];
  customersLoading: boolean;
  onCustomerSearch: (keyword: string) => void;
}

const F = T.filter;
const orderDateOptions = ORDER_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));
const deliveryDateOptions = DELIVERY_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));

/** The booking list's filter (spec 2 §3 "Booking filter"); the container remembers what it applies. */
export function BookingFilterModal({
  open,
  value,
  onApply,
  onReset,
  onClose,
  statuses,
  locations,
  customers,
  customersLoading,
  onCustomerSearch,
}: BookingFilterModalProps) {
  return (
    <FilterModal<BookingFilter, BookingFilterForm>
      open={open}
      value={value}
      toForm={filterToForm}
      fromForm={formToFilter}
      onApply={onApply}
      onReset={onReset}
      onClose={onClose}
    >
      <Form.Item name="keyword" label={F.keyword}>
        <Input allowClear />
      </Form.Item>
      {locations && (
        <Form.Item name="location" label={F.location}>
          <Select
            allowClear
            aria-label={F.location}
            options={locations.map((l) => ({ value: l._id, label: l.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name="order_type" label={F.orderType}>
        <Select
          allowClear
          aria-label={F.orderType}
          options={CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }))}
        />
      </Form.Item>
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
      <Form.Item name="order_number" label={F.orderNumber}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} aria-label={F.orderNumber} />
      </Form.Item>
      <Form.Item name="from_total" label={F.fromTotal}>
        <InputNumber min={0} style={{ width: '100%' }} aria-label={F.fromTotal} />
      </Form.Item>
      <Form.Item name="to_total" label={F.toTotal}>
        <InputNumber min={0} style={{ width: '100%' }} aria-label={F.toTotal} />
      </Form.Item>
      <Form.Item name="order_status" label={F.status}>
        <Select
          allowClear
          aria-label={F.status}
          options={statuses.map((s) => ({ value: s._id, label: s.name }))}
        />
      </Form.Item>
      <Form.Item name="customer" label={F.customer} extra={F.customerHint}>
        <Select
          allowClear
          showSearch={{ filterOption: false, onSearch: onCustomerSearch }}
          labelInValue
          aria-label={F.customer}
          loading={customersLoading}
          options={customers}
        />
      </Form.Item>
      <Form.Item name="is_paid" label={F.paid}>
        <Select
          allowClear
          aria-label={F.paid}
          options={PAID_OPTIONS.map((p) => ({ value: p, label: T.paidOptions[p] }))}
        />
      </Form.Item>
    </FilterModal>
  );
}
