import { Descriptions, Tag } from 'antd';
import { CHANNEL_LABELS, formatMoney, type Order, type OrderTotals } from '@storedesk/shared';
import { customerName, formatDateTime, formatDay, formatSlot } from '../../components/order-display';
import { DETAILS_TEXTS as T } from '../order-details-texts';

export function SummarySection({
  order,
  totals,
  timeZone,
  currency,
}: {
  order: Order;
  totals: OrderTotals | undefined;
  timeZone?: string | null;
  currency?: string | null;
}) {
  const money = (value: number) => formatMoney(value, currency);
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={T.summary}>
      <Descriptions.Item label={T.customer}>{customerName(order.customer)}</Descriptions.Item>
      <Descriptions.Item label={T.bookingDate}>{formatDateTime(order.createdAt, timeZone)}</Descriptions.Item>
      <Descriptions.Item label={T.channel}>{CHANNEL_LABELS[order.order_type]}</Descriptions.Item>
      <Descriptions.Item label={T.deliveryDate}>{formatDay(order.delivery_date)}</Descriptions.Item>
      <Descriptions.Item label={T.slot}>
        {formatSlot(order.delivery_data?.start_time, order.delivery_data?.end_time)}
      </Descriptions.Item>
      <Descriptions.Item label={T.deliveryMode}>{order.delivery_mode}</Descriptions.Item>
      <Descriptions.Item label={T.payment}>
        {order.payment.is_paid ? <Tag color="green">{T.paid}</Tag> : <Tag color="orange">{T.notPaid}</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label={T.paymentMethod}>{order.payment.payment_method ?? ''}</Descriptions.Item>
      <Descriptions.Item label={T.subTotal}>{money(totals?.sub_total ?? order.sub_total)}</Descriptions.Item>
      <Descriptions.Item label={T.tax}>{money(totals?.tax ?? order.tax)}</Descriptions.Item>
      <Descriptions.Item label={T.discount}>
        {money(totals?.discount_value ?? order.discount_value)}
      </Descriptions.Item>
      <Descriptions.Item label={T.total}>{money(totals?.total ?? order.total)}</Descriptions.Item>
    </Descriptions>
  );
}

export function DiscountsSection({ order, currency }: { order: Order; currency?: string | null }) {
  if (order.discounts.length === 0) return <span>{T.noDiscounts}</span>;
  return (
    <ul aria-label={T.discounts}>
      {order.discounts.map((d, i) => (
        <li key={i}>
          {d.type}: {formatMoney(d.discount_value, currency)}
        </li>
      ))}
    </ul>
  );
}
