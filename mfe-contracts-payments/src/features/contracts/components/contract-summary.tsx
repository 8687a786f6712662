import { Descriptions, Tag } from 'antd';
import { Link } from 'react-router-dom';
import {
  approvalStatusLabel,
  contractOrderTypeLabel,
  contractStatus,
  formatMoney,
  usePaymentMethodName,
  type ContractDetails,
} from '@storedesk/shared';
import { calendarDay } from '@storedesk/shared/ui';
import { CONTRACT_DETAIL_TEXTS as T, CONTRACT_LIST_TEXTS } from '../contract-texts';
import { contractUrls } from '../urls';
import { APPROVAL_COLORS, CONTRACT_STATUS_COLORS } from './contract-table';

const customerName = (c: ContractDetails['customer']) => `${c.first_name} ${c.last_name}`.trim();

/** The contract's terms and state: who, which plan as sold, the dates, price, status, approval and payment. */
export function ContractSummary({
  contract: k,
  today,
  currency,
}: {
  contract: ContractDetails;
  today: string;
  currency?: string | null;
}) {
  const methodName = usePaymentMethodName();
  const status = contractStatus(k, today);
  const link = (l: { _id: string; subscription_number: number } | null) =>
    l ? <Link to={contractUrls.details(l._id)}>{`#${l.subscription_number}`}</Link> : T.none;
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
      <Descriptions.Item label={T.customer}>
        <Link to={contractUrls.customer(k.customer_id)}>{customerName(k.customer)}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={T.plan}>{k.subscription_name}</Descriptions.Item>
      <Descriptions.Item label={T.variant}>{k.variant.name}</Descriptions.Item>
      <Descriptions.Item label={T.period}>
        {CONTRACT_LIST_TEXTS.months(k.variant.billing_period.billing_period_id.value)}
      </Descriptions.Item>
      <Descriptions.Item label={T.start}>{calendarDay(k.start_date)}</Descriptions.Item>
      <Descriptions.Item label={T.end}>{calendarDay(k.end_date)}</Descriptions.Item>
      <Descriptions.Item label={T.price}>{formatMoney(k.price, currency)}</Descriptions.Item>
      <Descriptions.Item label={T.status}>
        <Tag color={CONTRACT_STATUS_COLORS[status]}>{status}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={T.approval}>
        <Tag color={APPROVAL_COLORS[k.is_approved]}>{approvalStatusLabel(k.is_approved)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={T.soldThrough}>{contractOrderTypeLabel(k.order_type)}</Descriptions.Item>
      <Descriptions.Item label={T.paid}>{k.is_paid ? T.yes : T.no}</Descriptions.Item>
      <Descriptions.Item label={T.paymentMethod}>
        {k.request_customer_payment
          ? T.requestPayment
          : k.payment.payment_method
            ? methodName(k.payment.payment_method)
            : T.none}
      </Descriptions.Item>
      <Descriptions.Item label={T.transactionId}>{k.payment.transaction_id ?? T.none}</Descriptions.Item>
      <Descriptions.Item label={T.location}>{k.location?.name ?? T.none}</Descriptions.Item>
      <Descriptions.Item label={T.externalId}>{k.zuper_contract_uid ?? T.none}</Descriptions.Item>
      <Descriptions.Item label={T.renewedFrom}>{link(k.renewed_from_contract)}</Descriptions.Item>
      <Descriptions.Item label={T.renewedBy}>{link(k.renewed_by)}</Descriptions.Item>
    </Descriptions>
  );
}
