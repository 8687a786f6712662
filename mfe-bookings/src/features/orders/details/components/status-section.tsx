import { Select } from 'antd';
import type { Order, StoreOrderStatus } from '@storedesk/shared';
import { DETAILS_TEXTS as T } from '../order-details-texts';
import { isRefundStatus } from './status-change-modal';

/** The status pick; a pick saves at once (spec 2 §4). Refunded is offered only once the booking is paid. */
export function StatusSection({
  order,
  statuses,
  disabled,
  saving,
  onChange,
}: {
  order: Order;
  statuses: StoreOrderStatus[];
  disabled: boolean;
  saving: boolean;
  onChange: (statusId: string) => void;
}) {
  const options = statuses.length
    ? statuses.map((s) => {
        const unpaidRefund = isRefundStatus(s) && !order.payment.is_paid;
        return {
          value: s._id,
          label: unpaidRefund ? `${s.name} (${T.refundUnpaid})` : s.name,
          disabled: unpaidRefund,
        };
      })
    : [{ value: order.current_status.status_id, label: order.current_status.status_name }];
  return (
    <Select
      aria-label={T.status}
      style={{ minWidth: 200 }}
      value={order.current_status.status_id}
      options={options}
      disabled={disabled}
      loading={saving}
      onChange={onChange}
    />
  );
}
