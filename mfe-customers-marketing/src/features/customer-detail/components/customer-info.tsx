import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { addressLine, formatDate, formatMoney } from '@storedesk/shared';
import { customerName, customerPhone } from '../../shared/components/customer-display';
import type { CustomerDetailView } from '../api/get-customer';
import { formatCalendarDay } from '../calendar-day';
import { CUSTOMER_DETAIL_TEXTS } from '../customer-detail-texts';

const T = CUSTOMER_DETAIL_TEXTS.info;

export interface CustomerInfoProps {
  customer: CustomerDetailView;
  timeZone?: string | null;
  currency?: string | null;
}

/** The customer's own fields and saved addresses; empty values show a dash. */
export function CustomerInfo({ customer, timeZone, currency }: CustomerInfoProps) {
  const orEmpty = (text: string) => text || T.none;
  const items = [
    { key: 'name', label: T.name, children: orEmpty(customerName(customer)) },
    { key: 'email', label: T.email, children: orEmpty(customer.email ?? '') },
    { key: 'phone', label: T.phone, children: orEmpty(customerPhone(customer)) },
    { key: 'dob', label: T.dob, children: orEmpty(formatCalendarDay(customer.dob)) },
    { key: 'points', label: T.points, children: customer.points },
    { key: 'orderCount', label: T.orderCount, children: customer.order_count },
    { key: 'orderTotal', label: T.orderTotal, children: formatMoney(customer.order_total, currency) },
    { key: 'created', label: T.created, children: formatDate(customer.createdAt, timeZone) },
    {
      key: 'tags',
      label: T.tags,
      children: customer.customer_tags.length
        ? customer.customer_tags.map((tag) => <Tag key={tag}>{tag}</Tag>)
        : T.none,
    },
    {
      key: 'customFields',
      label: T.customFields,
      children: customer.custom_fields.length ? (
        <Space orientation="vertical" size={0}>
          {customer.custom_fields.map((field) => (
            <span key={field.name}>
              <Typography.Text strong>{field.name}:</Typography.Text> {field.value}
            </span>
          ))}
        </Space>
      ) : (
        T.none
      ),
    },
  ];
  return (
    <Card size="small">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
      <Typography.Title level={5}>{T.addresses}</Typography.Title>
      {customer.addresses.length === 0 ? (
        <Typography.Text type="secondary">{T.noAddresses}</Typography.Text>
      ) : (
        <Space orientation="vertical" size={4}>
          {customer.addresses.map((address) => (
            <Space key={address._id} size={8}>
              <span>{addressLine(address, { withPhone: true })}</span>
              {address.is_default && <Tag color="blue">{T.defaultAddress}</Tag>}
            </Space>
          ))}
        </Space>
      )}
    </Card>
  );
}
