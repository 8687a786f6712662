import { Tag, Tooltip } from 'antd';
import { paymentStatusLabel } from '../../contracts/payments-constants';
import { PAYMENT_REQUEST_TEXTS as T } from './payment-request-texts';

const COLORS: Record<string, string> = {
  PENDING: 'gold',
  PARTIALLY_PAID: 'blue',
  PAID: 'green',
  FAILED: 'red',
  EXPIRED: 'default',
  CANCELLED: 'default',
};

/** A payment request's status in words, coloured the same on every screen. */
export function PaymentStatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{paymentStatusLabel(status)}</Tag>;
}

/** The finance team's flag: money arrived after the request was closed. */
export function ReviewTag({ reason }: { reason?: string | null }) {
  return (
    <Tooltip title={reason ?? T.reviewHint}>
      <Tag color="volcano">{T.review}</Tag>
    </Tooltip>
  );
}
