import { Tag, Tooltip } from 'antd';
import { paymentStatusLabel } from '@storedesk/shared';
import { LIST_TEXTS } from '../payment-texts';

const COLORS: Record<string, string> = {
  PENDING: 'gold',
  PARTIALLY_PAID: 'blue',
  PAID: 'green',
  FAILED: 'red',
  EXPIRED: 'default',
  CANCELLED: 'default',
};

/** The status in words, coloured. */
export function PaymentStatusTag({ status }: { status: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{paymentStatusLabel(status)}</Tag>;
}

/** The finance team's flag: money arrived after the request was closed. */
export function ReviewTag({ reason }: { reason?: string | null }) {
  return (
    <Tooltip title={reason ?? LIST_TEXTS.reviewHint}>
      <Tag color="volcano">{LIST_TEXTS.review}</Tag>
    </Tooltip>
  );
}
