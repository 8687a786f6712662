import { Select } from 'antd';
import type { Order, StoreOrderStatus } from '@storedesk/shared';
import { DETAILS_TEXTS as T } from '../order-details-texts';

/** The status pick; a pick saves at once (spec 2 §4). */
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
    ? statuses.map((s) => ({ value: s._id, label: s.name }))
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
