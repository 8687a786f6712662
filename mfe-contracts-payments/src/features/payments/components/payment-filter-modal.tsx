import { Form } from 'antd';
import dayjs from 'dayjs';
import {
  APPROVAL_LABELS,
  APPROVAL_STATUSES,
  DATE_FORMAT,
  PAYMENT_STATUSES,
  paymentStatusLabel,
} from '@storedesk/shared';
import {
  CustomerSearchSelect,
  FilterModal,
  FilterNumberField,
  FilterSelectField,
  StoreDatePicker,
  type CustomerChoice,
  type ListFilterModalProps,
} from '@storedesk/shared/ui';
import { PAYMENT_CUSTOMER_SEARCH_MIN, type PaymentFilter } from '../filter/payment-filter';
import { LIST_TEXTS } from '../payment-texts';

const F = LIST_TEXTS.filter;
const DAY = 'YYYY-MM-DD';

interface PaymentFilterForm extends Omit<
  PaymentFilter,
  'customer_id' | 'customer_label' | 'from_end_date' | 'to_end_date'
> {
  customer?: CustomerChoice | null;
  from_end_date?: dayjs.Dayjs | null;
  to_end_date?: dayjs.Dayjs | null;
}

function toForm(filter: PaymentFilter): PaymentFilterForm {
  const { customer_id, customer_label, from_end_date, to_end_date, ...rest } = filter;
  return {
    ...rest,
    customer: customer_id ? { value: customer_id, label: customer_label ?? customer_id } : null,
    from_end_date: from_end_date ? dayjs(from_end_date, DAY) : null,
    to_end_date: to_end_date ? dayjs(to_end_date, DAY) : null,
  };
}

function fromForm(form: PaymentFilterForm): PaymentFilter {
  const { customer, from_end_date, to_end_date, ...rest } = form;
  const filter: PaymentFilter = {
    ...rest,
    customer_id: customer?.value,
    customer_label: customer?.label,
    from_end_date: from_end_date?.format(DAY),
    to_end_date: to_end_date?.format(DAY),
  };
  for (const key of Object.keys(filter) as (keyof PaymentFilter)[]) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') delete filter[key];
  }
  return filter;
}

/** The payment list's filter (spec 2 §3's filters); the list remembers it in local storage. */
export function PaymentFilterModal(props: ListFilterModalProps<PaymentFilter>) {
  return (
    <FilterModal<PaymentFilter, PaymentFilterForm> {...props} toForm={toForm} fromForm={fromForm}>
      <FilterSelectField
        name="status"
        label={F.status}
        options={PAYMENT_STATUSES.map((s) => ({ value: s, label: paymentStatusLabel(s) }))}
      />
      <FilterSelectField
        name="is_paid"
        label={F.paid}
        options={[
          { value: 'true', label: LIST_TEXTS.yes },
          { value: 'false', label: LIST_TEXTS.no },
        ]}
      />
      <FilterSelectField
        name="needs_review"
        label={F.review}
        options={[
          { value: 'true', label: LIST_TEXTS.yes },
          { value: 'false', label: LIST_TEXTS.no },
        ]}
      />
      <Form.Item name="customer" label={F.customer} extra={F.customerHint}>
        <CustomerSearchSelect minLength={PAYMENT_CUSTOMER_SEARCH_MIN} ariaLabel={F.customer} />
      </Form.Item>
      <FilterNumberField name="order_no" label={F.orderNo} min={1} precision={0} />
      <FilterNumberField name="subscription_no" label={F.subscriptionNo} min={1} precision={0} />
      <FilterSelectField
        name="is_approved"
        label={F.approval}
        options={APPROVAL_STATUSES.map((s) => ({ value: s, label: APPROVAL_LABELS[s] }))}
      />
      <Form.Item name="from_end_date" label={F.dueFrom}>
        <StoreDatePicker format={DATE_FORMAT} aria-label={F.dueFrom} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="to_end_date" label={F.dueTo}>
        <StoreDatePicker format={DATE_FORMAT} aria-label={F.dueTo} style={{ width: '100%' }} />
      </Form.Item>
    </FilterModal>
  );
}
