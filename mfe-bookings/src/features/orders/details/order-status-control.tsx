import { useState } from 'react';
import { useSubmit, type Order, type StoreOrderStatus, type UpdateOrderStatusBody } from '@storedesk/shared';
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
  const send = (body: UpdateOrderStatusBody) => status.mutateAsync(body);
  // A pick saves at once; a confirmed one (Mark Completed, Cancel) saves once per question.
  const pick = useSubmit(send, { afterSuccess: 'stay' });
  const confirmed = useSubmit(send, {
    afterSuccess: 'leave',
    opening: statusAsk,
    onSuccess: () => setStatusAsk(null),
    onError: () => setStatusAsk(null),
  });
  return (
    <>
      <StatusSection
        order={order}
        statuses={statuses}
        disabled={disabled}
        saving={pick.busy}
        onChange={(statusId) => {
          const picked = statuses.find((s) => s._id === statusId);
          if (picked && statusChangeKind(picked)) setStatusAsk(statusId);
          else void pick.run({ ...base, current_status: { status_id: statusId } });
        }}
      />
      <StatusChangeModal
        status={statuses.find((s) => s._id === statusAsk) ?? null}
        saving={confirmed.busy}
        onCancel={() => setStatusAsk(null)}
        onConfirm={(reason) =>
          statusAsk &&
          void confirmed.run({
            ...base,
            current_status: { status_id: statusAsk },
            ...(reason ? { reason } : {}),
          })
        }
      />
    </>
  );
}
