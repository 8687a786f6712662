import { Button, Descriptions, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CHANNEL_LABELS, formatMoney, type Order, type OrderTotals } from '@storedesk/shared';
import {
  customerName,
  formatDateTime,
  formatDay,
  formatSlot,
} from '../../../shared/components/order-display';
import { DETAILS_TEXTS as T } from '../order-details-texts';
import { bookingUrls } from '../../urls';

export interface SummarySectionProps {
  order: Order;
  totals: OrderTotals | undefined;
  timeZone?: string | null;
  currency?: string | null;
  /** Booking type code -> its name (e.g. SCHEDULED -> Scheduled Visit). */
  deliveryModeName?: (code: string) => string;
  /** Payment method code -> its name. */
  paymentMethodName?: (code: string) => string;
  /** The store location's name, when the booking has one. */
  locationName?: string | null;
  /** Shown only when the role may change something of the summary and the booking is not locked. */
  onEdit?: () => void;
}

export function SummarySection({
  order,
  totals,
  timeZone,
  currency,
  deliveryModeName = (code) => code,
  paymentMethodName = (code) => code,
  locationName,
  onEdit,
}: SummarySectionProps) {
  const money = (value: number) => formatMoney(value, currency);
  const { customer } = order;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      title={T.summary}
      extra={onEdit ? <Button onClick={onEdit}>{T.editSummary}</Button> : undefined}
    >
      <Descriptions.Item label={T.customer}>
        <Space orientation="vertical" size={0}>
          <Link to={bookingUrls.customer(customer._id)}>{customerName(customer)}</Link>
          {customer.phone_no && (
            <Typography.Text>
              {T.phone}: <a href={`tel:${customer.phone_no}`}>{customer.phone_no}</a>
            </Typography.Text>
          )}
          {customer.email && (
            <Typography.Text>
              {T.email}: <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </Typography.Text>
          )}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={T.bookingDate}>{formatDateTime(order.createdAt, timeZone)}</Descriptions.Item>
      <Descriptions.Item label={T.channel}>{CHANNEL_LABELS[order.order_type]}</Descriptions.Item>
      {locationName && <Descriptions.Item label={T.location}>{locationName}</Descriptions.Item>}
      <Descriptions.Item label={T.deliveryDate}>{formatDay(order.delivery_date)}</Descriptions.Item>
      <Descriptions.Item label={T.slot}>
        {formatSlot(order.delivery_data?.start_time, order.delivery_data?.end_time)}
      </Descriptions.Item>
      <Descriptions.Item label={T.deliveryMode}>
        {order.delivery_mode ? deliveryModeName(order.delivery_mode) : ''}
      </Descriptions.Item>
      <Descriptions.Item label={T.payment}>
        {order.payment.is_paid ? <Tag color="green">{T.paid}</Tag> : <Tag color="orange">{T.notPaid}</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label={T.paymentMethod}>
        {order.payment.payment_method ? paymentMethodName(order.payment.payment_method) : ''}
      </Descriptions.Item>
      <Descriptions.Item label={T.subTotal}>{money(totals?.sub_total ?? order.sub_total)}</Descriptions.Item>
      <Descriptions.Item label={T.tax}>{money(totals?.tax ?? order.tax)}</Descriptions.Item>
      <Descriptions.Item label={T.discount}>
        {money(totals?.discount_value ?? order.discount_value)}
      </Descriptions.Item>
      <Descriptions.Item label={T.total}>{money(totals?.total ?? order.total)}</Descriptions.Item>
    </Descriptions>
  );
}

/** A discount as a person reads it: "10% (₹244.85)", "Amount: ₹100.00", "Loyalty Points: ₹20.00". */
export function discountLabel(
  entry: Order['discounts'][number],
  chosen: Order['discount'],
  currency?: string | null,
): string {
  const amount = formatMoney(entry.discount_value, currency);
  if (entry.type === 'PERCENTAGE' && chosen?.type === 'PERCENTAGE') return `${chosen.value}% (${amount})`;
  return `${T.discountLabels[entry.type] ?? entry.type}: ${amount}`;
}

export function DiscountsSection({ order, currency }: { order: Order; currency?: string | null }) {
  if (order.discounts.length === 0) return <span>{T.noDiscounts}</span>;
  return (
    <ul aria-label={T.discounts}>
      {order.discounts.map((d, i) => (
        <li key={i}>{discountLabel(d, order.discount, currency)}</li>
      ))}
    </ul>
  );
}
