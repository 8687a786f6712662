import { LockedTooltip } from '@storedesk/shared/ui';
import { Button, Tooltip } from 'antd';
import { storeMeta, useSession, type Order, type StoreOrderStatus } from '@storedesk/shared';
import { jobLink } from '../../shared/components/order-display';
import { PrintFrame } from '../components/print-frame';
import { JOB_URL_META } from '../orders-list-container';
import { OrderStatusControl } from './order-status-control';
import { DETAILS_TEXTS as T } from './order-details-texts';
import { useOrderPrint } from './use-order-print';

export interface OrderActionsBarProps {
  order: Order;
  statuses: StoreOrderStatus[];
  statusDisabled: boolean;
  /** The booking is completed: the status says to contact support (spec 2 §6). */
  locked?: boolean;
}

/** The booking page's actions, beside its title: its status, the two prints and the job link (only with a
 * field-service system configured). */
export function OrderActionsBar({ order, statuses, statusDisabled, locked = false }: OrderActionsBarProps) {
  const store = useSession((state) => state.store);
  const { printing, preparing, print, stopPrinting } = useOrderPrint(order._id);
  const jobUrl = jobLink(order.zuper_job_uid, storeMeta(store, JOB_URL_META));
  return (
    <>
      <LockedTooltip locked={locked}>
        <OrderStatusControl order={order} statuses={statuses} disabled={statusDisabled} />
      </LockedTooltip>
      <Button loading={preparing === 'invoice'} onClick={() => void print('invoice')}>
        {T.printInvoice}
      </Button>
      <Button
        loading={preparing === 'label'}
        onClick={() => void print('label')}
        disabled={!order.shipping_address}
      >
        {T.printAddress}
      </Button>
      {store?.field_service && (
        <Tooltip title={jobUrl ? undefined : T.noJobLink}>
          <span>
            <Button href={jobUrl ?? undefined} target="_blank" rel="noopener noreferrer" disabled={!jobUrl}>
              {T.jobLink}
            </Button>
          </span>
        </Tooltip>
      )}
      {printing && (
        <PrintFrame
          key={printing.url}
          url={printing.url}
          title={
            printing.kind === 'invoice'
              ? T.invoiceTitle(order.order_number)
              : T.addressTitle(order.order_number)
          }
          onDone={stopPrinting}
        />
      )}
    </>
  );
}
