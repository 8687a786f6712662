import { Form, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import {
  APPROVAL_STATUSES,
  CONTRACT_ORDER_TYPES,
  END_DATE_OPTION_VALUES,
  approvalStatusLabel,
  contractOrderTypeLabel,
  type StoreLocation,
} from '@storedesk/shared';
import {
  CustomerSearchSelect,
  DateRangeFilterFields,
  FilterModal,
  FilterSelectField,
  type CustomerChoice,
  type ListFilterModalProps,
} from '@storedesk/shared/ui';
import { CONTRACT_LIST_TEXTS as T } from '../contract-texts';
import {
  CONTRACT_CUSTOMER_SEARCH_MIN,
  CONTRACT_NUMBER_MIN_DIGITS,
  type ContractFilter,
} from '../filter/contract-filter';

const F = T.filter;
const DAY = 'YYYY-MM-DD';

type Choice = { value: string; label: string };

interface ContractFilterForm extends Omit<
  ContractFilter,
  | 'customer_id'
  | 'customer_label'
  | 'from_end_date'
  | 'to_end_date'
  | 'subscription_id'
  | 'plan_label'
  | 'applicable_to_location'
  | 'location_label'
> {
  customer?: CustomerChoice | null;
  end_range?: [dayjs.Dayjs, dayjs.Dayjs] | null;
  /** Selects in labelInValue mode, so the tags can name the choice. */
  plan?: Choice | null;
  location?: Choice | null;
}

function toForm(filter: ContractFilter): ContractFilterForm {
  const {
    customer_id,
    customer_label,
    from_end_date,
    to_end_date,
    subscription_id,
    plan_label,
    applicable_to_location,
    location_label,
    ...rest
  } = filter;
  return {
    ...rest,
    customer: customer_id ? { value: customer_id, label: customer_label ?? customer_id } : null,
    end_range: from_end_date && to_end_date ? [dayjs(from_end_date, DAY), dayjs(to_end_date, DAY)] : null,
    plan: subscription_id ? { value: subscription_id, label: plan_label ?? subscription_id } : null,
    location: applicable_to_location
      ? { value: applicable_to_location, label: location_label ?? applicable_to_location }
      : null,
  };
}

function fromForm(form: ContractFilterForm): ContractFilter {
  const { customer, end_range, plan, location, ...rest } = form;
  const custom = rest.end_date_option === 'CUSTOM' && end_range;
  const filter: ContractFilter = {
    ...rest,
    customer_id: customer?.value,
    customer_label: customer?.label,
    subscription_id: plan?.value,
    plan_label: plan?.label,
    applicable_to_location: location?.value,
    location_label: location?.label,
    from_end_date: custom ? end_range[0].format(DAY) : undefined,
    to_end_date: custom ? end_range[1].format(DAY) : undefined,
  };
  for (const key of Object.keys(filter) as (keyof ContractFilter)[]) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') delete filter[key];
  }
  return filter;
}

export interface ContractFilterModalProps extends ListFilterModalProps<ContractFilter> {
  plans: Choice[];
  /** The store's locations, only when the store filters by location; otherwise the field is not shown. */
  locations: StoreLocation[] | null;
}

/** The contract list's filter (spec 2 §2's filters); the list remembers it in session storage. */
export function ContractFilterModal({ plans, locations, ...list }: ContractFilterModalProps) {
  return (
    <FilterModal<ContractFilter, ContractFilterForm> {...list} toForm={toForm} fromForm={fromForm}>
      <Form.Item
        name="subscription_number"
        label={F.number}
        extra={F.numberHint}
        rules={[
          {
            validator: (_, value?: number | null) =>
              value == null || String(value).length >= CONTRACT_NUMBER_MIN_DIGITS
                ? Promise.resolve()
                : Promise.reject(new Error(F.numberTooShort)),
          },
        ]}
      >
        <InputNumber aria-label={F.number} min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <DateRangeFilterFields<ContractFilterForm>
        name="end_date_option"
        rangeName="end_range"
        label={F.endDate}
        rangeLabel={F.endRange}
        requiredMessage={F.endRangeRequired}
        options={END_DATE_OPTION_VALUES.map((o) => ({ value: o, label: T.endDateOptions[o] }))}
      />
      <Form.Item name="customer" label={F.customer} extra={F.customerHint}>
        <CustomerSearchSelect minLength={CONTRACT_CUSTOMER_SEARCH_MIN} ariaLabel={F.customer} />
      </Form.Item>
      <Form.Item name="plan" label={F.plan}>
        <Select
          labelInValue
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label={F.plan}
          options={plans}
        />
      </Form.Item>
      {locations && (
        <Form.Item name="location" label={F.location}>
          <Select
            labelInValue
            allowClear
            aria-label={F.location}
            options={locations.map((l) => ({ value: l._id, label: l.name }))}
          />
        </Form.Item>
      )}
      <FilterSelectField
        name="order_type"
        label={F.orderType}
        options={CONTRACT_ORDER_TYPES.map((t) => ({ value: t, label: contractOrderTypeLabel(t) }))}
      />
      <FilterSelectField
        name="is_approved"
        label={F.approval}
        options={APPROVAL_STATUSES.map((s) => ({ value: s, label: approvalStatusLabel(s) }))}
      />
      <FilterSelectField
        name="is_paid"
        label={F.paid}
        options={[
          { value: 'true', label: T.yes },
          { value: 'false', label: T.no },
        ]}
      />
      <FilterSelectField
        name="visits_left"
        label={F.visitsLeft}
        options={[
          { value: 'true', label: T.yes },
          { value: 'false', label: T.no },
        ]}
      />
    </FilterModal>
  );
}
