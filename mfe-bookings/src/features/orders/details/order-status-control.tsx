import { useState } from 'react';
import type { Order, StoreOrderStatus } from '@storedesk/shared';
import { updateOrderStatus, useOrderWrite } from '../api/update-order';
import { StatusChangeModal, statusChangeKind } from './components/status-change-modal';
import { StatusSection } from './components/status-section';
import { DETAILS_TEXTS as T } from './order-details-texts';

/** The status select; a status that completes or cancels the booking is confirmed (with a reason) first. */
export function OrderStatusControl({
  order,
  statuses,
  disabled,
}: {
  order: Order;
  statuses: StoreOrderStatus[];
  disabled: boolean;
}) {
  const [statusAsk, setStatusAsk] = useState<string | null>(null);
  const status = useOrderWrite(order._id, updateOrderStatus, {
    success: T.statusUpdated,
    error: T.statusError,
  });
  const base = { _id: order._id, version: order.version };
  return (
    <>
      <StatusSection
        order={order}
        statuses={statuses}
        disabled={disabled}
        saving={status.isPending}
        onChange={(statusId) => {
          const picked = statuses.find((s) => s._id === statusId);
          if (picked && statusChangeKind(picked)) setStatusAsk(statusId);
          else status.mutate({ ...base, current_status: { status_id: statusId } });
        }}
      />
      <StatusChangeModal
        status={statuses.find((s) => s._id === statusAsk) ?? null}
        saving={status.isPending}
        onCancel={() => setStatusAsk(null)}
        onConfirm={(reason) =>
          statusAsk &&
          status.mutate(
            { ...base, current_status: { status_id: statusAsk }, ...(reason ? { reason } : {}) },
            { onSettled: () => setStatusAsk(null) },
          )
        }
      />
    </>
  );
}
