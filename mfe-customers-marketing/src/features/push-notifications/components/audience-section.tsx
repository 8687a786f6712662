import { Button, Card, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { DateRangeFilterFields } from '@storedesk/shared/ui';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';
import { CREATED_DATE_OPTIONS } from '../filter/push-filter';
import { CUSTOMER_TYPES } from '../filter/push-options';
import type { NewPushValues } from '../filter/push-payload';
import { SearchSelect, type SearchChoice } from './search-select';

export interface AudienceSectionProps {
  customerType: NewPushValues['customer_type'];
  /** The one-customer search, run by the container. */
  customerKeyword: string;
  onCustomerKeywordChange: (keyword: string) => void;
  customerOptions: SearchChoice[];
  searchingCustomers: boolean;
  customerSearchMin: number;
  /** The reviewed recipient count, or null until Continue and Done. */
  recipients: number | null;
  continuing: boolean;
  onContinue: () => void;
}

const C = T.criteria;
const createdDateOptions = CREATED_DATE_OPTIONS.map((o) => ({ value: o, label: T.dateOptions[o] }));

function NumberField({
  name,
  label,
  precision,
}: {
  name: keyof NewPushValues;
  label: string;
  precision: number;
}) {
  return (
    <Form.Item name={name} label={label} style={{ minWidth: 180, flex: 1 }}>
      <InputNumber min={0} precision={precision} style={{ width: '100%' }} aria-label={label} />
    </Form.Item>
  );
}

/**
 * Who receives it (spec 2 §2): one customer found by search, or every customer matching the restrictions,
 * reviewed in the recipient modal that Continue opens.
 */
export function AudienceSection({
  customerType,
  customerKeyword,
  onCustomerKeywordChange,
  customerOptions,
  searchingCustomers,
  customerSearchMin,
  recipients,
  continuing,
  onContinue,
}: AudienceSectionProps) {
  return (
    <Card title={T.audience} size="small">
      <Form.Item name="customer_type" label={T.audience}>
        <Radio.Group
          aria-label={T.audience}
          options={CUSTOMER_TYPES.map((t) => ({ value: t, label: T.customerTypes[t] }))}
        />
      </Form.Item>
      {customerType === 'one_customer' ? (
        <Form.Item name="customer" label={T.customer} extra={T.customerHint}>
          <SearchSelect
            label={T.customer}
            keyword={customerKeyword}
            onKeywordChange={onCustomerKeywordChange}
            options={customerOptions}
            searching={searchingCustomers}
            minLength={customerSearchMin}
            tooShortText={T.searchTooShort(customerSearchMin)}
            noneText={T.searchNone}
          />
        </Form.Item>
      ) : (
        <>
          <DateRangeFilterFields<NewPushValues>
            name="created_date_type"
            rangeName="created_range"
            label={C.createdDate}
            rangeLabel={C.createdRange}
            options={createdDateOptions}
          />
          <Space wrap style={{ width: '100%' }}>
            <NumberField name="min_order_count" label={C.minOrderCount} precision={0} />
            <NumberField name="max_order_count" label={C.maxOrderCount} precision={0} />
          </Space>
          <Space wrap style={{ width: '100%' }}>
            <NumberField name="min_lifetime_value" label={C.minLifetimeValue} precision={2} />
            <NumberField name="max_lifetime_value" label={C.maxLifetimeValue} precision={2} />
          </Space>
          <Space wrap style={{ width: '100%' }}>
            <NumberField name="min_points" label={C.minPoints} precision={0} />
            <NumberField name="max_points" label={C.maxPoints} precision={0} />
          </Space>
          <Space>
            <Button onClick={onContinue} loading={continuing}>
              {T.continue}
            </Button>
            <Typography.Text type={recipients === null ? 'secondary' : undefined}>
              {recipients === null ? T.recipientsNotChosen : T.recipientsChosen(recipients)}
            </Typography.Text>
          </Space>
        </>
      )}
    </Card>
  );
}
